import { Icon } from './icon';
import { PRODUCT_ICON_PATHS as P } from './product-icon-paths';

/** Line icons of the product page, which the back office's storefront preview draws too. */

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' | 'down' | 'up' }) => <Icon d={P[direction]} size={22} />;
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => <Icon d={P.heart} size={20} filled={filled} />;
export const CartIcon = () => <Icon d={P.cart} />;
export const InfoIcon = () => <Icon d={P.info} />;
export const ZoomIcon = () => <Icon d={P.zoom} size={20} />;
export const CheckIcon = () => <Icon d={P.check} />;
