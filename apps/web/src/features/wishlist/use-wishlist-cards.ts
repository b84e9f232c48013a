import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/store';
import { thunkLoad, useCustomerLoad } from '../../state/use-customer-load';
import { loadWishlist } from '../../state/wishlist-actions';

/**
 * Reads the wishlist again on arrival and says when the cards may show: spec section 9 has them
 * appear 500 ms after the screen mounts (skeletons until then), and not before the list is read.
 */
export function useWishlistCards(): boolean {
  const dispatch = useAppDispatch();
  const [delayed, setDelayed] = useState(false);
  const { loading } = useCustomerLoad('wishlist', (customerId, signal) => thunkLoad(dispatch(loadWishlist(customerId)), signal));

  useEffect(() => {
    const t = setTimeout(() => setDelayed(true), TIMINGS.wishlistCardLoad);
    return () => clearTimeout(t);
  }, []);

  return delayed && !loading;
}
