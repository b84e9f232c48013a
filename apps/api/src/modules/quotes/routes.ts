import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QUOTE_TEXTS,
  QuoteAcceptAnswer,
  QuoteActionAnswer,
  QuoteAnswer,
  QuoteListAnswer,
  QuoteMessageBody,
  QuoteNumberParams,
  QuoteRequestFields,
} from '@northbend/shared';
import { badRequest } from '../../lib/http-errors.js';
import { requireCustomer } from '../../plugins/viewer.js';
import { QUOTE_FORM_LIMITS, readQuoteForm } from './quote-form.js';
import type { QuoteService } from './quote-service.js';
import { sendDrawing } from './send-drawing.js';
import { acceptMultipartForms } from '../../plugins/multipart-forms.js';

const tags = ['quotes'];
const params = QuoteNumberParams;

/** /api/v1/quotes…: a customer's requests for quotation, their thread, and accepting an offer (issue 14 item 5). */
export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  // Every quote call needs a customer: a visitor gets 401 before the body is even read.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });
  // Only the request form parses multipart; the plugin stays inside this scope.
  await acceptMultipartForms(app, QUOTE_FORM_LIMITS);

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Request a quote for a special tool',
        description:
          'multipart/form-data: machine, tool_type (≤ 120 characters), quantity (1–9999), needed_by (YYYY-MM-DD, optional, not in the past), notes (≤ 2000, optional) and an optional file `drawing`: a PDF, PNG, JPEG or DXF by its content, at most 10 MB.',
        consumes: ['multipart/form-data'],
        response: { 201: QuoteActionAnswer },
      },
    },
    async (req, reply) => {
      const customerId = requireCustomer(req);
      const form = await readQuoteForm(req);
      const fields = QuoteRequestFields.safeParse(form.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The quote request is not valid.');
      const result = await quotes.request(customerId, fields.data, form.drawing);
      return reply.code(201).send({ result, message: QUOTE_TEXTS.requested });
    },
  );

  app.get('', { schema: { tags, summary: 'My quotes, newest first', response: { 200: QuoteListAnswer } } }, async (req) => ({
    result: await quotes.list(requireCustomer(req)),
  }));

  app.get(
    '/:quoteNumber',
    { schema: { tags, summary: 'One of my quotes with its lines and thread', params, response: { 200: QuoteAnswer } } },
    async (req) => ({ result: await quotes.detail(requireCustomer(req), req.params.quoteNumber) }),
  );

  app.get(
    '/:quoteNumber/drawing',
    { schema: { tags, summary: 'The drawing of one of my quotes (a download)', params } },
    async (req, reply) => sendDrawing(reply, await quotes.drawing(requireCustomer(req), req.params.quoteNumber)),
  );

  app.post(
    '/:quoteNumber/messages',
    { schema: { tags, summary: 'Write to sales about my quote', params, body: QuoteMessageBody, response: { 201: QuoteActionAnswer } } },
    async (req, reply) => {
      const result = await quotes.message(requireCustomer(req), req.params.quoteNumber, req.body.body);
      return reply.code(201).send({ result, message: QUOTE_TEXTS.messageSent });
    },
  );

  app.post(
    '/:quoteNumber/accept',
    {
      schema: {
        tags,
        summary: 'Accept a valid offer: its lines go into my cart at the quoted prices',
        description: 'No body; anything sent is ignored. 409 when the quote has no valid offer (requested, declined, expired, ordered).',
        params,
        response: { 200: QuoteAcceptAnswer },
      },
    },
    async (req) => ({ result: await quotes.accept(requireCustomer(req), req.params.quoteNumber), message: QUOTE_TEXTS.accepted }),
  );
};
