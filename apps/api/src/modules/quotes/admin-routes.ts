import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminQuoteActionAnswer,
  AdminQuoteAnswer,
  AdminQuotePage,
  AdminQuoteQuery,
  QUOTE_TEXTS,
  QuoteDeclineBody,
  QuoteMessageBody,
  QuoteNumberParams,
  QuoteOfferBody,
} from '@northbend/shared';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminQuoteService } from './admin-quote-service.js';
import { sendDrawing } from './send-drawing.js';

const tags = ['admin'];
const params = QuoteNumberParams;

/** /api/v1/admin/quotes…: sales' side of quotes for special tools (owner, sales). */
export const adminQuoteRoutes: FastifyPluginAsyncZod<Parameters<typeof adminQuoteService>[0]> = async (app, deps) => {
  const quotes = adminQuoteService(deps);
  const config = { staff: 'quotes.manage' } as const;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Quotes by status, searched (owner, sales)',
        querystring: AdminQuoteQuery,
        response: { 200: AdminQuotePage },
      },
    },
    async (req) => quotes.list(req.query),
  );

  app.get(
    '/:quoteNumber',
    {
      config,
      schema: { tags, summary: 'A quote with its customer, lines and thread (owner, sales)', params, response: { 200: AdminQuoteAnswer } },
    },
    async (req) => ({ result: await quotes.detail(req.params.quoteNumber) }),
  );

  app.get(
    '/:quoteNumber/drawing',
    { config, schema: { tags, summary: 'The drawing of a quote, as a download (owner, sales)', params } },
    async (req, reply) => sendDrawing(reply, await quotes.drawing(req.params.quoteNumber)),
  );

  app.put(
    '/:quoteNumber/offer',
    {
      config,
      schema: {
        tags,
        summary: 'Send or revise the priced offer; the customer gets it by email (owner, sales)',
        description:
          'A revised offer replaces the lines and takes the old ones out of the customer’s cart. 409 on an ordered or declined quote.',
        params,
        body: QuoteOfferBody,
        response: { 200: AdminQuoteActionAnswer },
      },
    },
    async (req) => ({ result: await quotes.offer(staffOf(req), req.params.quoteNumber, req.body), message: QUOTE_TEXTS.offerSent }),
  );

  app.post(
    '/:quoteNumber/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Write to the customer about the quote; they get it by email (owner, sales)',
        params,
        body: QuoteMessageBody,
        response: { 200: AdminQuoteActionAnswer },
      },
    },
    async (req) => ({
      result: await quotes.message(staffOf(req), req.params.quoteNumber, req.body.body),
      message: QUOTE_TEXTS.messageSent,
    }),
  );

  app.post(
    '/:quoteNumber/decline',
    {
      config,
      schema: {
        tags,
        summary: 'Decline the request with a message to the customer (owner, sales)',
        params,
        body: QuoteDeclineBody,
        response: { 200: AdminQuoteActionAnswer },
      },
    },
    async (req) => ({
      result: await quotes.decline(staffOf(req), req.params.quoteNumber, req.body.message),
      message: QUOTE_TEXTS.declined,
    }),
  );
};
