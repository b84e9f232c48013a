import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetailAnswer, ProductList, Variant } from '@northbend/shared';

// A visitor opens a product with variants, reads the variants table and configures a variant:
// measurement (unit, validation messages of spec section 5) and options; plus the image viewer
// and the not-found text.

const api = (path: string) => `/api/v1/${path}`;
const hasBounds = (b: Variant['variant_measurement']['in']) => b.min !== null && b.max !== null;
const choosesNothing = (v: Variant) =>
  !v.variant_measurement.mm_status && !v.variant_measurement.in_status && v.variant_options.length === 0;
const measuredInBothUnits = (v: Variant) =>
  v.variant_measurement.in_status && v.variant_measurement.mm_status && hasBounds(v.variant_measurement.in) && v.variant_options.length > 0;

/** A demo product whose variants include one with nothing to choose and one measured in IN and MM. */
async function findConfigurableProduct(request: APIRequestContext) {
  const list = (await (await request.get(api('product/public/lists?limit=100'))).json()) as ProductList;
  for (const summary of list.result.filter((p) => p.product_variants_status)) {
    const product = ((await (await request.get(api(`product/public/${summary._id}`))).json()) as ProductDetailAnswer).result;
    const empty = product.product_variants.find(choosesNothing);
    const measured = product.product_variants.find(measuredInBothUnits);
    if (empty && measured) return { product, empty, measured };
  }
  throw new Error('the demo catalog has no product with both kinds of variant');
}

const errorAlert = (page: Page) => page.locator('#nb-variant-errors');

test('a visitor configures a variant of a product', { tag: '@layout' }, async ({ page, request }) => {
  const { product, empty, measured } = await findConfigurableProduct(request);
  await page.goto(`/${product.product_slug}/${product._id}`);

  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.product_name} - Northbend Tooling`);
  // Visitors get no prices: the login prompt of spec section 6, and no plain Add to Cart.
  await expect(page.getByText('Login to view price.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Pricing - Login' })).toHaveAttribute('href', '/user/login');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  const table = page.locator('.nb-variants__table');
  await expect(table.locator('thead th')).toHaveText(['Type', 'Part No.', 'Measurement (MM)', 'Measurement (IN)', 'Action']);
  const emptyRow = table.locator('tr.nb-variant', { hasText: empty.variant_sku });
  await expect(emptyRow.locator('td').nth(2)).toHaveText('N/A');
  await expect(emptyRow.locator('td').nth(3)).toHaveText('N/A');

  // The disabled expand button explains itself on hover.
  await page.getByRole('button', { name: `Options of ${empty.variant_name}: No option found` }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('No option found');

  await page.getByRole('button', { name: `Options of ${measured.variant_name}`, exact: true }).click();
  const panel = page.locator(`#nb-choices-${measured._id}`);
  await expect(panel.getByRole('heading', { name: 'Choose this option:' })).toBeVisible();
  const input = panel.getByLabel('Measurement', { exact: true });
  const unit = panel.getByLabel('Unit');
  await expect(unit).toHaveValue('IN');

  await input.fill('abc');
  await expect(errorAlert(page)).toHaveText('Enter a valid numeric value.');
  // Above the table in the page's flow (it then sticks under the header while the table scrolls).
  const alertBeforeTable = await errorAlert(page).evaluate((alert) =>
    Boolean(alert.compareDocumentPosition(document.querySelector('.nb-variants__table')!) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  expect(alertBeforeTable, 'the alert sits above the variants table').toBe(true);

  const { min, max } = measured.variant_measurement.in;
  await input.fill(String(max! + 1));
  await expect(errorAlert(page)).toHaveText(`Please enter a value between ${min} IN and ${max} IN.`);
  await input.fill(String(max));
  await expect(errorAlert(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-invalid', 'false');

  await unit.selectOption('MM');
  await expect(input).toHaveValue('');

  for (const option of measured.variant_options) {
    const select = panel.getByLabel(option.variant_options_name, { exact: true });
    await expect(select.locator('option').first()).toHaveText('--- Select ---');
    const preset = option.variant_options_lists.find((c) => c.variant_options_child_is_default)?.variant_options_child_name ?? '';
    await expect(select).toHaveValue(preset);
  }
  await expect(panel.getByText('User Selected')).toBeVisible();
  await expect(panel.locator('.nb-user-selected')).toContainText('N/A');

  // Spec: no horizontal page scroll, the table folds into cards on phones.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test(
  'the full image viewer opens from the gallery, moves with the arrow keys and closes with Escape',
  { tag: '@layout' },
  async ({ page, request }) => {
    const { product } = await findConfigurableProduct(request);
    await page.goto(`/${product.product_slug}/${product._id}`);
    await page.getByRole('button', { name: /^Open full image viewer/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading', { name: product.product_name })).toBeVisible();
    const count = product.product_images.length;
    if (count > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('heading')).toContainText(`(2 / ${count})`);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  },
);

test('an unknown product shows the not-found text', async ({ page }) => {
  await page.goto('/some-slug/7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10');
  await expect(page.getByText('This product was not found.')).toBeVisible();
});
