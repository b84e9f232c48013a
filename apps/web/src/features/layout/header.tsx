import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BRAND_NAME, LOGO_URL, MAIN_SITE_URL } from '../../app/config';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { usePageDirectory, slugOf } from '../../components/use-page-directory';
import { toggleCartMenu } from '../../state/header-slice';
import { BadgeCount } from './badge-count';
import { CartDrawer } from './cart-drawer';
import { CartIcon, HeartIcon } from './icons';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const NAV_PAGES = [
  ['AboutUs', 'About Us'],
  ['Production', 'Production'],
  ['Downloads', 'Downloads'],
  ['ContactUs', 'Contact Us'],
] as const;

export function Header() {
  const dispatch = useAppDispatch();
  const wishlistCount = useAppSelector((s) => s.wishlist.userWishlistData.length);
  const cartCount = useAppSelector((s) => s.cart.userCartData.length);
  const pages = usePageDirectory();
  const [scrolled, setScrolled] = useState(false);

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
          {NAV_PAGES.map(([id, label]) => {
            const slug = slugOf(pages, id);
            return slug ? (
              <NavLink key={id} to={paths.content(slug)}>
                {label}
              </NavLink>
            ) : null;
          })}
        </nav>
        <div className="nb-header__search">
          <SearchBox />
        </div>
        <div className="nb-header__actions">
          <Link to={paths.wishlist} className="nb-icon-btn" aria-label="Wishlist">
            <HeartIcon />
            <BadgeCount count={wishlistCount} label="items in your wishlist" />
          </Link>
          <UserMenu />
          <button type="button" className="nb-icon-btn" aria-label="Open cart" onClick={() => dispatch(toggleCartMenu())}>
            <CartIcon />
            <BadgeCount count={cartCount} label="items in your cart" />
          </button>
        </div>
      </div>
      <CartDrawer />
    </header>
  );
}
