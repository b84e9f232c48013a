import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { MainCategoriesAnswer, PageDirectoryAnswer, ProductPage } from '@northbend/shared';

/** axe-core on the main screens: no serious or critical violation, at both viewport sizes. */

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function screens(request: import('@playwright/test').APIRequestContext): Promise<[string, string][]> {
  const main = ((await (await request.get('/api/v1/product/category/public/main/lists')).json()) as MainCategoriesAnswer).data.result[0];
  const products = ((await (await request.get('/api/v1/product/public/lists')).json()) as ProductPage).result;
  const product = products.find((p) => p.product_variants_status)!;
  const pages = ((await (await request.get('/api/v1/page/public/dropdown')).json()) as PageDirectoryAnswer).result;
  return [
    ['store home', '/'],
    ['category', `/product/${main.category_slug}/${main._id}`],
    ['product', `/${product.product_slug}/${product._id}`],
    ...pages.map((p): [string, string] => [`content ${p.value}`, `/${p.slug}`]),
  ];
}

test('the main screens have no serious or critical accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [name, path] of await screens(request)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Content and product screens reveal after short delays (hero 1 s, product 0.5 s).
    await page.waitForTimeout(1200);
    found.push(...(await seriousViolations(page)).map((v) => `${name} ${path}: ${v}`));
  }
  expect(found).toEqual([]);
});
