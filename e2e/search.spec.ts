import { expect, test, type Page } from '@playwright/test';

/** Search by size and the search results page (issue 16). */

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products by name or part number' });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test.describe('search by size', () => {
  test('size searches put the right products first in the header dropdown', async ({ page }) => {
    await page.goto('/');
    for (const [term, first] of [
      ['round punch 28', /Thick Turret Round Punch Ø 28\.0 mm/],
      ['28 mm round punch', /Thick Turret Round Punch Ø 28\.0 mm/],
      ['round die 16', /Thick Turret Round Die Ø 16\.0 mm/],
      ['round punch 1.102', /Round Punch Ø 28\.0 mm/],
      ['1-1/4', /Ø 31\.[78] mm/],
    ] as const) {
      await searchBox(page).fill(term);
      await expect(page.getByRole('option').first(), term).toContainText(first);
    }
  });
});

test.describe('search by the trade’s words (issue 28)', () => {
  test('a size the catalog does not have names the nearest ones and lists them', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/search?q=obround+10+x+30');
    await expect(page.getByRole('status')).toHaveText('No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm');
    await expect(cards(page).filter({ hasText: 'Thick Turret Oblong Punch 10.0 × 40.0 mm' })).toHaveCount(1);
    await searchBox(page).fill('obround 10 x 40');
    await expect(page.getByRole('option').first()).toContainText('Thick Turret Oblong Punch 10.0 × 40.0 mm');
  });
});

test.describe('search results page', () => {
  test('Enter in the header search opens /search?q= with results and pages', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('punch');
    await expect(page.getByRole('option').first()).toBeVisible();
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL(/\/search\?q=punch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “punch”');
    await expect(page.getByText(/^Found Result: \d+$/)).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    const firstOnPage1 = await cards(page).first().locator('.nb-product-card__name').textContent();

    const pages = page.getByRole('navigation', { name: 'Search result pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=punch&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).not.toContainText(firstOnPage1 ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=punch$/);
    await expect(cards(page).first()).toContainText(firstOnPage1 ?? '');
  });

  test('"See all results" shows every match, the size query’s product first, sortable by name', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('round punch 28');
    await expect(page.getByRole('option').first()).toContainText('Round Punch Ø 28.0 mm');
    await page.getByRole('link', { name: 'See all results' }).click();

    await expect(page).toHaveURL(/\/search\?q=round\+punch\+28$/);
    await expect(cards(page).first()).toContainText('Thick Turret Round Punch Ø 28.0 mm');

    const sort = page.getByLabel('Sort by');
    // Prices are for customers: a visitor is offered no price order.
    await expect(sort.locator('option')).toHaveText(['Best match', 'Name (A–Z)', 'Newest first']);
    await sort.selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByText(/^Found Result: \d+$/)).toBeVisible();
    const names = (await cards(page).locator('.nb-product-card__name').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
