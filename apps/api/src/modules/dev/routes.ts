import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxAnswer } from '@northbend/shared';
import type { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { isOutboxId } from '../../integrations/mail/outbox-mailer.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { fromThisMachine } from './loopback.js';
import { outboxListPage, outboxMessagePage } from './outbox-page.js';

export const OUTBOX_MESSAGES = { notLocal: 'The outbox can only be read on the machine the shop runs on.' } as const;

const MessageParams = z.object({ id: z.string().refine(isOutboxId, 'Invalid message id') });
const AttachmentParams = MessageParams.extend({ index: z.coerce.number().int().min(0).max(99) });

// The frame's srcdoc inherits this policy: the email's HTML may style itself and show images,
// but never run a script, submit a form or be framed by another site.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-robots-tag': 'noindex',
};

/**
 * Development only (registered by app.ts when the outbox mailer is in use and NODE_ENV is not
 * production): read the mail the shop would have sent. HTML at /dev/outbox, JSON for tests and
 * browser journeys at /api/v1/dev/outbox.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxMailer;
  /** Runs before each list is read: the due email jobs (decision 013), so mail queued a moment ago shows. */
  beforeRead?: () => Promise<unknown>;
}> = async (app, { outbox, beforeRead }) => {
  const list = async () => {
    await beforeRead?.();
    return outbox.list();
  };
  // The outbox holds every customer's mail, password-reset links included: only someone on this
  // machine may read it, even when a careless start listens on every interface.
  app.addHook('onRequest', async (req) => {
    if (!fromThisMachine(req)) throw forbidden(OUTBOX_MESSAGES.notLocal);
  });

  app.get(
    '/api/v1/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail written to the local outbox, newest first (development only)',
        response: { 200: OutboxAnswer },
      },
    },
    async () => ({ result: await list() }),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => reply.headers(PAGE_HEADERS).send(outboxListPage(await list())));

  app.get('/dev/outbox/:id', { schema: { hide: true, params: MessageParams } }, async (req, reply) => {
    const message = await outbox.read(req.params.id);
    if (!message) throw notFound('Message not found');
    return reply.headers(PAGE_HEADERS).send(outboxMessagePage(message));
  });

  // Always a download (never shown inline), so an attachment cannot run as a page of this origin.
  app.get('/dev/outbox/:id/attachments/:index', { schema: { hide: true, params: AttachmentParams } }, async (req, reply) => {
    const file = await outbox.readAttachment(req.params.id, req.params.index);
    if (!file) throw notFound('Attachment not found');
    const filename = file.filename.replace(/[^\w.-]+/g, '_');
    return reply
      .headers({
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(file.content);
  });
};
