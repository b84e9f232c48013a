import { expect, test, type Page } from '@playwright/test';
import type { CartListAnswer, ProductDetailAnswer, ProductPage } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf } from './fresh-customer';

// Issue 14 for a job shop's buyer: their own PO number and a note at checkout, shown on
// /user/order with the order, then 'Buy again' puts the same lines back into the cart.

const api = (path: string) => `/api/v1/${path}`;
const ADDRESS = {
  customer_name: 'Dana Whitfield',
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Precision Fab LLC',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: 'Dock 4',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};

/** Set-up through the API, not the journey: a saved address, one plain product and one configured variant in the cart. */
async function cartAndAddress(page: Page, customer: { email: string }) {
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const saved = await page.request.post(api(`ups/shipping/address/${id}`), {
    headers,
    data: { ...ADDRESS, customer_email: customer.email },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const list = (await (await page.request.get(api('product/public/lists?page=1'), { headers })).json()) as ProductPage;
  const plain = list.result.find((p) => !p.product_variants_status)!;
  const added = await page.request.post(api('cart/add-to-cart'), {
    headers,
    data: { cart_customer_id: id, cart_product_id: plain._id, cart_product_quantity: 3 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const withVariants = list.result.find((p) => p.product_variants_status)!;
  const detail = (await (await page.request.get(api(`product/public/${withVariants._id}`), { headers })).json()) as ProductDetailAnswer;
  const variant = detail.result.product_variants[0];
  const m = variant.variant_measurement;
  const measurement = m.in_status ? { type: 'IN', value: m.in.min } : m.mm_status ? { type: 'MM', value: m.mm.min } : null;
  const configured = await page.request.post(api('cart/variant-add-to-cart'), {
    headers,
    data: {
      cart_customer_id: id,
      cart_product_id: withVariants._id,
      cart_selected_product_variants: { _id: variant._id, variant_quantity: 2, variant_measurement_selected: measurement },
    },
  });
  expect(configured.ok(), await configured.text()).toBe(true);
  return { id, headers, plainName: plain.product_name, variantProductName: withVariants.product_name, variantName: variant.variant_name };
}

test('a buyer orders with their PO number, finds it on the order, and buys the same again', async ({ page, request }, info) => {
  const customer = await freshCustomer(request, `po-${info.project.name}`);
  await logIn(page, customer);
  const { id, headers, plainName, variantProductName, variantName } = await cartAndAddress(page, customer);
  const po = `PO-${info.project.name.toUpperCase()}-4471`;

  await page.goto('/order/checkout');
  await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
  const poField = page.getByRole('textbox', { name: 'PO number (optional)' });
  await poField.fill(`  ${po} `);
  await page.getByRole('textbox', { name: 'Note to us (optional)' }).fill('Deliver to dock 4.\nAsk for Sam.');
  await page.getByRole('radio', { name: 'COD (Cash on Delivery)' }).check();
  await page.getByRole('button', { name: 'Process to order' }).click();
  await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  await page.goto('/user/order');
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByText(`Your PO number ${po}`)).toBeVisible();
  await expect(card.getByText('Deliver to dock 4.')).toBeVisible();
  await expect(card.getByText('Ask for Sam.')).toBeVisible();

  // The cart is empty after the order; Buy again fills it with the order's lines.
  await card.getByRole('button', { name: `Buy again: add the items of order ${orderId} to your cart` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `2 items of order ${orderId} added to your cart` })).toBeVisible();
  const cart = (await (await page.request.get(api(`cart/customer-cart-list/${id}`), { headers })).json()) as CartListAnswer;
  expect(cart.data.result.map((l) => l.cart_product.product_name).sort()).toEqual([plainName, variantProductName].sort());
  expect(cart.data.result.find((l) => !l.cart_selected_product_variants.length)?.cart_product_quantity).toBe(3);
  expect(cart.data.result.flatMap((l) => l.cart_selected_product_variants).map((v) => [v.variant_name, v.variant_quantity])).toEqual([
    [variantName, 2],
  ]);

  // The cart page shows them too.
  await page.goto('/user/add-to-cart');
  await expect(page.getByText(plainName).first()).toBeVisible();
});
