import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxAnswer } from '@northbend/shared';

/**
 * Shared set-up for journeys that need a customer: a new, verified account made through the API
 * (register → the mailed link from the dev outbox → verify), and a login through the login page.
 * Not a spec file: Playwright only runs *.spec.ts.
 */
export interface FreshCustomer {
  name: string;
  email: string;
  password: string;
  business: string;
}

/**
 * The storefront path of the newest mailed link to `email` that contains `route`, once at least
 * `count` such mails arrived. Polls: the shop may send a mail after it has answered (forget-password
 * answers alike for unknown emails). The outbox lists the newest first.
 */
export async function mailedLink(request: APIRequestContext, email: string, route: string, count = 1): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await request.get('/api/v1/dev/outbox');
        const { result } = (await outbox.json()) as OutboxAnswer;
        const mails = result.filter((m) => m.to.includes(email) && m.text.includes(route));
        url = mails.length >= count ? mails[0].text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(route)) : undefined;
        return url;
      },
      { message: `a mail to ${email} with a ${route} link`, timeout: 10_000 },
    )
    .toBeDefined();
  const link = new URL(url!);
  return link.pathname + link.search;
}

/** Registers and verifies a new customer; `tag` keeps emails apart between projects and tests. */
export async function freshCustomer(request: APIRequestContext, tag: string): Promise<FreshCustomer> {
  const customer = {
    name: 'Dana Whitfield',
    email: `dana.${tag}.${Date.now()}@precisionfab.com`.toLowerCase(),
    password: 'Punch#2024',
    business: 'Precision Fab LLC',
  };
  const registered = await request.post('/api/v1/customer/register', {
    data: {
      user_name: customer.name,
      user_email: customer.email,
      user_mobile_number: '+1 616 555 0199',
      user_business_name: customer.business,
      user_password: customer.password,
      user_confirm_password: customer.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verifyPath = await mailedLink(request, customer.email, '/user/verify/register?token=');
  const token = new URLSearchParams(verifyPath.split('?')[1]).get('token') ?? '';
  const verified = await request.get(`/api/v1/customer/verify/register?token=${encodeURIComponent(token)}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return customer;
}

/** Logs in through the login page and waits for the store home (spec section 4). */
export async function logIn(page: Page, customer: FreshCustomer): Promise<void> {
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The logged-in customer's id and access token, from the stored session (spec section 3). */
export async function sessionOf(page: Page): Promise<{ id: string; token: string }> {
  return page.evaluate(() => ({
    id: (JSON.parse(localStorage.getItem('@secure.user_auth') ?? '{}') as { _id: string })._id,
    token: JSON.parse(localStorage.getItem('@secure.user_auth_token') ?? '""') as string,
  }));
}
