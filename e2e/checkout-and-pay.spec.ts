import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import type { CartListAnswer, ProductDetailAnswer, ProductPage } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf, type FreshCustomer } from './fresh-customer';

/**
 * A fabricator checks out and pays (issue 6, spec sections 2, 4, 5 and 8) with the offline demo
 * payment provider (no STRIPE_SECRET_KEY in the e2e server): shipping address, then cash on
 * delivery, a card paid on the provider's page, a declined card paid again with the same order,
 * Net 30 with its invoice PDF, a bank transfer, and the order list after each.
 * The steps share one customer per project, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

let customer: FreshCustomer;

test.beforeAll(async ({ request }, testInfo) => {
  customer = await freshCustomer(request, `checkout.${testInfo.project.name}`);
});

/** Puts two plain products and one configured variant in the cart through the API (set-up, not the journey). */
async function fillCart(page: Page): Promise<CartListAnswer['data']> {
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const list = (await (await page.request.get('/api/v1/product/public/lists?page=1', { headers })).json()) as ProductPage;
  for (const p of list.result.filter((p) => !p.product_variants_status).slice(0, 2)) {
    const added = await page.request.post('/api/v1/cart/add-to-cart', {
      headers,
      data: { cart_customer_id: id, cart_product_id: p._id, cart_product_quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const withVariants = list.result.find((p) => p.product_variants_status)!;
  const detail = (await (await page.request.get(`/api/v1/product/public/${withVariants._id}`, { headers })).json()) as ProductDetailAnswer;
  const variant = detail.result.product_variants[0];
  const m = variant.variant_measurement;
  const measurement = m.in_status ? { type: 'IN', value: m.in.min } : m.mm_status ? { type: 'MM', value: m.mm.min } : null;
  const added = await page.request.post('/api/v1/cart/variant-add-to-cart', {
    headers,
    data: {
      cart_customer_id: id,
      cart_product_id: withVariants._id,
      cart_selected_product_variants: { _id: variant._id, variant_quantity: 1, variant_measurement_selected: measurement },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await (await page.request.get(`/api/v1/cart/customer-cart-list/${id}`, { headers })).json()) as CartListAnswer).data;
}

const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const orderCard = (page: Page, orderId: string) => page.getByRole('article', { name: orderId });
/** A fact of an order card ('Status', 'Method', 'Due date'…): the value beside its term. */
const fact = (card: Locator, term: string) =>
  card
    .locator('dl > div')
    .filter({
      has: card
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');

async function firstBytes(download: Download): Promise<string> {
  return (await readFile(await download.path())).subarray(0, 4).toString('latin1');
}

/** axe-core: no serious or critical violation on the screen as it stands. */
async function expectAccessible(page: Page) {
  // Colours are judged at rest: a button just tapped may still be fading into its hover colours.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Opens the checkout with a saved address: it starts on the payment step. */
async function checkoutWith(page: Page, method: string) {
  await page.goto('/order/checkout');
  await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Process to order' }).click();
}

/** The order id a result page names in its query (?order_id=NB-…). */
const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('order_id') ?? '';

test('shipping address, then cash on delivery places the order', { tag: '@layout' }, async ({ page }) => {
  await logIn(page, customer);
  const cart = await fillCart(page);
  await page.goto('/order/checkout');
  await expect(page).toHaveTitle('Checkout - Northbend Tooling');

  await test.step('no saved address: tab 2 is disabled, the email is the account’s', async () => {
    await expect(page.getByRole('tab', { name: '1 Customer Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '2 Payments Method' })).toBeDisabled();
    await expect(textbox(page, 'Email')).toHaveValue(customer.email);
    await expect(textbox(page, 'Email')).toHaveAttribute('readonly', '');
  });

  await test.step('the Order Total panel and View Cart Items', async () => {
    const total = page.getByRole('complementary', { name: 'Order Total' });
    await expect(total.getByRole('definition').first()).toHaveText(money(cart.cart_charges.sub_total));
    await total.getByRole('button', { name: 'View Cart Items' }).click();
    const modal = page.getByRole('dialog', { name: 'Your Cart Items' });
    for (const line of cart.result) await expect(modal.getByText(line.cart_product.product_name)).toBeVisible();
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(modal).toBeHidden();
  });

  await test.step('the address form refuses missing fields with the messages of section 5', async () => {
    await textbox(page, 'Name').fill('');
    await page.getByRole('button', { name: 'Save Address' }).click();
    for (const message of [
      'Name is required',
      'Address is required',
      'City is required',
      'Country is required',
      'State is required',
      'Zip Code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(textbox(page, 'Name')).toBeFocused();
    await expectAccessible(page);
    await textbox(page, 'Name').fill('Dana Whitfield');
    await textbox(page, 'Address').fill('1200 Industrial Ave');
    await textbox(page, 'City').fill('Holland');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('United States');
    await page.getByRole('combobox', { name: 'State' }).selectOption('Michigan');
    await textbox(page, 'Zip Code').fill('4942');
    await expect(page.getByText('Please enter a valid ZIP or postal code for United States.')).toBeVisible();
    await textbox(page, 'Zip Code').fill('49423');
  });

  await test.step('saving goes green and moves to tab 2 after 1 s', async () => {
    const save = page.getByRole('button', { name: 'Save Address' });
    await save.click();
    await expect(page.getByText('Your shipping address has been saved.')).toBeVisible();
    await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'COD (Cash on Delivery)' })).toBeChecked();
    for (const label of ['Credit Card (via Stripe)', 'Net 30 (via Stripe)', 'Bank Transfer (via Stripe)'])
      await expect(page.getByRole('radio', { name: label })).toBeVisible();
    // Back returns to tab 1, whose Next goes forward again now that an address exists.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('tab', { name: '1 Customer Details' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });

  let orderId = '';
  await test.step('COD: the success page after 1.5 s; a double press places one order', async () => {
    await page.getByRole('button', { name: 'Process to order' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: /Processing/ })).toBeVisible();
    await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+$/);
    await expect(page.getByRole('heading', { name: 'Your order has been placed successfully!' })).toBeVisible();
    await expectAccessible(page);
    orderId = orderIdOf(page);
  });

  await test.step('Your Order shows it Pending / Pending, no tracking, no invoice, and its PDF', async () => {
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(`/user/order?focus=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Your Order', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = orderCard(page, orderId);
    await expect(card).toHaveAttribute('aria-current', 'true');
    // The order's row: number, date, status, total, tracking (issue 16's compact list).
    await expect(card).toContainText(/Pending\$[\d,.]+Not shipped yet/);
    await expect(fact(card, 'Status')).toHaveText('Pending');
    await expect(fact(card, 'Method')).toHaveText('COD (Cash on Delivery)');
    await expect(fact(card, 'Sub Total')).toHaveText(money(cart.cart_charges.sub_total));
    await expect(card.getByText('Tracking ID not available')).toBeVisible();
    // The Net 30 invoice line is for Net 30 orders only (issue 16).
    await expect(card.getByText(/Net 30 invoice PDF/)).toHaveCount(0);
    await expect(card).toContainText(/NB-\d+\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)/);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Order details PDF' }).click();
    expect(await firstBytes(await download)).toBe('%PDF');
  });

  await test.step('the cart is empty now: the checkout says so', async () => {
    await page.goto('/order/checkout');
    await expect(page.getByText('Please add items to your cart before proceeding.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});

test('credit card: a failed payment call offers to pay again, then the provider’s page is paid', async ({ page }) => {
  await logIn(page, customer);
  await fillCart(page);
  // The provider is down once: the order exists, its payment call fails.
  await page.route(
    '**/api/v1/payment/stripe/checkout/*',
    (route) => route.fulfill({ status: 502, json: { status: false, message: 'Failed to complete credit card checkout.' } }),
    { times: 1 },
  );
  await checkoutWith(page, 'Credit Card (via Stripe)');
  await expect(page.getByText('Failed to complete credit card checkout.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Pay with credit card / net 30 / bank transfer' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await expect(page.getByText(/no money moves/i).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/payment\/success\?order_id=NB-\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment successful! Your order has been placed successfully.' })).toBeVisible();
  const orderId = orderIdOf(page);
  await page.getByRole('link', { name: 'View your order' }).click();
  const card = orderCard(page, orderId);
  await expect(fact(card, 'Status')).toHaveText('Paid');
  await expect(fact(card, 'Method')).toHaveText('Credit Card (via Stripe)');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('credit card declined: back at the checkout the same order is paid again', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, customer);
  await fillCart(page);
  await checkoutWith(page, 'Credit Card (via Stripe)');
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await page.getByRole('button', { name: 'Decline card' }).click();
  await expect(page).toHaveURL(/\/order\/payment\/faild\?order_id=NB-\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment failed. Please try again later.' })).toBeVisible();
  const orderId = orderIdOf(page);
  // The failure page returns to the checkout by itself after 6.5 s.
  await expect(page).toHaveURL(/\/order\/checkout\?order_id=NB-\d+$/, { timeout: 9000 });
  await expect(page.getByRole('alert').filter({ hasText: `Order ${orderId} is placed but not paid yet.` })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Credit Card (via Stripe)' })).toBeChecked();
  // Another online method may be chosen for the retry; cash on delivery needs no payment and is not offered.
  await expect(page.getByRole('radio', { name: 'COD (Cash on Delivery)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Net 30 (via Stripe)' })).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay with credit card / net 30 / bank transfer' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/order/payment/success?order_id=${orderId}`);
  await page.goto('/user/order');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(fact(orderCard(page, orderId), 'Status')).toHaveText('Paid');
});

test('Net 30: the invoice has a due date and its PDF downloads', async ({ page }) => {
  await logIn(page, customer);
  await fillCart(page);
  await checkoutWith(page, 'Net 30 (via Stripe)');
  await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+$/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed successfully!' })).toBeVisible();
  const orderId = orderIdOf(page);
  await page.getByRole('link', { name: 'View your order' }).click();
  const card = orderCard(page, orderId);
  await expect(fact(card, 'Method')).toHaveText('Net 30 (via Stripe)');
  await expect(fact(card, 'Status')).toHaveText('unpaid');
  await expect(fact(card, 'Due date')).toHaveText(/^\w{3} \d{1,2}, \d{4}$/);
  // How to pay it, as the invoice PDF says: the shop's account (the demo's, marked so) with the order number to quote.
  const invoice = card.getByRole('region', { name: 'Pay this invoice' });
  await expect(invoice).toContainText(`Reference${orderId}`);
  await expect(invoice).toContainText('This is the demo shop: the account is not a real one and no money should be sent.');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Net 30 invoice PDF' }).click();
  expect(await firstBytes(await download)).toBe('%PDF');
  await expectAccessible(page);
});

test('bank transfer: paid when the transfer arrives; a cart emptied elsewhere fails the order', async ({ page }) => {
  await logIn(page, customer);
  await fillCart(page);
  await checkoutWith(page, 'Bank Transfer (via Stripe)');
  await expect(page).toHaveURL(/\/demo-pay\/bank-transfer\//);
  await page.getByRole('button', { name: 'Simulate transfer received' }).click();
  await expect(page).toHaveURL(/\/order\/payment\/success\?order_id=NB-\d+$/);
  const orderId = orderIdOf(page);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(fact(orderCard(page, orderId), 'Status')).toHaveText('Paid');
  await expect(fact(orderCard(page, orderId), 'Method')).toHaveText('Bank Transfer (via Stripe)');

  await test.step('order create failure: /order/process/faild and the toast of section 8', async () => {
    const cart = await fillCart(page);
    await page.goto('/order/checkout');
    await expect(page.getByRole('button', { name: 'Process to order' })).toBeVisible();
    // Another tab empties the cart meanwhile: the server refuses the order.
    const { id, token } = await sessionOf(page);
    for (const line of cart.result)
      await page.request.delete(`/api/v1/cart/remove-to-cart/${id}/${line._id}`, { headers: { authorization: token } });
    await page.getByRole('button', { name: 'Process to order' }).click();
    await expect(page).toHaveURL('/order/process/faild');
    await expect(
      page.getByText('Failed to create the order. Please try again: Please add items to your cart before proceeding.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed to place your order. Please try again later.' })).toBeVisible();
  });
});
