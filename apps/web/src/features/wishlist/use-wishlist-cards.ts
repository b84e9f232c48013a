import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { loadWishlist } from '../../state/wishlist-actions';

/**
 * Reads the wishlist again on arrival and says when the cards may show: spec section 9 has them
 * appear 500 ms after the screen mounts (skeletons until then), and not before the list is read.
 */
export function useWishlistCards(): boolean {
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id);
  const [delayed, setDelayed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setDelayed(true), TIMINGS.wishlistCardLoad);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!customerId) return;
    const ctrl = new AbortController();
    loadWishlist(dispatch, customerId, ctrl.signal)
      .catch(() => undefined)
      .finally(() => !ctrl.signal.aborted && setLoaded(true));
    return () => ctrl.abort();
  }, [customerId, dispatch]);

  return delayed && loaded;
}
