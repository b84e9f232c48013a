import { expect, test, type Page } from '@playwright/test';
import type { ProductList } from '@northbend/shared';
import { freshCustomer, type FreshCustomer } from './fresh-customer';
import { expectPageReady } from './page-ready';

/**
 * Issue 16: login goes back to where the visitor was going, and finishes what they pressed. A
 * visitor's Add to Cart → login → the product, with the item in the cart; the emailed
 * /user/order?focus=… → login → that page; a `redirect` to another site is ignored.
 */

async function submitLogin(page: Page, customer: FreshCustomer) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test(
  'Add to Cart as a visitor: log in, back on the product with the item added',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const customer = await freshCustomer(request, `return.${testInfo.project.name}`);
    const list = (await (await request.get('/api/v1/product/public/lists?limit=100')).json()) as ProductList;
    const plain = list.result.find((p) => !p.product_variants_status)!;
    const productPath = `/${plain.product_slug}/${plain._id}`;

    await page.goto(productPath);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent(productPath)}`);
    // The product page is a document (decision 035): the login page is loaded, not drawn in place.
    await expectPageReady(page);
    await submitLogin(page, customer);

    await expect(page).toHaveURL(productPath);
    await expect(page.getByRole('button', { name: 'Item added to your cart' })).toBeVisible();
    await expect(page.locator('.Toastify').getByText('Item added to your cart.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart' })).toContainText('1');
    // Done once: a reload shows one piece, not a second add.
    await page.reload();
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByRole('textbox', { name: /^Quantity of / })).toHaveValue('1');
  },
);

test('the emailed order link as a visitor: log in, then that page with its focus', async ({ page, request }, testInfo) => {
  const customer = await freshCustomer(request, `focus.${testInfo.project.name}`);
  await page.goto('/user/order?focus=NB-100001');
  await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent('/user/order?focus=NB-100001')}`);
  await submitLogin(page, customer);
  await expect(page).toHaveURL('/user/order?focus=NB-100001');
  await expect(page.getByRole('heading', { name: 'Your Order', level: 1 })).toBeVisible();
});

test('typed and pressed before the login form is awake: the login goes through to that page', async ({ page, request }, testInfo) => {
  const customer = await freshCustomer(request, `early.${testInfo.project.name}`);
  // The login form's code is held back until the visitor has typed and pressed, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-form\.island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/user/login?redirect=${encodeURIComponent('/user/order?focus=NB-100001')}`, { waitUntil: 'domcontentloaded' });
  await submitLogin(page, customer);
  release();
  await expect(page).toHaveURL('/user/order?focus=NB-100001');
  await expect(page.getByRole('heading', { name: 'Your Order', level: 1 })).toBeVisible();
});

test('a redirect to another site is ignored: login goes to the store home', async ({ page, request }, testInfo) => {
  const customer = await freshCustomer(request, `evil.${testInfo.project.name}`);
  for (const elsewhere of ['//evil.example', 'https://evil.example/user/order', '/\\evil.example']) {
    await page.goto(`/user/login?redirect=${encodeURIComponent(elsewhere)}`);
    await submitLogin(page, customer);
    await expect(page).toHaveURL('/');
    // Log out on this device for the next try.
    await page.evaluate(() => localStorage.clear());
  }
});
