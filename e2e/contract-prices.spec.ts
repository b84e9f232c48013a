import { expect, test, type APIRequestContext } from '@playwright/test';
import type { MainCategoriesAnswer, ProductPage } from '@northbend/shared';
import { LOCATION, addToCart } from './company-setup';
import { freshCustomer, logIn, sessionOf } from './fresh-customer';

/**
 * Issue 27 end to end: sales gives a company 15 % off the thick turret punches (20 % from 10 pieces
 * of one punch) and a $1,000 Net 30 limit; its buyer sees the list price struck through, orders 10
 * pieces at the break and pays Net 30 within the limit; a second Net 30 order over the limit is
 * refused with the limit named, and the card stays offered.
 */

const api = (path: string) => `/api/v1/${path}`;
const SALES = { email: 'sales@northbend.example', password: 'Northbend-demo-2024' };
const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function salesToken(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post(api('admin/auth/login'), { data: SALES });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test(
  'a company on contract prices orders at its break on Net 30 up to its credit limit',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const buyer = await freshCustomer(request, `contract-${info.project.name}`);
    const staff = await salesToken(request);
    const companies = await request.get(api(`admin/companies?search=${encodeURIComponent(buyer.email)}`), { headers: staff });
    const companyId = ((await companies.json()) as { result: { _id: string }[] }).result[0]!._id;
    const mains = (await (await request.get(api('product/category/public/main/lists'))).json()) as MainCategoriesAnswer;
    const punches = mains.data.result.find((c) => c.category_name === 'Thick Turret Punches')!;
    expect(punches, 'the demo category Thick Turret Punches').toBeDefined();

    await logIn(page, buyer);
    const { token } = await sessionOf(page);
    const listed = (await (
      await page.request.get(api(`product/category/public/find-by-category/${punches._id}?page=1&limit=60`), {
        headers: { authorization: token },
      })
    ).json()) as ProductPage;
    // A plain punch of $30–$80: 10 at the break stay well inside $1,000, twice as many do not.
    const punch = listed.result.find((p) => !p.product_variants_status && p.product_price! >= 30 && p.product_price! <= 80)!;
    expect(punch, 'a plain thick turret punch of $30 to $80').toBeDefined();
    const list = punch.product_price!;
    const contract = Math.round(list * 85) / 100;
    const atBreak = Math.round(list * 80) / 100;

    await test.step('sales gives the company 15 % off the punches, 20 % from 10 of this one, and a $1,000 limit', async () => {
      const created = await request.post(api('admin/price-lists'), {
        headers: staff,
        data: {
          name: `${buyer.business} contract ${info.project.name}`,
          company_ids: [companyId],
          starts_at: null,
          ends_at: null,
          rules: [
            { category_id: punches._id, discount_percent: 15 },
            { product_id: punch._id, discount_percent: 20, min_quantity: 10 },
          ],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      // The limit through the back office's Payment terms panel, as sales would set it.
      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(SALES.email);
      await page.getByLabel('Password').fill(SALES.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.goto(`/admin/companies/${companyId}`);
      const terms = page.getByRole('form', { name: 'Payment terms' });
      await terms
        .getByRole('spinbutton', { name: 'Net 30 credit limit ($)' })
        .or(terms.getByRole('textbox', { name: 'Net 30 credit limit ($)' }))
        .fill('1000');
      await terms.getByRole('button', { name: 'Save terms' }).click();
      await expect(page.getByText('The terms have been saved.')).toBeVisible();
    });

    await test.step('the buyer sees the list price struck through and the price at the break', async () => {
      await logIn(page, buyer);
      await page.goto(`/${punch.product_slug}/${punch._id}`);
      const price = page.locator('.nb-product-price');
      await expect(price.getByRole('deletion')).toHaveText(`List price ${money(list)}`);
      await expect(price).toContainText(money(contract));
      const tiers = price.getByRole('table', { name: 'Volume pricing' });
      await expect(tiers.getByRole('row').nth(1)).toHaveText(`1–9${money(contract)}`);
      await expect(tiers.getByRole('row').nth(2)).toHaveText(`10+${money(atBreak)}`);
    });

    await test.step('10 pieces at the break, paid Net 30 within the limit', async () => {
      const { token: buyerToken } = await sessionOf(page);
      const location = await page.request.post(api('company/addresses'), { headers: { authorization: buyerToken }, data: LOCATION });
      expect(location.status(), await location.text()).toBe(201);
      await addToCart(page, punch._id, 10);
      await page.goto('/user/add-to-cart');
      await expect(page.getByText('10+ price applied')).toBeVisible();
      await page.goto('/order/checkout');
      const form = page.getByRole('form', { name: 'Shipping address' });
      await form.getByRole('combobox', { name: 'Ship to a company location' }).selectOption({ index: 1 });
      await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(LOCATION.customer_address);
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expect(page.getByText('Available credit: $1,000.00 of $1,000.00.')).toBeVisible();
      await page.getByRole('radio', { name: 'Net 30 (via Stripe)' }).check();
      await page.getByRole('button', { name: 'Process to order' }).click();
      await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+$/, { timeout: 15_000 });
    });

    await test.step('a second Net 30 order over the limit is refused, naming it; the card is still offered', async () => {
      await addToCart(page, punch._id, Math.ceil(1000 / atBreak));
      await page.goto('/order/checkout');
      await page.getByRole('radio', { name: 'Net 30 (via Stripe)' }).check();
      await page.getByRole('button', { name: 'Process to order' }).click();
      await expect(page.getByText(/would pass your company’s Net 30 credit limit of \$1,000\.00/)).toBeVisible();
      await expect(page).toHaveURL(/\/order\/checkout/);
      await expect(page.getByRole('radio', { name: 'Credit Card (via Stripe)' })).toBeEnabled();
    });
  },
);
