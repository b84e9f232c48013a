/** @jsxImportSource preact */
import { BADGE_MAX, type PageLink } from '@northbend/shared';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { NAV_PAGES } from '../../features/layout/header-links';
import { BRAND_NAME, LOGO_URL, MAIN_SITE_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { drawnView, useSession, type DrawnSession, type SessionView } from '../session-store';
import { Icon } from './icons';
import { AboutMenu, AccountMenu, BuyerMenu, NavItem } from './menus';
import { SearchBox } from './search-box';

export interface HeaderIslandProps {
  /** The content pages' slugs (the page dropdown), as the server read them for this page. */
  pages: PageLink[];
  /** This page's path and query: the active link, and where login comes back to. */
  path: string;
  /** The customer the page was drawn for (the page cookie), or absent for a visitor's page. */
  session?: DrawnSession;
}

type CartPanelProps = { session: SessionView; here: string; onClose: () => void };

// The drawer's code (and its styles) loads on the first open, or when the pointer or focus reaches
// the cart button, so it is usually there by the click.
let cartPanel: Promise<ComponentType<CartPanelProps>> | null = null;
const loadCartPanel = () => (cartPanel ??= import('./cart-panel').then((m) => m.default));

/** A count badge on a header icon; spec: at most 99 is shown. */
function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span class="nb-badge" aria-label={`${count} ${label}`}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

/**
 * The header of the public pages as one island (decision 035): the same markup and classes as the
 * client application's (features/layout/header.tsx), its links plain documents. The session (the
 * customer's name, cart and wishlist) is in the HTML when the server drew the page for the customer
 * (the page cookie), and comes from the page's session store after hydration in any case.
 */
export default function HeaderIsland({ pages, path, session: drawnFor }: HeaderIslandProps) {
  const session = useSession(drawnView(drawnFor));
  const here = path.split('?')[0];
  const [scrolled, setScrolled] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<CartPanelProps> | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const openCart = () => {
    setCartOpen(true);
    void loadCartPanel().then((panel) => setPanel(() => panel));
  };
  const isCustomer = Boolean(session.user);

  return (
    <header class={`nb-header ${scrolled ? 'active' : ''}`}>
      <div class="container nb-header__bar">
        <a href={MAIN_SITE_URL} class="nb-header__logo">
          <img src={LOGO_URL} alt={BRAND_NAME} width={160} height={40} />
        </a>
        <nav class="nb-header__nav" aria-label="Main">
          <NavItem to={paths.home} here={here} label="Shop" />
          <AboutMenu pages={pages} here={here} />
          {NAV_PAGES.map(([id, label]) => {
            const slug = pages.find((p) => p.value === id)?.slug;
            return slug ? <NavItem key={id} to={paths.content(slug)} here={here} label={label} /> : null;
          })}
          {/* Customers only (prices, decision 003); phones reach it from the menu button. */}
          {isCustomer && <NavItem to={paths.quickOrder} here={here} label="Quick Order" className="nb-header__nav-quick" />}
        </nav>
        <div class="nb-header__search">
          <SearchBox />
        </div>
        <div class="nb-header__actions">
          <a href={paths.wishlist} class="nb-icon-btn" aria-label="Wishlist">
            <Icon name="heart" />
            <Badge count={session.wishlistCount} label="items in your wishlist" />
          </a>
          {isCustomer && <BuyerMenu here={here} />}
          <AccountMenu user={session.user} here={path} />
          <button
            type="button"
            class="nb-icon-btn"
            aria-label="Open cart"
            onClick={openCart}
            onPointerEnter={() => void loadCartPanel()}
            onFocus={() => void loadCartPanel()}
          >
            <Icon name="cart" />
            <Badge count={session.cartCount} label="items in your cart" />
          </button>
        </div>
      </div>
      {cartOpen && Panel && <Panel session={session} here={path} onClose={closeCart} />}
    </header>
  );
}
