import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminQuickBooks, AdminQuickBooksAnswer, AdminQuickBooksConnect, QUICKBOOKS_MESSAGES } from '@northbend/shared';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf, staffSessionOf } from '../../plugins/staff-viewer.js';
import type { BooksService } from './books-service.js';

const tags = ['admin'];
// Seeing the books and queueing what is missing is for those who follow the jobs (owner, sales);
// connecting the shop's books to a company, or cutting it off, is the owner's (settings.manage).
const followers = { staff: 'jobs.manage' } as const;
const owners = { staff: 'settings.manage' } as const;

/** /api/v1/admin/quickbooks: the back office's QuickBooks screen (issue 30 item 3, decision 033). */
export const adminBooksRoutes: FastifyPluginAsyncZod<{ books: BooksService }> = async (app, { books }) => {
  acceptEmptyJson(app);

  app.get(
    '',
    {
      config: followers,
      schema: { tags, summary: 'The QuickBooks connection and what is booked (owner, sales)', response: { 200: AdminQuickBooks } },
    },
    async () => books.status(),
  );

  app.post(
    '/connect',
    {
      config: owners,
      schema: {
        tags,
        summary: "Start connecting to QuickBooks: Intuit's consent page, its state bound to this session (owner)",
        description: '409 when QBO_CLIENT_ID and QBO_CLIENT_SECRET are not set.',
        response: { 200: AdminQuickBooksConnect },
      },
    },
    async (req) => books.startConnect(staffOf(req), staffSessionOf(req) ?? ''),
  );

  app.post(
    '/disconnect',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Disconnect the shop from QuickBooks; what was booked stays there (owner)',
        description: '409 when not connected.',
        response: { 200: AdminQuickBooksAnswer },
      },
    },
    async (req) => ({ message: QUICKBOOKS_MESSAGES.disconnected, result: await books.disconnect(staffOf(req)) }),
  );

  app.post(
    '/resync',
    {
      config: followers,
      schema: {
        tags,
        summary: 'Queue every order not booked yet, failed bookings included (owner, sales)',
        description: '409 when not connected.',
        response: { 200: AdminQuickBooksAnswer },
      },
    },
    async (req) => {
      const { queued, result } = await books.resync(staffOf(req));
      return { message: QUICKBOOKS_MESSAGES.resynced(queued), result };
    },
  );
};
