import { centsToDollars, formatPrice } from '@northbend/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { renderedMailSchema, type RenderedMail } from '../../integrations/mail/rendered-mail.js';
import { quoteSalesNotice } from '../../integrations/mail/templates/quote-sales-notice.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { customerOfQuote, findQuoteById, formatQuoteNumber } from './quote-queries.js';

/** An email rendered when queued; `about` (the recipient) is what staff see on the jobs page. */
const sendsMail = z.object({ mail: renderedMailSchema, about: z.string() });

/** The quote emails rendered when queued (decision 013); their labels are in packages/shared/src/jobs.ts. */
const RENDERED_QUOTE_JOBS = {
  requested: jobKind('quote.requested', sendsMail),
  salesNotice: jobKind('quote.sales_notice', sendsMail),
  sent: jobKind('quote.sent', sendsMail),
  message: jobKind('quote.message', sendsMail),
  customerMessage: jobKind('quote.customer_message', sendsMail),
  declined: jobKind('quote.declined', sendsMail),
};

/** The kinds of the quote emails' jobs and their payloads; the ordered notice is rendered when it runs. */
export const QUOTE_JOBS = {
  ...RENDERED_QUOTE_JOBS,
  // `about` ('Q-10001 in NB-100005') is what staff see on the jobs page; optional, so a job queued
  // before it was written still runs.
  ordered: jobKind('quote.ordered', z.object({ quoteId: z.guid(), orderNumber: z.string().min(1), about: z.string().optional() })),
};

/**
 * Queues an email rendered now, in the transaction of the change it tells about (as the contact
 * module does): the quote's words and prices are already kept in the quote tables, and no secret.
 * `cause` makes the job's key: one email per request, offer, message or decline.
 */
export async function queueQuoteMail(
  tx: Database,
  kind: keyof typeof RENDERED_QUOTE_JOBS,
  cause: string,
  mail: RenderedMail,
): Promise<void> {
  const job = RENDERED_QUOTE_JOBS[kind];
  await enqueueJob(tx, { kind: job, key: `${job.name}.${cause}`, payload: { mail, about: mail.to } });
}

/** The back office's page of a quote, linked from sales' notices. */
export const adminQuoteUrl = (publicUrl: string, quoteNumber: string) => `${publicUrl}/admin/quotes/${encodeURIComponent(quoteNumber)}`;

export function quoteMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail'>;
}): JobHandlers {
  const send = (payload: z.output<typeof sendsMail>, job: { key: string }) => mailer.send({ ...payload.mail, idempotencyKey: job.key });
  /**
   * The ordered notice is queued by the order's transaction (which knows no mail settings), so it
   * is rendered here, when it runs, from the quote as it was ordered.
   */
  const ordered = handleJob(QUOTE_JOBS.ordered, async (payload, job) => {
    const quote = await findQuoteById(db, payload.quoteId);
    if (!quote) return;
    const customer = await customerOfQuote(db, quote.customerId);
    const quoteNumber = formatQuoteNumber(quote.number);
    const mail = quoteSalesNotice(
      {
        brandName: config.brandName,
        quoteNumber,
        customerName: customer?.name ?? '',
        customerEmail: customer?.email ?? '',
        company: customer?.company ?? '',
        toolType: quote.toolType,
        machine: quote.machine,
        adminUrl: adminQuoteUrl(config.publicUrl, quoteNumber),
      },
      { kind: 'ordered', orderNumber: payload.orderNumber, total: formatPrice(centsToDollars(quote.totalCents ?? 0)) },
    );
    await mailer.send({ ...mail, to: config.salesEmail, idempotencyKey: job.key });
  });
  return [...Object.values(RENDERED_QUOTE_JOBS).map((kind) => handleJob(kind, send)), ordered];
}
