import { expect, type Page } from '@playwright/test';

/**
 * The page is the browser's to use: on a public page that is a document with islands (decision
 * 035), its islands due at load have hydrated (`html[data-islands=ready]`); on the client
 * application's pages, React has hydrated or drawn the root (`#root[data-hydrated]`).
 */
export async function expectPageReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-islands="ready"], #root[data-hydrated]')).toBeAttached();
}
