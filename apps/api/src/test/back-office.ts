import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@northbend/shared';
import { vi } from 'vitest';
import type { orders } from '../db/schema/index.js';
import type { OutboxMessage } from '../integrations/mail/outbox-mailer.js';
import type { OrderRow } from '../modules/orders/index.js';
import { newCustomer, outbox, type TestCustomer } from './customers.js';
import { insertOrder } from './orders.js';
import { bearer, createStaff, staffToken, type TestStaff } from './staff.js';
import type { TestShop } from './test-app.js';

// Back-office shop fixtures for the admin API tests: a signed-in staff user who calls
// /api/v1/admin/…, orders of a customer in any state, and waiting for the emails that follow a commit.

export type AdminSend = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export interface SignedInTestStaff extends TestStaff {
  token: string;
  /** Calls /api/v1/admin{path} with this staff user's token. */
  send: AdminSend;
}

/** A new staff user of `role` with an access token and a caller of the admin API. */
export async function signedInStaff(shop: TestShop, role: StaffRole): Promise<SignedInTestStaff> {
  const staff = await createStaff(shop, { role, name: `${role[0].toUpperCase()}${role.slice(1)} Tester` });
  const token = await staffToken(shop, { id: staff.id });
  const send: AdminSend = (method, path, payload) =>
    shop.app.inject({
      method,
      url: `/api/v1/admin${path}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return { ...staff, token, send };
}

/** A customer and an order of theirs straight in the table, with the given columns. */
export async function customerOrder(
  shop: TestShop,
  values: Partial<typeof orders.$inferInsert> = {},
  customer?: TestCustomer,
): Promise<{ customer: TestCustomer; order: OrderRow }> {
  const owner = customer ?? (await newCustomer(shop, { address: true }));
  return { customer: owner, order: await insertOrder(shop.handle.db, owner.id, values) };
}

/** Waits until the outbox holds a message to `to` whose subject contains `subject`, and answers it. */
export async function mailTo(shop: TestShop, to: string, subject: string): Promise<OutboxMessage> {
  return vi.waitFor(
    async () => {
      const found = (await outbox(shop)).find((m) => m.to === to && m.subject.includes(subject));
      if (!found) throw new Error(`no mail to ${to} about "${subject}" yet`);
      return found;
    },
    { timeout: 5_000, interval: 50 },
  );
}
