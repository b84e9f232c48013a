import { NavLink } from 'react-router';
import { BUYER_LINKS } from './header-links';
import { MenuIcon } from './icons';
import { useDisclosure } from './use-disclosure';

/**
 * Phones only (the nav row has room for four entries there; wider screens show Quick Order in it):
 * a menu button beside the account's, for logged-in customers, with Quick Order, My Quotes and
 * their orders.
 */
export function MobileMenu() {
  const menu = useDisclosure();
  return (
    <div className="nb-user-menu nb-mobile-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} className="nb-icon-btn" aria-label="Menu">
        <MenuIcon />
      </button>
      <ul className="nb-user-menu__list" {...menu.listProps}>
        {BUYER_LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} onClick={menu.close} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
