import { Icon } from '../../ui/icon';

/** Line icons of the wishlist screen. */
export const FilledHeartIcon = () => <Icon size={20} d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" filled />;
export const ListIcon = () => <Icon size={20} d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />;
export const GridIcon = () => <Icon size={20} d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />;
export const CartIcon = () => (
  <Icon
    size={20}
    d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5a.5.5 0 110-1 .5.5 0 010 1zm8 0a.5.5 0 110-1 .5.5 0 010 1z"
  />
);
