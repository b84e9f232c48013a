import { createHash } from 'node:crypto';
import { z } from 'zod';
import { moneyReceived, type PaymentStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { qboApi, qboQuoted, type QboApi, type QboApiOptions } from '../../integrations/quickbooks/qbo-api.js';
import type { QuickBooksSettings } from '../../integrations/quickbooks/qbo-settings.js';
import { handleJob, jobKind, type JobContext, type JobHandlers } from '../jobs/index.js';
import { entriesOf, findConnection, insertEntry, orderToBook } from './books-queries.js';
import type { QboConnection } from './qbo-connection.js';
import { bookLines, invoiceOf, paymentOf, qboName, salesReceiptOf, type BookLine, type OrderToBook } from './qbo-documents.js';

/** Books one order in QuickBooks: its Customer and Items as needed, its Invoice (Net 30), its Payment or Sales Receipt. */
export const BOOK_ORDER_JOB = jobKind('books.order', z.object({ orderId: z.string().uuid(), about: z.string() }));

type Json = Record<string, unknown>;
type Entity = { Id: string } & Json;

/** Short, stable requestids (Intuit keeps them per company): the same booking always sends the same one. */
const requestId = (what: string) => what.slice(0, 50);
const nameKey = (name: string) => createHash('sha256').update(name).digest('base64url').slice(0, 20);

/**
 * The books jobs (decision 033). A booking calls QuickBooks first and then records the id it got;
 * a crash or failure in between leaves the job to run again, and the same `requestid` makes
 * QuickBooks answer with what it booked the first time (decision 022's "call, then commit" with
 * the partner's idempotency; the job itself is the durable record).
 */
export function booksJobs(deps: { db: Database; qbo: QuickBooksSettings; connection: QboConnection; api?: QboApiOptions }): JobHandlers {
  const { db, qbo, connection } = deps;
  return [
    handleJob(BOOK_ORDER_JOB, async ({ orderId }, job) => {
      const row = await findConnection(db);
      if (!row) return job.log.info({ orderId }, 'QuickBooks is not connected: the order is booked after the next connection');
      const order = await orderToBook(db, orderId);
      if (!order || order.status === 'Cancelled') return;
      const realmId = row.realmId;
      const api = qboApi(qbo, { realmId, accessToken: async (renew) => (await connection.accessToken(renew)).token }, deps.api);
      await bookOrder(db, api, order, job, qbo.incomeAccount);
    }),
  ];
}

async function bookOrder(db: Database, api: QboApi, order: OrderToBook, job: JobContext, incomeAccount?: string): Promise<void> {
  const entries = await entriesOf(db, order.id, api.realmId);
  const needsInvoice = order.paymentType === 'NET_30' && !entries.has('invoice');
  const paid = moneyReceived(order.paymentStatus as PaymentStatus);
  const needsPayment = paid && !entries.has('payment') && !entries.has('sales_receipt');
  if (!needsInvoice && !needsPayment) return;
  const customerId = await customerFor(api, order);
  const items = itemFinder(api, incomeAccount);
  let invoice = entries.get('invoice');
  if (needsInvoice) {
    const lines = bookLines(order);
    const created = await api.create<Entity>(
      'Invoice',
      'invoice',
      invoiceOf(order, customerId, lines, await items.idsOf(lines)),
      requestId(`order-${order.orderNumber}-invoice`),
    );
    await insertEntry(db, {
      orderId: order.id,
      kind: 'invoice',
      realmId: api.realmId,
      qboId: created.Id,
      qboCustomerId: customerId,
      amountCents: order.totalCents,
    });
    invoice = (await entriesOf(db, order.id, api.realmId)).get('invoice');
    job.log.info({ order: order.orderNumber, invoice: created.Id }, 'order booked in QuickBooks as an Invoice');
  }
  if (!needsPayment) return;
  if (invoice) {
    const created = await api.create<Entity>(
      'Payment',
      'payment',
      paymentOf(order, invoice.qboCustomerId, invoice.qboId, order.totalCents),
      requestId(`order-${order.orderNumber}-payment`),
    );
    await insertEntry(db, {
      orderId: order.id,
      kind: 'payment',
      realmId: api.realmId,
      qboId: created.Id,
      qboCustomerId: invoice.qboCustomerId,
      amountCents: order.totalCents,
    });
    return;
  }
  const lines = bookLines(order);
  const created = await api.create<Entity>(
    'SalesReceipt',
    'salesreceipt',
    salesReceiptOf(order, customerId, lines, await items.idsOf(lines)),
    requestId(`order-${order.orderNumber}-receipt`),
  );
  await insertEntry(db, {
    orderId: order.id,
    kind: 'sales_receipt',
    realmId: api.realmId,
    qboId: created.Id,
    qboCustomerId: customerId,
    amountCents: order.totalCents,
  });
}

/** The company's QBO Customer, found by DisplayName or created. */
async function customerFor(api: QboApi, order: OrderToBook): Promise<string> {
  const name = qboName(order.customerName);
  const [found] = await api.query<Entity>('Customer', `select * from Customer where DisplayName = ${qboQuoted(name)}`);
  if (found) return found.Id;
  const created = await api.create<Entity>(
    'Customer',
    'customer',
    { DisplayName: name, CompanyName: name, PrimaryEmailAddr: { Address: order.customerEmail } },
    requestId(`company-${order.companyId}`),
  );
  return created.Id;
}

/** Items by Name (the product's name, or Shipping and Sales tax), created as Service items on the income account when missing. */
function itemFinder(api: QboApi, incomeAccountName?: string) {
  let incomeAccount: Promise<string> | undefined;
  const accountId = (qbo: string | undefined) =>
    (incomeAccount ??= (async () => {
      const statement = qbo ? `select * from Account where Name = ${qboQuoted(qbo)}` : `select * from Account where AccountType = 'Income'`;
      const [account] = await api.query<Entity>('Account', statement);
      if (!account)
        throw new Error(
          qbo ? `QuickBooks has no account named '${qbo}' (QBO_INCOME_ACCOUNT)` : 'QuickBooks has no Income account to book products to',
        );
      return account.Id;
    })());
  return {
    async idsOf(lines: BookLine[]): Promise<Map<string, string>> {
      const ids = new Map<string, string>();
      for (const line of lines) {
        if (ids.has(line.itemName)) continue;
        const [found] = await api.query<Entity>('Item', `select * from Item where Name = ${qboQuoted(line.itemName)}`);
        if (found) {
          ids.set(line.itemName, found.Id);
          continue;
        }
        const created = await api.create<Entity>(
          'Item',
          'item',
          {
            Name: line.itemName,
            Type: 'Service',
            ...(line.sku ? { Sku: line.sku.slice(0, 100) } : {}),
            IncomeAccountRef: { value: await accountId(incomeAccountName) },
          },
          requestId(`item-${nameKey(line.itemName)}`),
        );
        ids.set(line.itemName, created.Id);
      }
      return ids;
    },
  };
}
