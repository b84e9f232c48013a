import { expect, test, type Page } from '@playwright/test';
import type { CartListAnswer, ProductPage } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf, type FreshCustomer } from './fresh-customer';

/**
 * Issue 16 item 3 (demo provider): a bank transfer buyer who pressed Cancel on the transfer page
 * still finds the account, the reference and a way back on /user/order, and pays later from there.
 */
let customer: FreshCustomer;

test.beforeAll(async ({ request }, testInfo) => {
  customer = await freshCustomer(request, `transfer-later.${testInfo.project.name}`);
});

/** A saved address and two plain products in the cart through the API (set-up, not the journey). */
async function fillCart(page: Page): Promise<void> {
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const saved = await page.request.post(`/api/v1/ups/shipping/address/${id}`, {
    headers,
    data: {
      customer_name: 'Dana Whitfield',
      customer_company: 'Precision Fab LLC',
      customer_phone_number: '+1 616 555 0199',
      customer_address: '410 Industrial Pkwy',
      customer_city: 'Holland',
      customer_state: 'Michigan',
      customer_zip_code: '49423',
      customer_country: 'United States',
      customer_email: customer.email,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const list = (await (await page.request.get('/api/v1/product/public/lists?page=1', { headers })).json()) as ProductPage;
  for (const p of list.result.filter((p) => !p.product_variants_status).slice(0, 2)) {
    const added = await page.request.post('/api/v1/cart/add-to-cart', {
      headers,
      data: { cart_customer_id: id, cart_product_id: p._id, cart_product_quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const cart = (await (await page.request.get(`/api/v1/cart/customer-cart-list/${id}`, { headers })).json()) as CartListAnswer;
  expect(cart.data.result.length).toBe(2);
}

test('a bank transfer buyer who cancelled still sees the instructions and pays later', async ({ page }) => {
  await logIn(page, customer);
  await fillCart(page);
  await page.goto('/order/checkout');
  await page.getByRole('radio', { name: 'Bank Transfer (via Stripe)' }).check();
  await page.getByRole('button', { name: 'Process to order' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/bank-transfer\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
  expect(orderId).toMatch(/^NB-\d+$/);

  await page.goto(`/user/order?focus=${orderId}`);
  const card = page.getByRole('article', { name: orderId });
  const transfer = card.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(transfer).toContainText(`Reference${orderId}`);
  await expect(transfer).toContainText('BankDemo National Bank');
  await expect(transfer).toContainText('Account number000123456789');
  await page.screenshot({ path: `/tmp/bank-shots/user-order-transfer-${test.info().project.name}.png`, fullPage: true });

  await transfer.getByRole('link', { name: `Open the payment page of order ${orderId}` }).click();
  await expect(page).toHaveURL(/\/demo-pay\/bank-transfer\//);
  await page.getByRole('button', { name: 'Simulate transfer received' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/payment/success\\?order_id=${orderId}$`));

  await page.goto(`/user/order?focus=${orderId}`);
  const paid = page.getByRole('article', { name: orderId });
  await expect(paid.getByRole('button', { expanded: true })).toBeVisible();
  await expect(paid.getByRole('region', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
});
