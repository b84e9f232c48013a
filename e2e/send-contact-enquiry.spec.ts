import { expect, test, type Page } from '@playwright/test';
import type { OutboxAnswer } from '@northbend/shared';

/**
 * A visitor writes to sales with the 'Get In Touch' form on the contact page (spec sections 2
 * and 5), and sales receives the enquiry by email (read from the dev outbox: no SMTP_URL in e2e).
 */

const SALES_EMAIL = 'sales@northbendtooling.com';
const REQUIRED_MESSAGES = [
  'Name is required',
  'Email is required',
  'Business Name is required',
  'Location is required',
  'Message is required',
];

/** A text field by its accessible name (the label without its aria-hidden asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens a machine picker, sets one option, and closes the list again with Escape. */
async function pick(page: Page, picker: 'Machine makes' | 'Machine models', option: string, checked = true) {
  await page.getByRole('button', { name: picker }).click();
  await page.getByRole('group', { name: picker }).getByRole('checkbox', { name: option }).setChecked(checked);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: picker })).toBeHidden();
}

test(
  'send a contact enquiry: validation, machine pickers, success, email to sales',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const sender = `Dana Whitfield ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send Message' });
    const form = page.locator('form').filter({ has: send });

    // Empty submit: every required field shows the spec's message, and the first one gets the focus.
    await send.click();
    for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
    const name = field(page, 'Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Name is required');

    const email = field(page, 'Email');
    await email.fill('dana@precisionfab');
    await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
    await email.fill('dana.whitfield@precisionfab.com');
    await expect(form.getByText('Invalid email address', { exact: true })).toBeHidden();

    await name.fill(sender);
    await field(page, 'Phone').fill('+1 616 555 0199');
    await field(page, 'Business Name').fill('Precision Fab LLC');
    await field(page, 'Where are you located?').fill('Holland, MI');
    await field(page, 'Message').fill('We need a quote for 20 B-station round punches, 10 mm, TiCN coated.');
    for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeHidden();

    // Models depend on makes: none offered before a make is chosen, and emptied when it is taken out.
    const models = page.getByRole('button', { name: 'Machine models' });
    await expect(models).toHaveText('--- select machine models ---');
    await models.click();
    await expect(page.getByRole('group', { name: 'Machine models' }).getByText('No Data Found')).toBeVisible();
    await page.keyboard.press('Escape');

    await pick(page, 'Machine makes', 'Trumpf');
    await expect(page.getByRole('button', { name: 'Machine makes' })).toContainText('Trumpf');
    await pick(page, 'Machine models', 'TruPunch 5000');
    await expect(models).toContainText('TruPunch 5000');

    await pick(page, 'Machine makes', 'Trumpf', false);
    await expect(models).toHaveText('--- select machine models ---');
    await models.click();
    await expect(page.getByRole('group', { name: 'Machine models' }).getByText('No Data Found')).toBeVisible();
    await page.keyboard.press('Escape');

    await pick(page, 'Machine makes', 'Trumpf');
    await pick(page, 'Machine models', 'TruPunch 5000');

    await send.click();
    await expect(form.getByText(/^Thank you for contacting us/)).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Machine makes' })).toHaveText('--- select machine makes ---');
    await expect(models).toHaveText('--- select machine models ---');
    await expect(form.getByText('Name is required')).toBeHidden();

    // The mail to sales is a background job (decision 013): it is written a moment after the answer.
    let mail: OutboxAnswer['result'][number] | undefined;
    await expect
      .poll(
        async () => {
          const outbox = await request.get('/api/v1/dev/outbox');
          expect(outbox.status()).toBe(200);
          mail = ((await outbox.json()) as OutboxAnswer).result.find((m) => m.subject.includes(sender));
          return mail;
        },
        { message: `an outbox message whose subject names ${sender}` },
      )
      .toBeDefined();
    expect(mail).toMatchObject({ to: SALES_EMAIL, replyTo: 'dana.whitfield@precisionfab.com' });
    expect(mail!.text).toContain(sender);
    expect(mail!.text).toContain('Trumpf TruPunch 5000');
    expect(mail!.text).toContain('Holland, MI');
  },
);

test('a press on Send before the form is awake is held: the form then checks its fields, and the page stays', async ({ page }) => {
  // The contact form's code is held back until the press, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-form\.island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const send = page.getByRole('button', { name: 'Send Message' });
  const form = page.locator('form').filter({ has: send });
  await send.click();
  release();
  for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  // Nothing went to the server as a plain form: no reload, nothing typed in the address.
  expect(new URL(page.url()).search).toBe('');
});

test('the legal pages show their titles and the date 3/6/24', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Privacy Policy - Northbend Tooling');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: 3/6/24')).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Cookies and local storage' }).click();
  await expect(page).toHaveURL(/#cookies$/);
  await expect(page.getByRole('heading', { name: /Cookies and local storage/ })).toBeInViewport();

  await page.goto('/end-user-license-agreement');
  await expect(page).toHaveTitle('End User License Agreement - Northbend Tooling');
  await expect(page.getByRole('heading', { level: 1, name: 'End User License Agreement' })).toBeVisible();
  await expect(page.getByText('Last updated: 3/6/24')).toBeVisible();
  await expect(page.getByText(/governed by the laws of \[JURISDICTION\]/)).toBeVisible();
});
