import { expect, test } from '@playwright/test';
import type { MainCategoriesAnswer, ProductPage } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf } from './fresh-customer';

/**
 * Issue 27 in the back office: sales make a price list on the Price lists page (a company found by
 * a member's email, 15 % off a category) and the company's buyer sees the list price struck through
 * on a product of that category; the list is then deleted, after a confirmation. The company is a
 * fresh customer's own, so no journey beside this one sees its prices change.
 */

const SALES = { email: 'sales@northbend.example', password: 'Northbend-demo-2024' };
const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('sales give a company 15 % off the punches in the back office; its buyer sees the price struck through', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const buyer = await freshCustomer(request, `price-list-${info.project.name}`);
  const mains = (await (await request.get('/api/v1/product/category/public/main/lists')).json()) as MainCategoriesAnswer;
  const punches = mains.data.result.find((c) => c.category_name === 'Thick Turret Punches')!;
  expect(punches, 'the demo category Thick Turret Punches').toBeDefined();
  const name = `Punch contract ${buyer.email}`;

  await test.step('sales create the list: the company, 15 % off the category', async () => {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(SALES.email);
    await page.getByLabel('Password').fill(SALES.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Price lists' }).click();
    await page.getByRole('link', { name: 'New price list' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Add a company').fill(buyer.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Add ${buyer.business}` }).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Thick Turret Punches' });
    await page.getByLabel('Percent off').fill('15');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByRole('table', { name: 'Rules of the price list' })).toContainText(
      'Category Thick Turret Punches and its children',
    );
    await page.getByRole('button', { name: 'Create price list' }).click();
    await expect(page.getByText('The price list has been created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  await test.step('the buyer sees the list price struck through and 15 % off it', async () => {
    await logIn(page, buyer);
    const { token } = await sessionOf(page);
    const listed = (await (
      await page.request.get(`/api/v1/product/category/public/find-by-category/${punches._id}?page=1&limit=60`, {
        headers: { authorization: token },
      })
    ).json()) as ProductPage;
    const punch = listed.result.find((p) => !p.product_variants_status && p.product_list_price)!;
    expect(punch, 'a plain punch priced by the list').toBeDefined();
    await page.goto(`/${punch.product_slug}/${punch._id}`);
    const price = page.locator('.nb-product-price');
    await expect(price.getByRole('deletion')).toHaveText(`List price ${money(punch.product_list_price!)}`);
    await expect(price).toContainText(money(Math.round(punch.product_list_price! * 85) / 100));
  });

  await test.step('sales delete the list after confirming', async () => {
    await page.goto('/admin/price-lists');
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete price list' }).click();
    await expect(page.getByText('The price list has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });
});
