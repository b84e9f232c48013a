import { Icon } from './icon';
import { PRODUCT_ICON_PATHS as P } from './product-icon-paths';

/** The product page's line icons as the back office's storefront preview draws them (the page's islands draw the same paths). */

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' | 'down' | 'up' }) => <Icon d={P[direction]} size={22} />;
export const CartIcon = () => <Icon d={P.cart} />;
export const InfoIcon = () => <Icon d={P.info} />;
