import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.js';
import { mailTo } from '../../test/back-office.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import type { TestShop } from '../../test/test-app.js';

/** The invitation link's token from the invitee's email. */
export async function invitationToken(shop: TestShop, email: string): Promise<string> {
  const mail = await mailTo(shop, email, 'Join ');
  const token = /\/user\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  return token;
}

export const PASSWORD = 'Foreman#2026';

/** An admin (a new customer: the admin of a company of their own) and a buyer they invited, accepted and logged in. */
export async function companyWithBuyer(
  shop: TestShop,
  orderLimit: number | null = 500,
): Promise<{ admin: TestCustomer; buyer: TestCustomer }> {
  const admin = await newCustomer(shop, { address: true });
  const email = `foreman-${admin.id.slice(0, 8)}@precisionfab.com`;
  const invited = await admin.send('POST', '/company/members', {
    user_email: email,
    user_name: 'Sam Foreman',
    company_role: 'buyer',
    order_limit: orderLimit,
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const token = await invitationToken(shop, email);
  const accepted = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/company/invitations/accept',
    payload: { token, user_name: 'Sam Foreman', user_password: PASSWORD, user_confirm_password: PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  const buyerId = invited.json().result._id as string;
  const token2 = await shop.customerToken(buyerId);
  const send: TestCustomer['send'] = (method, url, payload) =>
    shop.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: token2 },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const [row] = await shop.handle.db.select().from(customers).where(eq(customers.id, buyerId));
  return { admin, buyer: { id: buyerId, email, row: row!, token: token2, send } };
}
