import { Icon } from './icon';

/** Line icons of the product page, which the back office's storefront preview draws too. */

const CHEVRONS = { left: 'M15 18l-6-6 6-6', right: 'M9 6l6 6-6 6', down: 'M6 9l6 6 6-6', up: 'M6 15l6-6 6 6' };

export const ChevronIcon = ({ direction }: { direction: keyof typeof CHEVRONS }) => <Icon d={CHEVRONS[direction]} size={22} />;
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" size={20} filled={filled} />
);
export const CartIcon = () => (
  <Icon d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5a.5.5 0 110-1 .5.5 0 010 1zm8 0a.5.5 0 110-1 .5.5 0 010 1z" />
);
export const InfoIcon = () => <Icon d="M12 22a10 10 0 100-20 10 10 0 000 20zm0-6v-5m0-3h.01" />;
export const ZoomIcon = () => <Icon d="M11 18a7 7 0 100-14 7 7 0 000 14zm9 3l-4-4M11 8v6M8 11h6" size={20} />;
export const CheckIcon = () => <Icon d="M5 12.5l4.5 4.5L19 7.5" />;
