/** Build-time settings of the storefront (Vite env), with the demo's defaults. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME ?? 'Northbend Tooling';
export const CURRENCY_SYMBOL: string = import.meta.env.VITE_CURRENCY_SYMBOL ?? '$';
/** The header logo links to the company's main marketing site (spec section 2). */
export const MAIN_SITE_URL: string = import.meta.env.VITE_MAIN_SITE_URL ?? '/home';
export const API_BASE = '/api/v1/';
export const LOGO_URL = '/images/logo.png';
export const CONTACT = {
  address: '4120 Northbend Industrial Drive, Grand Rapids, MI 49512, USA',
  phone: '+1 (616) 555-0142',
  email: 'sales@northbendtooling.com',
  linkedin: 'https://www.linkedin.com/company/northbend-tooling',
};
