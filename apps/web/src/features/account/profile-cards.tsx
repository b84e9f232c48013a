import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { Customer } from './account-api';
import { addressPreview } from './profile-text';

const ICONS = {
  orders: 'M4 7l8-4 8 4v10l-8 4-8-4V7zm0 0l8 4 8-4M12 11v10',
  wishlist: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  cart: 'M3 4h2l2.2 10.2a1 1 0 001 .8h9.3a1 1 0 001-.8L20 8H6.2M9 20h.01M17 20h.01',
  address: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  company: 'M3 21V9l6 3V9l6 3V5l6 3v13H3zm4-4h2m4 0h2',
  approvals: 'M9 11l2 2 4-4M5 4h14v16H5z',
};

interface CardProps {
  to: string;
  title: string;
  icon: keyof typeof ICONS;
  value: string | number;
  /** Read after the value, e.g. 'orders'. */
  unit?: string;
  /** The value is words (the address, the company), not a count. */
  text?: boolean;
}

function ProfileCard({ to, title, icon, value, unit, text }: CardProps) {
  return (
    <li className={`nb-profile-card${text ? ' nb-profile-card--text' : ''}`}>
      <Link to={to} className="nb-profile-card__link">
        <svg className="nb-profile-card__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
          <path d={ICONS[icon]} />
        </svg>
        <span className="nb-profile-card__title">{title}</span>
        <span className="nb-profile-card__value">
          {value}
          {unit && <span className="visually-hidden"> {unit}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The dashboard's four cards (spec section 2): counts of orders, wishlist and cart, and the address;
 * then the company (issue 26) and its approval requests waiting (null while they load).
 */
export function ProfileCards({ customer, waiting }: { customer: Customer; waiting: number | null }) {
  const counts = customer.user_counts ?? { order: 0, wishlist: 0, cart: 0 };
  return (
    <ul className="nb-profile-cards" aria-label="Your account">
      <ProfileCard to={paths.orders} title="Your Orders" icon="orders" value={counts.order} unit="orders" />
      <ProfileCard to={paths.wishlist} title="Your Wishlist" icon="wishlist" value={counts.wishlist} unit="products" />
      <ProfileCard to={paths.cart} title="Your Cart" icon="cart" value={counts.cart} unit="items" />
      <ProfileCard
        to={paths.profile}
        title="Your Address"
        icon="address"
        value={addressPreview(customer.user_address) || 'Not set yet'}
        text
      />
      <ProfileCard to={paths.company} title="Your Company" icon="company" value={customer.user_company.company_name} text />
      <ProfileCard to={paths.approvals} title="Approvals" icon="approvals" value={waiting ?? '…'} unit="waiting" />
    </ul>
  );
}
