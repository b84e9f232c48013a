import { expect, test } from '@playwright/test';
import type { ProductPage } from '@northbend/shared';

test.describe('header search', () => {
  test('finds a tool by name, opens it with the keyboard', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products by name or part number' });
    await box.fill('gooseneck');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(/gooseneck/i);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const name = (await options.first().locator('.nb-search__name').textContent()) ?? '';
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('finds a tool by its exact part number first', async ({ page, request }) => {
    const product = ((await (await request.get('/api/v1/product/public/lists?page=2')).json()) as ProductPage).result[3];
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products by name or part number' }).fill(product.product_sku);
    await expect(page.getByRole('option').first()).toContainText(product.product_sku);
  });

  test('says "No Products" when nothing matches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products by name or part number' }).fill('zzqxjw');
    await expect(page.getByRole('listbox')).toContainText('No Products');
  });
});
