import { z } from 'zod';

/** The back office's QuickBooks screen (issue 30 item 3, decision 033): GET /api/v1/admin/quickbooks. */
export const AdminQuickBooks = z.object({
  /** The Intuit app's keys are set (QBO_CLIENT_ID, QBO_CLIENT_SECRET): the shop can connect. */
  configured: z.boolean(),
  connected: z.boolean(),
  /** The QuickBooks company (realmId) the books go to. */
  realm_id: z.string().nullable(),
  /** 'oauth': connected by an owner in the back office; 'env': by QBO_REALM_ID and QBO_REFRESH_TOKEN. */
  source: z.enum(['oauth', 'env']).nullable(),
  connected_by: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** Orders placed from then on are booked. */
  books_from: z.string().nullable(),
  /** When Intuit's refresh token runs out (100 days, renewed with every use), when known. */
  refresh_expires_at: z.string().nullable(),
  booked: z.object({ invoices: z.number(), payments: z.number(), sales_receipts: z.number() }),
  /** Orders with something left to book (Net 30 without its invoice, money received without its payment). */
  waiting: z.number(),
});
export type AdminQuickBooks = z.infer<typeof AdminQuickBooks>;

export const AdminQuickBooksConnect = z.object({ authorize_url: z.string() });
export type AdminQuickBooksConnect = z.infer<typeof AdminQuickBooksConnect>;

export const AdminQuickBooksAnswer = z.object({ message: z.string(), result: AdminQuickBooks });
export type AdminQuickBooksAnswer = z.infer<typeof AdminQuickBooksAnswer>;

/** What the callback tells the QuickBooks screen through `?quickbooks=` when it sends the owner back. */
export const QUICKBOOKS_CALLBACK_RESULTS = ['connected', 'refused', 'expired', 'not-allowed', 'failed'] as const;
export type QuickBooksCallbackResult = (typeof QUICKBOOKS_CALLBACK_RESULTS)[number];

export const QUICKBOOKS_MESSAGES = {
  connected: 'The shop is connected to QuickBooks. New orders and payments are booked from now on.',
  refused: 'QuickBooks was not connected: the connection was cancelled on Intuit’s page.',
  expired: 'That connection link has expired or was used already. Start again with “Connect to QuickBooks”.',
  'not-allowed': 'Only an owner who is still signed in may connect the shop to QuickBooks.',
  failed: 'Intuit did not hand over the connection. Please try again in a moment.',
  disconnected: 'The shop is disconnected from QuickBooks. What was booked stays in QuickBooks.',
  notConfigured: 'QuickBooks is not set up on this shop (QBO_CLIENT_ID and QBO_CLIENT_SECRET).',
  notConnected: 'The shop is not connected to QuickBooks.',
  resynced: (n: number) => (n === 1 ? 'One order is queued for booking.' : `${n} orders are queued for booking.`),
} as const;
