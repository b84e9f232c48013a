import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshCustomer, logIn, sessionOf, type FreshCustomer } from './fresh-customer';

/**
 * Journey (d) of issue 14 item 5: a buyer requests a quote for a special tool with a drawing, sales
 * answers in the back office with a priced offer of two lines, the buyer accepts it on /user/quotes,
 * pays cash on delivery, and the order shows the quote's lines at the quoted prices. Desktop only
 * (playwright.config.ts): the back office is a desktop-first staff tool.
 */
test.describe.configure({ mode: 'serial' });

const STAFF_PASSWORD = 'Northbend-demo-2024';
const SALES = 'sales@northbend.example';
// A drawing is checked by its content: the smallest file a PDF reader accepts.
const DRAWING = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const LINES = [
  { description: 'Obround punch 12 × 30 mm, TiN coated', quantity: 4, price: '120.50', total: '$482.00' },
  { description: 'Matching die, 0.2 mm clearance', quantity: 1, price: '95', total: '$95.00' },
];
const TOTAL = '$577.00';

let customer: FreshCustomer;
let quoteNumber = '';

test.beforeAll(async ({ request }) => {
  customer = await freshCustomer(request, 'quotes');
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const cell = (row: Locator, text: string) => row.getByRole('cell').filter({ hasText: text });

test('a buyer requests a quote for a special tool with a drawing', async ({ page }) => {
  await logIn(page, customer);
  await page.getByRole('button', { name: `Account of ${customer.name}` }).click();
  await page.getByRole('link', { name: 'My Quotes' }).click();
  await expect(page).toHaveURL('/user/quotes');
  await expect(page.getByRole('heading', { name: 'No quotes yet' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL('/user/quotes/new');

  await test.step('missing fields are named under them, and nothing is sent', async () => {
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Machine is required')).toBeVisible();
    await expect(page.getByText('Tool type is required')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Machine' })).toBeFocused();
  });

  await test.step('the request goes with its drawing and opens as Requested', async () => {
    await page.getByRole('combobox', { name: 'Machine' }).fill('Amada EMK 3610 NT');
    await page.getByRole('combobox', { name: 'Tool type' }).fill('Turret punch');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Obround 12 × 30 mm for 3 mm mild steel, TiN coated.');
    await page.getByLabel('Drawing').setInputFiles({ name: 'obround-punch.pdf', mimeType: 'application/pdf', buffer: DRAWING });
    await expect(page.getByText(/obround-punch\.pdf \(1 KB\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your quote request has been sent.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/quotes\?quote=Q-\d+$/);
    quoteNumber = new URL(page.url()).searchParams.get('quote') ?? '';
    await expect(page.getByRole('heading', { name: `Quote ${quoteNumber}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We are preparing your quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Download obround-punch\.pdf/ })).toBeVisible();
  });
});

test('sales opens the request in the back office and sends an offer of two lines', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(SALES);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Requested');
  const row = page.getByRole('table', { name: 'Quotes' }).locator('tbody tr').filter({ hasText: quoteNumber });
  await expect(row).toHaveCount(1);
  await expect(cell(row, customer.name)).toBeVisible();
  await row.getByRole('link', { name: quoteNumber }).click();

  await expect(page.getByRole('heading', { name: `Quote ${quoteNumber}`, level: 1 })).toBeVisible();
  const request = page.getByRole('region', { name: 'Request' });
  await expect(request).toContainText('Amada EMK 3610 NT');
  await expect(request).toContainText('Obround 12 × 30 mm for 3 mm mild steel, TiN coated.');
  const download = page.waitForEvent('download');
  await request.getByRole('button', { name: /Download obround-punch\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('obround-punch.pdf');
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const offer = page.getByRole('form', { name: 'Quote offer' });
  const box = (line: number, what: string) => offer.getByRole('textbox', { name: `Line ${line} ${what}` });
  await box(1, 'description').fill(LINES[0].description);
  await box(1, 'quantity').fill(String(LINES[0].quantity));
  await box(1, 'unit price').fill(LINES[0].price);
  await offer.getByRole('button', { name: '+ Add line' }).click();
  await expect(box(2, 'description')).toBeFocused();
  await page.keyboard.type(LINES[1].description);
  await box(2, 'quantity').fill(String(LINES[1].quantity));
  await box(2, 'unit price').fill(LINES[1].price);
  await expect(offer.getByLabel('Offer total')).toHaveText(TOTAL);
  await offer.getByLabel(/Message to the customer/).fill('Delivery three weeks after your order.');
  await offer.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote sent to the customer.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quote', exact: true })).toContainText('Quoted');
  await expect(page.getByRole('region', { name: /Sent offer/ })).toContainText(TOTAL);
});

test('the buyer accepts the quote, pays cash on delivery and the order holds the quoted lines', async ({ page, request }) => {
  await logIn(page, customer);
  await page.goto('/user/quotes');
  const row = page.getByRole('list', { name: 'Your quotes' }).getByRole('link', { name: new RegExp(quoteNumber) });
  await expect(row).toContainText('Quoted');
  await expect(row).toContainText(TOTAL);
  await row.click();

  const offer = page.getByRole('region', { name: 'Your quote' });
  for (const line of LINES) await expect(offer.getByRole('row').filter({ hasText: line.description })).toContainText(line.total);
  await expect(offer.getByRole('row').filter({ hasText: 'Total' }).last()).toContainText(TOTAL);
  await expect(page.getByText('Delivery three weeks after your order.')).toBeVisible();
  await offer.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('The quote is in your cart.')).toBeVisible();
  // The badge counts lines, as for every other add to the cart.
  await expect(page.getByRole('button', { name: 'Open cart' })).toContainText('2');

  await test.step('the cart drawer shows the quote lines, fixed at the quoted quantity', async () => {
    await page.getByRole('button', { name: 'Open cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText(`Quote ${quoteNumber} · valid until`).first()).toBeVisible();
    await expect(drawer.getByText(LINES[0].description)).toBeVisible();
    await expect(drawer.getByRole('group', { name: /Quantity of/ })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  // Set-up, not the journey: the shipping address through the API, as the back-office journey does.
  const { id, token } = await sessionOf(page);
  const address = await request.post(`/api/v1/ups/shipping/address/${id}`, {
    headers: { authorization: token },
    data: {
      customer_email: customer.email,
      customer_name: customer.name,
      customer_company: customer.business,
      customer_address: '1200 Industrial Ave',
      customer_city: 'Holland',
      customer_country: 'United States',
      customer_state: 'Michigan',
      customer_zip_code: '49423',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);

  await offer.getByRole('link', { name: 'Proceed to Buy' }).click();
  await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'COD (Cash on Delivery)' }).check();
  await page.getByRole('button', { name: 'Process to order' }).click();
  await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

  await page.getByRole('link', { name: 'View your order' }).click();
  const card = page.getByRole('article', { name: orderId });
  const items = card.getByRole('list', { name: `Items of order ${orderId}` });
  await expect(items.getByRole('listitem').filter({ hasText: `${quoteNumber}-1` })).toContainText(`4 × $120.50${LINES[0].total}`);
  await expect(items.getByRole('listitem').filter({ hasText: `${quoteNumber}-2` })).toContainText(`1 × $95.00${LINES[1].total}`);

  await page.goto(`/user/quotes?quote=${quoteNumber}`);
  await expect(page.getByText(/You ordered this quote/)).toContainText(orderId);
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
});
