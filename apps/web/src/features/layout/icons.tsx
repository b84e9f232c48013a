import { ICON_PATHS } from './header-links';

/** Line icons of the header, drawn inline so they cost no request. */
const Icon = ({ d }: { d: string }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export const UserIcon = () => <Icon d={ICON_PATHS.user} />;
export const HeartIcon = () => <Icon d={ICON_PATHS.heart} />;
export const CartIcon = () => <Icon d={ICON_PATHS.cart} />;
export const MenuIcon = () => <Icon d={ICON_PATHS.menu} />;
