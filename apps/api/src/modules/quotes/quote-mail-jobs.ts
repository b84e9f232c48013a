import { centsToDollars, formatPrice } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.js';
import { quoteSalesNotice } from '../../integrations/mail/templates/quote-sales-notice.js';
import { enqueueJob, type JobHandlers } from '../jobs/index.js';
import { customerOfQuote, findQuoteById, formatQuoteNumber } from './quote-queries.js';

/** The kinds of the quote emails' jobs (decision 013); their labels are in packages/shared/src/jobs.ts. */
export const QUOTE_JOBS = {
  requested: 'quote.requested',
  salesNotice: 'quote.sales_notice',
  sent: 'quote.sent',
  message: 'quote.message',
  customerMessage: 'quote.customer_message',
  declined: 'quote.declined',
  ordered: 'quote.ordered',
} as const;

type RenderedMail = Omit<MailMessage, 'attachments' | 'idempotencyKey'>;

/**
 * Queues an email rendered now, in the transaction of the change it tells about (as the contact
 * module does): the quote's words and prices are already kept in the quote tables, and no secret.
 * `cause` makes the job's key: one email per request, offer, message or decline.
 */
export async function queueQuoteMail(tx: Database, kind: keyof typeof QUOTE_JOBS, cause: string, mail: RenderedMail): Promise<void> {
  await enqueueJob(tx, { kind: QUOTE_JOBS[kind], key: `${QUOTE_JOBS[kind]}.${cause}`, payload: { mail, about: mail.to } });
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
  const send: JobHandlers[string] = async (payload, job) => {
    await mailer.send({ ...(payload.mail as RenderedMail), idempotencyKey: job.key });
  };
  /**
   * The ordered notice is queued by the order's transaction (which knows no mail settings), so it
   * is rendered here, when it runs, from the quote as it was ordered.
   */
  const ordered: JobHandlers[string] = async (payload, job) => {
    const quote = await findQuoteById(db, String(payload.quoteId));
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
      { kind: 'ordered', orderNumber: String(payload.orderNumber), total: formatPrice(centsToDollars(quote.totalCents ?? 0)) },
    );
    await mailer.send({ ...mail, to: config.salesEmail, idempotencyKey: job.key });
  };
  return { ...Object.fromEntries(Object.values(QUOTE_JOBS).map((kind) => [kind, send])), [QUOTE_JOBS.ordered]: ordered };
}
