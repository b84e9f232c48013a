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

/**
 * A content page's hero fades its heading in 1 s after the page opens (spec section 9); axe reads
 * the colours of what is on screen, so it waits until the heading is fully there.
 */
async function heroRevealed(page: Page): Promise<void> {
  const hero = page.locator('.nb-hero').first();
  if ((await hero.count()) === 0) return;
  await expect(hero).toHaveClass(/\bactive\b/);
  await expect
    .poll(() => hero.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
    .toBe(0);
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

test('the main screens have no serious or critical accessibility violation', { tag: '@layout' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [name, path] of await screens(request)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await heroRevealed(page);
    found.push(...(await seriousViolations(page)).map((v) => `${name} ${path}: ${v}`));
  }
  expect(found).toEqual([]);
});
