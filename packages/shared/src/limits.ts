/** Business constants and limits of spec section 9, shared by the API and the storefront. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_RESULT_LIMIT = 10;
/** Most matches the search results page ranks and pages through (issue 16). */
export const SEARCH_PAGE_MATCHES = 400;
export const SIMILAR_ITEMS_LIMIT = 12;
export const FOOTER_CATEGORY_COUNT = 4;
export const BADGE_MAX = 99;
export const ADDRESS_PREVIEW_LENGTH = 20;
export const WISHLIST_NAME_LENGTH = 28;
export const WISHLIST_DESCRIPTION_LENGTH = 120;
export const VARIANT_NAME_LENGTH = 12;
export const DEFAULT_PRODUCT_IMAGE = '/images/product-default-1.png';
export const EMPTY_STATE_HEADING = 'No Products';
