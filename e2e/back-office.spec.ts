import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { OrderCreatedAnswer, OutboxAnswer, ProductPage } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf, type FreshCustomer } from './fresh-customer';

/**
 * The back office (issue 11): a customer's COD order is found and shipped by the warehouse, the
 * customer sees the UPS tracking link and gets the 'shipped' mail, and an owner who turns on
 * two-factor sign-in signs in with a code and finds the shipment in the audit log. Then axe-core
 * on every back-office screen. The steps share one order, so they run in order, on the desktop
 * project only (playwright.config.ts leaves it out of the mobile project: the back office is desktop-first).
 */
test.describe.configure({ mode: 'serial' });

// The demo staff the API seeds outside production (apps/api/src/seed/staff.ts).
const STAFF_PASSWORD = 'Northbend-demo-2024';
const WAREHOUSE = 'warehouse@northbend.example';
const OWNER = 'owner@northbend.example';
const TRACKING = '1Z999AA10123456784';

let customer: FreshCustomer;
let orderId = '';

/** Signs in at /admin/login; with a TOTP secret, answers the code step with a fresh code. */
async function signIn(page: Page, email: string, totp?: () => Promise<string>) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totp) {
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(await totp());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** axe-core: no serious or critical violation on the screen as it stands. */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Puts a plain product in the cart, saves an address and places a COD order, all through the API. */
async function placeCodOrder(page: Page, request: APIRequestContext): Promise<string> {
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const list = (await (await request.get('/api/v1/product/public/lists?page=1', { headers })).json()) as ProductPage;
  const product = list.result.find((p) => !p.product_variants_status)!;
  const added = await request.post('/api/v1/cart/add-to-cart', {
    headers,
    data: { cart_customer_id: id, cart_product_id: product._id, cart_product_quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const address = await request.post(`/api/v1/ups/shipping/address/${id}`, {
    headers,
    data: {
      customer_email: customer.email,
      customer_name: customer.name,
      customer_company: customer.business,
      customer_address: '1200 Industrial Ave',
      customer_city: 'Holland',
      customer_country: 'United States',
      customer_state: 'Michigan',
      customer_zip_code: '49423',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const created = await request.post('/api/v1/order/create', {
    headers: { ...headers, 'Idempotency-Key': `back-office-${Date.now()}` },
    data: { customer_id: id, customer_payment: { type: 'COD' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as OrderCreatedAnswer).result.order_id;
}

test.beforeAll(async ({ request }) => {
  customer = await freshCustomer(request, 'back-office');
});

test('a customer places a cash-on-delivery order', async ({ page, request }) => {
  await logIn(page, customer);
  orderId = await placeCodOrder(page, request);
  expect(orderId).toMatch(/^NB-\d+$/);
});

test('the warehouse finds the order by its number and ships it with a UPS tracking number', async ({ page }) => {
  await signIn(page, WAREHOUSE);

  await test.step('the navigation shows only what the warehouse may use', async () => {
    await expect(page.getByText('Wes Warehouse')).toBeVisible();
    await expect(page.getByText('Warehouse', { exact: true })).toBeVisible();
    for (const open of ['Dashboard', 'Orders']) await expect(backOfficeNav(page).getByRole('link', { name: open })).toBeVisible();
    for (const closed of ['Customers', 'Enquiries', 'Staff', 'Audit log'])
      await expect(backOfficeNav(page).getByRole('link', { name: closed })).toHaveCount(0);
  });

  await test.step('Orders: search by the order number', async () => {
    await backOfficeNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${orderId}`));
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    await rows.first().getByRole('link', { name: orderId }).click();
  });

  await test.step('the order page: COD, pending, and the ship action the warehouse may use', async () => {
    await expect(page.getByRole('heading', { name: orderId, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('COD');
    await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('Not shipped yet.');
    // Payments and cancelling are sales' and the owner's: not offered to the warehouse.
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  await test.step('ship: a wrong number is refused in the form, the right one ships', async () => {
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ship ${orderId}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'UPS tracking number' }).fill('12345');
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await expect(dialog.getByText(/Enter a UPS tracking number/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'UPS tracking number' }).fill(TRACKING);
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The shipment has been recorded' })).toBeVisible();
    const tracking = page.getByRole('region', { name: 'Shipments' }).getByRole('link', { name: new RegExp(TRACKING) });
    await expect(tracking).toHaveAttribute('href', new RegExp(`ups\\.com/track\\?tracknum=${TRACKING}`));
    // Shipped: now it may be delivered, or get another parcel.
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a parcel' })).toBeVisible();
  });
});

test('the customer sees the tracking number with its UPS link, and got the shipped email', async ({ page, request }) => {
  await logIn(page, customer);
  await page.goto(`/user/order?focus=${orderId}`);
  const card = page.getByRole('article', { name: orderId });
  const link = card.getByRole('link', { name: new RegExp(TRACKING) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`ups\\.com/track\\?tracknum=${TRACKING}`));

  await expect
    .poll(
      async () => {
        const { result } = (await (await request.get('/api/v1/dev/outbox')).json()) as OutboxAnswer;
        return result.some((m) => m.to.includes(customer.email) && /shipped/i.test(m.subject) && m.text.includes(TRACKING));
      },
      { message: `a 'shipped' mail to ${customer.email} with ${TRACKING}`, timeout: 10_000 },
    )
    .toBe(true);
});

test('an owner turns on two-factor sign-in, signs in with a code and finds the shipment in the audit log', async ({ page }) => {
  test.setTimeout(150_000);
  let secret = '';
  let lastStep = 0;
  /**
   * A code of a 30-second step the server has not seen yet (each step's code works once). The
   * server also takes the next step's code (one step either side, for clock drift), so a second
   * code within one step is the next step's, with no wait; only a third would wait for the clock.
   */
  const freshCode = async () => {
    const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
    await expect.poll(() => Math.floor(Date.now() / 30_000) >= step - 1, { timeout: 60_000 }).toBe(true);
    lastStep = step;
    return generate({ secret, epoch: step * 30 });
  };

  await test.step('set up two-factor sign-in on My profile: QR code, key, confirming code', async () => {
    await signIn(page, OWNER);
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    secret = (await page.locator('.nb-totp__secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByRole('textbox', { name: '6-digit code from the app' }).fill(await freshCode());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  await test.step('sign in again: password, then the code step', async () => {
    await signIn(page, OWNER, freshCode);
    await expect(page.getByText('Olivia Owner')).toBeVisible();
  });

  await test.step('the audit log shows the warehouse shipping the order, before → after', async () => {
    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).fill('order.ship');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/action=order\.ship/);
    const row = page
      .getByRole('table', { name: /Audit log/ })
      .locator('tbody tr')
      .filter({ hasText: orderId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(WAREHOUSE);
    await expect(row).toContainText('order.ship');
    await expect(row).toContainText(TRACKING);
  });

  await test.step('axe: no serious or critical violation on the back-office screens', async () => {
    const found: string[] = [];
    const visit = async (name: string, path: string, ready: RegExp | string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      found.push(...(await seriousViolations(page, name)));
    };
    await visit('dashboard', '/admin', 'Dashboard');
    await visit('orders', '/admin/orders', 'Orders');
    await visit('order', `/admin/orders/${orderId}`, orderId);
    await visit('customers', '/admin/customers', 'Customers');
    await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Contact' })).toBeVisible();
    found.push(...(await seriousViolations(page, 'customer')));
    await visit('enquiries', '/admin/enquiries', 'Enquiries');
    await visit('staff', '/admin/staff', 'Staff');
    await visit('audit', '/admin/audit', 'Audit log');
    await visit('profile', '/admin/profile', 'My profile');
    expect(found).toEqual([]);
  });
});
