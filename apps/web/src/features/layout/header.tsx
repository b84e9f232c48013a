import { cartLineCount } from '@northbend/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BRAND_NAME, LOGO_URL, MAIN_SITE_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { usePageDirectory, slugOf } from '../../components/use-page-directory';
import { toggleCartMenu } from '../../state/header-slice';
import { AboutMenu } from './about-menu';
import { BadgeCount } from './badge-count';
import { NAV_PAGES } from './header-links';
import { CartIcon, HeartIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

// The drawer (react-bootstrap's Offcanvas and its styles) loads when the cart is first opened, or
// when the pointer or focus reaches the cart button, so it is usually there by the click.
const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

export function Header() {
  const dispatch = useAppDispatch();
  const wishlistCount = useAppSelector((s) => s.wishlist.userWishlistData.length);
  // The lines the buyer sees: each configured variant is one (issue 16).
  const cartCount = useAppSelector((s) => cartLineCount(s.cart.userCartData));
  const isCustomer = useAppSelector((s) => Boolean(s.user.userData?._id));
  const pages = usePageDirectory();
  const [scrolled, setScrolled] = useState(false);
  const cartOpen = useAppSelector((s) => s.header.cartMenuToggle);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (cartOpen && !drawerWanted) setDrawerWanted(true);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`nb-header ${scrolled ? 'active' : ''}`}>
      <div className="container nb-header__bar">
        <a href={MAIN_SITE_URL} className="nb-header__logo">
          <img src={LOGO_URL} alt={BRAND_NAME} width={160} height={40} />
        </a>
        <nav className="nb-header__nav" aria-label="Main">
          <NavLink to={paths.home} end>
            Shop
          </NavLink>
          <AboutMenu pages={pages} />
          {NAV_PAGES.map(([id, label]) => {
            const slug = slugOf(pages, id);
            if (slug) {
              return (
                <NavLink key={id} to={paths.content(slug)}>
                  {label}
                </NavLink>
              );
            }
            // Until the page dropdown answers, an invisible label keeps the link's place: the nav
            // does not grow and push the search field once the links arrive.
            return pages.length ? null : (
              <span key={id} className="nb-header__nav-slot" aria-hidden="true">
                {label}
              </span>
            );
          })}
          {/* Customers only (prices, decision 003); phones reach it from the menu button (MobileMenu). */}
          {isCustomer && (
            <NavLink to={paths.quickOrder} className="nb-header__nav-quick">
              Quick Order
            </NavLink>
          )}
        </nav>
        <div className="nb-header__search">
          <SearchBox />
        </div>
        <div className="nb-header__actions">
          <Link to={paths.wishlist} className="nb-icon-btn" aria-label="Wishlist">
            <HeartIcon />
            <BadgeCount count={wishlistCount} label="items in your wishlist" />
          </Link>
          {isCustomer && <MobileMenu />}
          <UserMenu />
          <button
            type="button"
            className="nb-icon-btn"
            aria-label="Open cart"
            onClick={() => dispatch(toggleCartMenu())}
            onPointerEnter={() => void loadCartDrawer()}
            onFocus={() => void loadCartDrawer()}
          >
            <CartIcon />
            <BadgeCount count={cartCount} label="items in your cart" />
          </button>
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </header>
  );
}
