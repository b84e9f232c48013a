import { expect, test } from '@playwright/test';

// Journey (c) of issue 14: from the store home, the tool finder for 2 mm stainless on an Amada
// turret recommends 25 % (0.50 mm) and opens the matching die with that clearance preselected.
// A visitor: the finder works without prices (decision 003).

const DIE = 'Thick Turret Round Die Ø 8.0 mm – A Station';

test(
  'the tool finder for 2 mm stainless on an Amada turret leads to a die with the right clearance preselected',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Tool finder' }).getByRole('link', { name: 'Open the Tool Finder' }).click();
    await expect(page).toHaveURL(/\/tool-finder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tool Finder' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Tool finder' });
    await expect(form.getByLabel('Machine make').locator('option', { hasText: 'Amada' })).toHaveCount(1);
    await form.getByLabel('Machine make').selectOption({ label: 'Amada' });
    await form.getByLabel('Sheet material').selectOption({ label: 'Stainless Steel 304' });
    await form.getByLabel('Sheet thickness').selectOption({ label: '2.0 mm (0.079 in)' });
    await form.getByLabel('Hole shape').selectOption('round');
    await form.getByLabel('Diameter (mm)').fill('8');
    await form.getByRole('button', { name: 'Find tools' }).click();

    await expect(page).toHaveURL(/shape=round/);
    await expect(page.getByTestId('recommended-clearance')).toHaveText('0.50 mm total (25 % of 2.0 mm)');
    const dies = page.getByRole('region', { name: 'Dies' });
    const die = dies.getByRole('listitem').filter({ hasText: DIE });
    await expect(die).toContainText('Recommended clearance: Clearance 0.50 mm');
    // Visitors see the login link where a customer sees the price.
    await expect(die.getByRole('link', { name: 'LVP' })).toBeVisible();

    await die.getByRole('link', { name: DIE }).click();
    await expect(page).toHaveURL(/[?&]variant=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: DIE })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Picked by the tool finder' })).toContainText('Clearance 0.50 mm');
    const picked = page.locator('tr.nb-variant[aria-current="true"]');
    await expect(picked).toHaveCount(1);
    await expect(picked).toContainText('-C50');
    // Its panel is open, ready for the slug control choice.
    await expect(picked.getByRole('button', { name: 'Options of Clearance 0.50 mm' })).toHaveAttribute('aria-expanded', 'true');
  },
);

// Issue 28: a hole no stock tool has names the nearest sizes and lists their tools.
test('the tool finder names the nearest sizes when nothing fits exactly', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/tool-finder?material=mild-steel&thickness=2-0-mm&shape=round&size=28.2');
  await expect(page.getByRole('status')).toContainText('No exact match; nearest: Ø 28 mm and');
  const dies = page.getByRole('region', { name: 'Nearest dies' });
  await expect(dies.getByRole('listitem').filter({ hasText: 'Thick Turret Round Die Ø 28.0 mm – B Station' })).toContainText(
    'Recommended clearance: Clearance 0.40 mm',
  );
  await expect(page.getByRole('region', { name: 'Nearest punches' })).toContainText('Thick Turret Round Punch Ø 28.0 mm – B Station');
});
