import { expect, type Page } from '@playwright/test';
import { sessionOf } from './fresh-customer';

/**
 * Set-up shared by the company journeys (issues 26 and 27), through the API: a shipping location
 * and a cart. Not a spec file: Playwright only runs *.spec.ts.
 */
export const LOCATION = {
  label: 'Main plant',
  is_default: true,
  customer_name: 'Receiving',
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Precision Fab LLC',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: '',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};

/** The logged-in customer's cart gets `quantity` more pieces of the product. */
export async function addToCart(page: Page, productId: string, quantity: number) {
  const { id, token } = await sessionOf(page);
  const added = await page.request.post('/api/v1/cart/add-to-cart', {
    headers: { authorization: token },
    data: { cart_customer_id: id, cart_product_id: productId, cart_product_quantity: quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
}
