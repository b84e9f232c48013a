import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { showAppLists, tellApp } from '../../islands/session-store';
import { keepCart } from '../../state/cart-actions';
import { setUserWishlist } from '../../state/wishlist-slice';

/**
 * The product page drawn by the client application (its first page in development, or a shell the
 * server sent) holds the product's islands through IslandInApp. They and the application keep one
 * cart and one wishlist: the islands show the application's lists, and every change they make
 * reaches the application's store, so its header counts follow.
 */
export function useIslandLists(active: boolean): void {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.user.userData);
  const cart = useAppSelector((s) => s.cart.userCartData);
  const subTotal = useAppSelector((s) => s.cart.userCartCharges.sub_total) ?? 0;
  const wishlist = useAppSelector((s) => s.wishlist.userWishlistData);

  useEffect(() => {
    if (active) showAppLists({ user: user?._id ? user : null, cart, subTotal, wishlistIds: wishlist.map((p) => p._id) });
  }, [active, user, cart, subTotal, wishlist]);

  useEffect(() => {
    if (!active) return;
    tellApp((lists) => {
      if (lists.cart) keepCart(dispatch, lists.cart);
      if (lists.wishlist) dispatch(setUserWishlist(lists.wishlist));
    });
    return () => tellApp(null);
  }, [active, dispatch]);
}
