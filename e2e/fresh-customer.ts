import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginAnswer, OutboxAnswer } from '@northbend/shared';

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

/**
 * Logs in through the API, as the login page does (POST /customer/login), and stores the session
 * where the storefront keeps it (spec section 3), then opens the store home. The browser context's
 * request client shares its cookies, so the refresh cookie is set as after a real login. The login
 * form itself is proven once, by customer-account.spec.ts and return-after-login.spec.ts.
 */
export async function logIn(page: Page, customer: FreshCustomer): Promise<void> {
  const answer = await page.request.post('/api/v1/customer/login', {
    data: { user_email: customer.email, user_password: customer.password, remember_me: false },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { user, authToken } = (await answer.json()) as LoginAnswer;
  // The storage belongs to the shop's origin: a small same-origin answer opens it without the app.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([stored, token]) => {
      localStorage.setItem('@secure.user_auth', JSON.stringify(stored));
      localStorage.setItem('@secure.user_auth_token', JSON.stringify(token));
    },
    [user, authToken] as const,
  );
  await page.goto('/');
  // The header's account menu names the customer once the storefront has read the session.
  await expect(page.getByRole('button', { name: `Account of ${user.user_name ?? customer.name}` })).toBeAttached();
}

/** The logged-in customer's id and access token, from the stored session (spec section 3). */
export async function sessionOf(page: Page): Promise<{ id: string; token: string }> {
  return page.evaluate(() => ({
    id: (JSON.parse(localStorage.getItem('@secure.user_auth') ?? '{}') as { _id: string })._id,
    token: JSON.parse(localStorage.getItem('@secure.user_auth_token') ?? '""') as string,
  }));
}
