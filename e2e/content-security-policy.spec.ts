import { expect, test, type Page } from '@playwright/test';
import type { CheckoutStarted, OrderCreatedAnswer, ProductPage } from '@northbend/shared';
import { logIn, sessionOf } from './fresh-customer';

/**
 * The Content-Security-Policy (issue 13, decision 018) blocks nothing the shop itself does: the
 * storefront with the contact block's map, a customer's pages, the back office with its page
 * preview, the API documentation and the demo payment page report no violation, in the console
 * or as a securitypolicyviolation event in any frame.
 */

// The demo data the API seeds outside production.
const DANA = { name: 'Dana Whitfield', email: 'dana@precisionfab.example', password: 'Demo#2024', business: 'Precision Fab LLC' };
// The editor keeps the pages; back-office.spec.ts turns on two-factor sign-in for the owner.
const EDITOR = 'editor@northbend.example';
const STAFF_PASSWORD = 'Northbend-demo-2024';

/** Every CSP violation the page and its frames report from now on. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|csp violation/i.test(message.text())) found.push(message.text());
  });
  // Init scripts run in every frame before the page's own scripts, outside the page's CSP.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`),
    ),
  );
  return found;
}

test('the storefront: home, a product, the contact page with its map, the tool finder, a customer’s cart', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.locator('.nb-product-card a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Home's sliders load Swiper, whose stylesheet carries an inline icon font, once in sight.
  await page.goto('/home');
  await page.locator('.nb-card-slider-box').last().scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper').last()).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.locator('iframe[title^="Map"]')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  await page.goto('/tool-finder');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logIn(page, DANA);
  await page.goto('/user/add-to-cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the back office: sign-in, dashboard, and the page editor with its preview frame', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/pages/ContactUs');
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.locator('iframe[title^="Map"]')).toBeAttached();
  expect(violations).toEqual([]);
});

test('the API documentation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  // The first visit builds the OpenAPI document from every route's schema: a few seconds on a busy machine.
  await expect(page.getByText('Storefront API. Prices appear only with a customer token')).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('the demo payment page, and back to the storefront once paid', async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, DANA);
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const list = (await (await page.request.get('/api/v1/product/public/lists?page=1', { headers })).json()) as ProductPage;
  const product = list.result.find((p) => !p.product_variants_status)!;
  const added = await page.request.post('/api/v1/cart/add-to-cart', {
    headers,
    data: { cart_customer_id: id, cart_product_id: product._id, cart_product_quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const created = await page.request.post('/api/v1/order/create', {
    headers: { ...headers, 'Idempotency-Key': `csp-${Date.now()}` },
    data: { customer_id: id, customer_payment: { type: 'CREDIT_CARD' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const orderId = ((await created.json()) as OrderCreatedAnswer).result.order_id;
  const started = await page.request.post(`/api/v1/payment/stripe/checkout/${orderId}`, { headers });
  expect(started.ok(), await started.text()).toBe(true);

  await page.goto(((await started.json()) as CheckoutStarted).url);
  await expect(page.getByText(/no money moves/i).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/order/payment/success?order_id=${orderId}`);
  expect(violations).toEqual([]);
});
