import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetailAnswer, ProductList, Variant } from '@northbend/shared';
import { freshCustomer, logIn } from './fresh-customer';

// Journey (a) of issue 14: a buyer pastes five part numbers from a spreadsheet (one unknown, one a
// variant that needs a measurement), fixes both rows in the pad and adds everything to the cart.

const api = (path: string) => `/api/v1/${path}`;
const UNKNOWN = 'NB-NO-SUCH-PART';

/** Four plain products and a variant measured in its default unit, from the demo catalog. */
async function pickParts(request: APIRequestContext) {
  const list = (await (await request.get(api('product/public/lists?limit=100'))).json()) as ProductList;
  const plains = list.result.filter((p) => !p.product_variants_status).slice(0, 4);
  for (const summary of list.result.filter((p) => p.product_variants_status)) {
    const product = ((await (await request.get(api(`product/public/${summary._id}`))).json()) as ProductDetailAnswer).result;
    const measured = product.product_variants.find(
      (v: Variant) => v.variant_measurement.in_status && v.variant_measurement.in.min !== null && v.variant_measurement.in.max !== null,
    );
    if (measured && plains.length === 4) return { plains, product, measured };
  }
  throw new Error('the demo catalog has no variant measured in IN');
}

test(
  'a buyer pastes part numbers, fixes the unknown one and the measurement, and adds all to the cart',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    const { plains, product, measured } = await pickParts(request);
    const customer = await freshCustomer(request, `qo-${info.project.name}`);
    await logIn(page, customer);

    // The account menu offers the pad on every screen size; the header's nav too from tablets up.
    const navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quick Order' });
    if (info.project.name === 'desktop') await expect(navLink).toBeVisible();
    else await expect(navLink).toBeHidden();
    await page.getByRole('button', { name: /^Account of/ }).click();
    await page.locator('.nb-user-menu').getByRole('link', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/user\/quick-order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download sample CSV' })).toHaveAttribute('href', '/quick-order-sample.csv');

    // Cells copied from a spreadsheet: a header, then part number and quantity per line.
    const pasted = [
      'Part number\tQuantity',
      `${plains[0].product_sku}\t2`,
      `${UNKNOWN}\t1`,
      `${measured.variant_sku.toLowerCase()}\t3`,
      `${plains[1].product_sku}\t1`,
      `${plains[2].product_sku}\t5`,
    ].join('\n');
    await page.getByRole('button', { name: 'Paste from spreadsheet' }).click();
    await page.getByLabel(/One row per line/).fill(pasted);
    await page.getByRole('button', { name: 'Add rows to pad' }).click();

    const rows = page.getByRole('list', { name: 'Quick order rows' }).getByRole('listitem');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText(plains[0].product_name);
    await expect(rows.nth(0)).toContainText(/Stock: \d+/);
    await expect(rows.nth(1)).toContainText('Part number not found');
    const variantRow = rows.nth(2);
    await expect(variantRow).toContainText(`${product.product_name} (${measured.variant_name})`);
    await expect(variantRow.getByText('Choose this option:')).toBeVisible();

    // Fix the unknown part number.
    await page.getByLabel('Part number, row 2').fill(plains[3].product_sku);
    await expect(rows.nth(1)).toContainText(plains[3].product_name);
    await expect(rows.nth(1)).not.toContainText('Part number not found');

    // The measurement: the product page's message, then a value within the bounds.
    const bounds = measured.variant_measurement.in;
    const measurement = variantRow.getByLabel('Measurement', { exact: true });
    await measurement.fill(String(Number(bounds.max) + 1));
    await expect(variantRow.getByRole('alert')).toHaveText(`Please enter a value between ${bounds.min} IN and ${bounds.max} IN.`);
    await measurement.fill(String(bounds.min));
    await expect(variantRow.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: '5 rows added to your cart.' })).toBeVisible();
    // The added rows leave the pad; one empty row waits for the next part number.
    await expect(rows).toHaveCount(1);
    await expect(page.getByLabel('Part number, row 1')).toHaveValue('');

    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/user\/add-to-cart$/);
    const cart = page.locator('.nb-cart__lines');
    for (const p of [plains[0], plains[1], plains[2], plains[3]]) await expect(cart).toContainText(p.product_name);
    await expect(cart).toContainText(product.product_name);
    await expect(cart).toContainText(`Measurement: ${bounds.min} IN`);
  },
);
