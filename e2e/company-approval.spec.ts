import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ProductPage } from '@northbend/shared';
import { LOCATION, addToCart } from './company-setup';
import { freshCustomer, logIn, mailedLink, sessionOf, type FreshCustomer } from './fresh-customer';

/**
 * Issue 26 end to end: an admin invites a buyer with a $500 order limit; the buyer joins from the
 * emailed link, orders about $200 (placed) and about $800 (sent for approval); the admin opens the
 * approval link from their email and approves; the buyer finds the order in their orders.
 */

const api = (path: string) => `/api/v1/${path}`;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test(
  'an admin invites a buyer with a limit, and approves the buyer’s larger order',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const admin = await freshCustomer(request, `company-${info.project.name}`);
    const buyer: FreshCustomer = {
      name: 'Sam Ortiz',
      email: `sam.${info.project.name}.${Date.now()}@precisionfab.com`,
      password: 'Brake#2024',
      business: admin.business,
    };

    await test.step('the admin invites a buyer with a $500 limit from Your Company', async () => {
      await logIn(page, admin);
      const { token } = await sessionOf(page);
      const location = await page.request.post(api('company/addresses'), { headers: { authorization: token }, data: LOCATION });
      expect(location.status(), await location.text()).toBe(201);

      await page.getByRole('button', { name: `Account of ${admin.name}` }).click();
      await page.getByRole('link', { name: 'Company' }).click();
      await expect(page).toHaveURL('/user/company');
      await expect(page.getByRole('heading', { name: admin.business })).toBeVisible();
      const invite = page.getByRole('form', { name: 'Invite a colleague' });
      await invite.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
      await invite.getByRole('textbox', { name: 'Name' }).fill(buyer.name);
      await invite.getByRole('textbox', { name: /Order limit/ }).fill('500');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      const row = page.getByRole('row').filter({ hasText: buyer.email });
      await expect(row).toContainText('Invited');
      await expect(row).toContainText('$500.00');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the buyer opens the emailed invitation and sets a password', async () => {
      await page.goto(await mailedLink(request, buyer.email, '/user/invitation?token='));
      await expect(page.getByRole('heading', { name: `Join ${admin.business}` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(buyer.email);
      await page.getByLabel(/^Password/).fill(buyer.password);
      await page.getByLabel(/^Confirm Password/).fill(buyer.password);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page.getByText('Welcome aboard: your account is ready. Please log in.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
      await logIn(page, buyer);
    });

    // A plain product the $500 limit allows about $200 of, and refuses about $800 of.
    const list = (await (
      await page.request.get(api('product/public/lists?page=1'), {
        headers: { authorization: (await sessionOf(page)).token },
      })
    ).json()) as ProductPage;
    const product = list.result.find(
      (p) => !p.product_variants_status && p.product_price !== undefined && p.product_price >= 20 && p.product_price <= 180,
    )!;
    expect(product, 'a plain product between $20 and $180').toBeDefined();
    const price = product.product_price!;

    await test.step('about $200 is placed: the shipping address from the company’s locations', async () => {
      await addToCart(page, product._id, Math.max(1, Math.round(180 / price)));
      await page.goto('/order/checkout');
      const form = page.getByRole('form', { name: 'Shipping address' });
      await form
        .getByRole('combobox', { name: 'Ship to a company location' })
        .selectOption({ label: 'Main plant (default): 1200 Industrial Ave, Holland, Michigan' });
      await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(LOCATION.customer_address);
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('radio', { name: 'COD (Cash on Delivery)' }).check();
      await page.getByRole('button', { name: 'Process to order' }).click();
      await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+/, { timeout: 15_000 });
    });

    let approvalPath = '';
    await test.step('about $800 is sent for approval', async () => {
      await addToCart(page, product._id, Math.ceil(800 / price));
      await page.goto('/order/checkout');
      await expect(page.getByRole('note').filter({ hasText: 'above your order limit of $500.00' })).toBeVisible();
      await page.getByRole('radio', { name: 'COD (Cash on Delivery)' }).check();
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(page.getByRole('heading', { name: 'Sent for approval' })).toBeVisible();
      approvalPath = (await page.getByRole('link', { name: 'View your request' }).getAttribute('href'))!;
      expect(approvalPath).toMatch(/^\/user\/approvals\/[0-9a-f-]{36}$/);
      await page.goto(approvalPath);
      await expect(page.getByText(/This order is waiting for an admin of your company/)).toBeVisible();
    });

    let orderId = '';
    await test.step('the admin opens the emailed approval link and approves', async () => {
      await logIn(page, admin);
      const link = await mailedLink(request, admin.email, '/user/approvals/');
      expect(link).toBe(approvalPath);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: `Order from ${buyer.name}` })).toBeVisible();
      await expect(page.getByText('Awaiting approval', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Approve/ }).click();
      const view = page.getByRole('link', { name: /^View order NB-\d+$/ });
      await expect(view).toBeVisible();
      orderId = (await view.textContent())!.replace('View order ', '');
      // The admin's orders list the company's, with who placed each.
      await page.goto('/user/order');
      await expect(page.getByRole('article', { name: orderId })).toContainText(`Placed by ${buyer.name}`);
    });

    await test.step('the buyer finds the approved order in their orders', async () => {
      await logIn(page, buyer);
      await page.goto('/user/order');
      await expect(page.getByRole('article', { name: orderId })).toBeVisible();
      await expect(page.getByText('2 orders')).toBeVisible();
    });
  },
);
