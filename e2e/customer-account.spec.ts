import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './fresh-customer';
import { expectPageReady } from './page-ready';

/**
 * A fabricator opens an account and looks after it (issue 4, spec sections 2, 4, 5 and 6):
 * register → verify by the mailed link → log in with remember me → see prices → update the profile
 * with a photo → change the password → log out → reset the password by mail → log in again.
 * Mail is read from the dev outbox (no SMTP_URL in e2e).
 */

const PASSWORD_RULE = /^The password should contain Minimum 6 and Maximum 12 characters/;
const MISMATCH = 'The Password Not Match With Confirm Password';

/** A small valid PNG (navy with an amber band), made here so no binary fixture is needed. */
function tinyPng(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const [r, g, b] = y > size / 3 && y < (2 * size) / 3 ? [0xe8, 0xa3, 0x17] : [0x1b, 0x2a, 0x3a];
    for (let x = 0; x < size; x++) rows.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A text or password field by its accessible name (the label without its aria-hidden asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function login(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/user/login');
  // The login page is server-rendered: typed before its form hydrates, the fields would be reset.
  await expectPageReady(page);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens a picker of the profile form, ticks one option, and closes the list with Escape. */
async function pick(page: Page, picker: string, option: string) {
  await page.getByRole('button', { name: picker }).click();
  await page.getByRole('group', { name: picker }).getByRole('checkbox', { name: option }).check();
  await page.keyboard.press('Escape');
}

test(
  'register, verify, log in, profile with photo, change password, log out, reset by mail',
  { tag: '@layout' },
  async ({ page, request, context }, testInfo) => {
    test.setTimeout(120_000);
    const email = `dana.${testInfo.project.name}.${Date.now()}@precisionfab.com`;
    const firstPassword = 'Punch#2024';
    const changedPassword = 'Brake#2025';
    const resetPassword = 'Die#Set2026';

    await test.step('register with the live messages of section 5', async () => {
      await page.goto('/user/register');
      await expect(page).toHaveTitle('Register - Northbend Tooling');
      const register = page.getByRole('button', { name: 'Register', exact: true });
      await field(page, 'Name').fill('Dana Whitfield');
      await field(page, 'Email').fill('dana@precisionfab');
      await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
      await expect(register).toBeDisabled();
      await field(page, 'Email').fill(email);
      await expect(page.getByText('Email is invalid', { exact: true })).toBeHidden();
      await field(page, 'Password').fill('punch');
      await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
      await expect(field(page, 'Password')).toHaveAccessibleDescription(PASSWORD_RULE);
      await field(page, 'Password').fill(firstPassword);
      await field(page, 'Confirm Password').fill('Punch#202');
      await expect(page.getByText(MISMATCH)).toBeVisible();
      await expect(register).toBeDisabled();
      await field(page, 'Confirm Password').fill(firstPassword);
      await expect(register).toBeEnabled();
      await register.click();
      await expect(page).toHaveURL(/\/user\/register\/success$/);
      await expect(page.getByText('Verification email sent. Please check your email.')).toBeVisible();
    });

    await test.step('an unverified account cannot log in', async () => {
      await login(page, email, firstPassword);
      await expect(
        page.getByRole('main').getByRole('alert').filter({ hasText: 'Please verify your email before logging in.' }),
      ).toBeVisible();
    });

    await test.step('verify by the mailed link, then the login page follows after 5 s', async () => {
      // The refused login mailed a new link: use that one (the newest of the two).
      await page.goto(await mailedLink(request, email, '/user/verify/register?token=', 2));
      await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login$/, { timeout: 8000 });
    });

    await test.step('log in with remember me; prices replace LVP on the store home', async () => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Please fill all the fields.')).toBeVisible();
      await expect(field(page, 'Email')).toBeFocused();
      await login(page, email, firstPassword, true);
      await expect(page).toHaveURL(/\/$/);
      const firstCard = page.locator('.nb-product-card').first();
      await expect(firstCard).toContainText('$');
      await expect(page.locator('.nb-product-card').getByRole('link', { name: 'LVP' })).toHaveCount(0);
      const refresh = (await context.cookies()).find((c) => c.name === 'nb_refresh');
      expect(refresh?.httpOnly).toBe(true);
      expect(refresh!.expires * 1000, 'remember me keeps the session for a week').toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      // Login pages send a customer home.
      await page.goto('/user/login');
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('update the profile with a photo', async () => {
      await page.goto('/user/profile');
      await expect(page).toHaveTitle('Profile - Northbend Tooling');
      await expect(page.getByRole('heading', { name: 'Dana Whitfield' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      for (const card of ['Your Orders', 'Your Wishlist', 'Your Cart', 'Your Address'])
        await expect(page.getByRole('link', { name: new RegExp(card) })).toBeVisible();
      await page.getByRole('link', { name: 'Update your Profile' }).click();
      await expect(page).toHaveURL(/\/user\/profile\/update$/);
      await expect(page.getByRole('heading', { name: 'Update Your Profile' })).toBeVisible();
      await expect(page.getByText('Allowed PNG or JPEG. Max size of 800K.')).toBeVisible();

      const photo = page.locator('input[type="file"]');
      await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await expect(page.getByText('Only PNG or JPEG photos are allowed.')).toBeVisible();
      await photo.setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: tinyPng() });
      await expect(page.getByText(/New photo dana\.png/)).toBeVisible();

      await field(page, 'Name').fill('');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(field(page, 'Name')).toBeFocused();
      await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required');
      await field(page, 'Name').fill('Dana Whitfield');
      await field(page, 'Mobile Number').fill('+1 616 555 0199');
      await field(page, 'Business Name').fill('Precision Fab LLC');
      await field(page, 'Address').fill('4120 Northbend Industrial Drive, Grand Rapids, MI');
      await pick(page, 'Machine Makes', 'Trumpf');
      await pick(page, 'Machine Models', 'TruPunch 5000');
      await pick(page, 'Sheet Material', 'Stainless Steel 304');
      await pick(page, 'Sheet Thickness', '1.5 mm (0.059 in)');
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Your profile has been updated.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Profile photo of Dana Whitfield' })).toHaveAttribute(
        'src',
        /^\/images\/profiles\/[0-9a-f-]+\.png$/,
      );

      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/user\/profile$/);
      await expect(page.getByRole('link', { name: /Your Address/ })).toContainText('4120 Northbend Indus...');
      await expect(page.getByRole('img', { name: 'Profile photo of Dana Whitfield' })).toBeVisible();
      await page.reload();
      await page.getByRole('link', { name: 'Update your Profile' }).click();
      await expect(page.getByRole('button', { name: 'Machine Models' })).toContainText('TruPunch 5000');
      await expect(page.getByRole('button', { name: 'Sheet Material' })).toContainText('Stainless Steel 304');
    });

    await test.step('change the password', async () => {
      await page.goto('/user/change-password');
      await expect(page).toHaveTitle('Change Password - Northbend Tooling');
      await field(page, 'Current Password').fill('Wrong#Pass1');
      await field(page, 'New Password').fill(changedPassword);
      await field(page, 'Confirm New Password').fill(changedPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'The current password is not correct.' })).toBeVisible();
      await field(page, 'Current Password').fill(firstPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    });

    await test.step('log out from the user menu', async () => {
      await page.getByRole('button', { name: 'Account of Dana Whitfield' }).click();
      await page.getByRole('link', { name: 'LogOut' }).click();
      await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login$/);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('@secure.')))).toEqual([]);
      // Customer screens send a visitor to the login page, which comes back to them (issue 16).
      await page.goto('/user/profile');
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fprofile$/);
    });

    await test.step('reset the password by the mailed link', async () => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: 'If an account exists for this email, a link to reset the password has been sent.' }),
      ).toBeVisible();
      const resetLink = await mailedLink(request, email, '/user/reset-password?token=');
      await page.goto(resetLink);
      await field(page, 'New Password').fill('short');
      await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
      await field(page, 'New Password').fill(resetPassword);
      await field(page, 'Confirm New Password').fill(resetPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login$/);
      // A used link is refused on load: a warning, then the forget-password page.
      await page.goto(resetLink);
      await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/forget-password$/);
    });

    await test.step('log in with the new password', async () => {
      await login(page, email, changedPassword);
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
      await login(page, email, resetPassword);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.nb-product-card').first()).toContainText('$');
    });
  },
);

test('a stored session whose customer is gone is logged out; a network error on the verify page shows a toast', async ({ page }) => {
  const ghost = { _id: '7b0f5c7e-2d43-4a8e-9d7a-5b8f0c1d2e3f', user_name: 'Gone Customer', user_email: 'gone@precisionfab.com' };
  await page.goto('/user/login');
  await page.evaluate((user) => {
    localStorage.setItem('@secure.user_auth', JSON.stringify(user));
    localStorage.setItem('@secure.user_auth_token', JSON.stringify('expired-or-foreign-token'));
  }, ghost);
  // The lookup finds nobody (spec section 6: the customer is logged out).
  await page.route(`**/api/v1/customer/${ghost._id}`, (route) =>
    route.fulfill({ status: 404, json: { status: false, message: 'Customer not found' } }),
  );
  await page.goto('/user/profile');
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  // The login page, coming back to the profile if the customer screen sent it there (issue 16).
  await expect(page).toHaveURL(/\/user\/login(\?redirect=%2Fuser%2Fprofile)?$/);
  expect(await page.evaluate(() => localStorage.getItem('@secure.user_auth'))).toBeNull();

  await page.route('**/api/v1/customer/verify/register**', (route) => route.abort('internetdisconnected'));
  await page.goto('/user/verify/register?token=abcdefghijklmnopqrstuvwxyz0123456789ABCD');
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  await expect(page.getByText('We could not reach the shop to check this link. Please try again.')).toBeVisible();
});
