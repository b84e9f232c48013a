import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DATA_DIR let two checkouts of the shop run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-test/e2e';
const baseURL = `http://localhost:${PORT}`;

const DESKTOP = { ...devices['Desktop Chrome'], browserName: 'chromium' as const, viewport: { width: 1440, height: 900 } };
const STOREFRONT_EDITS = /catalog-editing\.spec\.ts$/;

/**
 * End-to-end tests run in Debian's Chromium (/usr/bin/chromium, or CHROME_PATH), never in a
 * Playwright-downloaded browser: `scripts/ensure-chromium.mjs` (run by `npm run test:e2e`) installs it.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two browsers at once: each journey makes customers of its own (fresh-customer.ts), and a file's
  // tests still run in order in one worker. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  // An expectation waits for its condition; 10 s keeps a journey passing on a busy 2-core machine
  // (5 s timed out 10 of 127 journeys beside other work) and costs nothing when the page is quick.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        // Without these Chromium keeps calling Google services, which the closed network refuses.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: STOREFRONT_EDITS,
      use: DESKTOP,
    },
    {
      // Journeys that change what every visitor sees (the Home hero, a new product leading its
      // category) run once the others are done, so no journey beside them reads a half-edited shop.
      name: 'desktop-storefront-edits',
      testMatch: STOREFRONT_EDITS,
      dependencies: ['desktop', 'mobile'],
      use: DESKTOP,
    },
    {
      name: 'mobile',
      // The phone runs the journeys tagged @layout: those whose screens change with the width (the
      // header's menu and search, filters, the cart drawer, the variant table, forms, tap instead of
      // hover). The others prove behaviour that no viewport changes, once, on the desktop.
      // API-only specs need no phone; the back office is a desktop-first staff tool (issues 11 and 12;
      // the quote journey is half back office, and its storefront screens are photographed at 375 px).
      grep: /@layout/,
      testIgnore: [/\.api\.spec\.ts$/, /back-office\.spec\.ts$/, /catalog-editing\.spec\.ts$/, /quotes\.spec\.ts$/],
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // Wipes DATA_DIR, builds the API and runs apps/api/dist/server.js: every run starts from a fresh database.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SEED_DEMO_DATA: 'true',
      // Every journey registers fresh customers from one address, more than the 20 an hour a real
      // client may; the abuse limits are tested by the API suite (auth/rate-limits.test.ts).
      RATE_LIMITS: 'off',
      // Issue 30: shipping rated by UPS against a fake UPS server (scripts/e2e-server.mjs starts it),
      // and Washington's sales tax, so the UPS and tax journey (e2e/ups-and-tax.spec.ts) sees both.
      E2E_FAKE_UPS: 'on',
      TAX_RATES: 'US-WA:10.25',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
