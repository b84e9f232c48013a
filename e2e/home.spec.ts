import { expect, test } from '@playwright/test';

const BRAND = 'Northbend Tooling';

test('home page renders in the browser', { tag: '@layout' }, async ({ page }, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));

  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(BRAND));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/smoke-home-${testInfo.project.name}.png`, fullPage: true });

  expect(pageErrors, 'no uncaught errors on the page').toEqual([]);
});
