import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BooksService } from './books-service.js';

const CallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  realmId: z
    .string()
    .regex(/^\d{1,30}$/)
    .optional(),
  error: z.string().max(200).optional(),
});

/**
 * GET /api/v1/quickbooks/callback: where Intuit sends the owner back with `code`, `state` and
 * `realmId` (it must be listed as a Redirect URI of the Intuit app). A browser redirect carries no
 * back-office token, so the `state` proves who started it; the owner lands on the QuickBooks
 * screen, told what happened.
 */
export const booksCallbackRoutes: FastifyPluginAsyncZod<{ books: BooksService; publicUrl: string }> = async (app, { books, publicUrl }) => {
  app.get(
    '/callback',
    {
      schema: {
        tags: ['admin'],
        summary: "Intuit's OAuth 2.0 redirect back to the shop: stores the connection, then sends the owner to the QuickBooks screen",
        querystring: CallbackQuery,
      },
    },
    async (req, reply) => {
      const result = await books.finishConnect(req.query, req.log);
      return reply.header('cache-control', 'no-store').redirect(`${publicUrl}/admin/quickbooks?quickbooks=${result}`, 303);
    },
  );
};
