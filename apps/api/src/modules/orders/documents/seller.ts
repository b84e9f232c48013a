/**
 * The seller as order documents and order emails print it. The brand name comes from config
 * (BRAND_NAME); the contact details are the company's, the same as the storefront footer
 * (apps/web/src/lib/config.ts CONTACT) and the seeded Contact Us page.
 */
export const SELLER_CONTACT = {
  address: ['4120 Northbend Industrial Drive', 'Grand Rapids, MI 49512', 'United States'],
  phone: '+1 (616) 555-0142',
  email: 'sales@northbendtooling.com',
} as const;

export interface Seller {
  name: string;
  address: readonly string[];
  phone: string;
  email: string;
}

export const sellerOf = (brandName: string): Seller => ({ name: brandName, ...SELLER_CONTACT });
