import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars, CompanyTerms, IdParams, PAYMENT_METHOD_TYPES } from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { companies, customers, orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { findCompany } from './company-queries.js';
import { termsOf, termsView } from './credit-terms.js';

const tags = ['admin'];

const TermsBody = z.object({
  payment_methods: z
    .array(z.enum(PAYMENT_METHOD_TYPES, { message: `Payment methods are ${PAYMENT_METHOD_TYPES.join(', ')}` }))
    .min(1, 'Choose at least one payment method.')
    .max(PAYMENT_METHOD_TYPES.length),
  credit_limit: z
    .number({ message: 'The credit limit must be a number of dollars.' })
    .min(0, 'The credit limit must be 0 or more.')
    .max(10_000_000, 'The credit limit can be at most $10,000,000.'),
  overdue_hold_days: z
    .number({ message: 'The overdue hold must be a whole number of days.' })
    .int('The overdue hold must be a whole number of days.')
    .min(0, 'The overdue hold must be 0 days or more.')
    .max(365, 'The overdue hold can be at most 365 days.'),
});

/** Aging buckets of the open Net 30 balance by days past the invoice's due date (placed, no invoice yet: current). */
const Receivable = z.object({
  company_id: z.string(),
  company_name: z.string(),
  open_balance: z.number(),
  buckets: z.object({ current: z.number(), d1_30: z.number(), d31_60: z.number(), d61_90: z.number(), over_90: z.number() }),
});

/**
 * Credit terms and receivables in the back office (issue 27): staff who take payments (owner,
 * sales) set a company's methods, Net 30 limit and overdue hold, and see what every company owes.
 */
export const adminTermsRoutes: FastifyPluginAsyncZod<{ db: Database; creditTerms: CreditTermsDefaults }> = async (
  app,
  { db, creditTerms },
) => {
  const config = { staff: 'orders.payments' } as const;

  app.put(
    '/companies/:id/terms',
    {
      config,
      schema: {
        tags,
        summary: "Set a company's payment terms (owner, sales)",
        params: IdParams,
        body: TermsBody,
        response: { 200: z.object({ result: CompanyTerms, message: z.string() }) },
      },
    },
    async (req) => {
      const me = staffOf(req);
      const company = await findCompany(db, req.params.id);
      if (!company) throw notFound('Company not found');
      const current = await termsOf(db, company.id, creditTerms);
      const values = {
        paymentMethods: PAYMENT_METHOD_TYPES.filter((t) => req.body.payment_methods.includes(t)),
        creditLimitCents: Math.round(req.body.credit_limit * 100),
        overdueHoldDays: req.body.overdue_hold_days,
      };
      await db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ ...values, updatedAt: new Date() })
          .where(sql`${companies.id} = ${company.id}`);
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'company.terms',
          entityType: 'company',
          entityId: company.id,
          summary: `${me.email} set the terms of ${company.name || 'a company'}: ${values.paymentMethods.join(', ')}; Net 30 limit $${req.body.credit_limit.toFixed(2)}; hold after ${values.overdueHoldDays} days overdue`,
          before: {
            payment_methods: current.paymentMethods,
            credit_limit: current.creditLimitCents / 100,
            overdue_hold_days: current.overdueHoldDays,
          },
          after: req.body,
        });
      });
      return { result: termsView(await termsOf(db, company.id, creditTerms)), message: 'The terms have been saved.' };
    },
  );

  app.get(
    '/receivables',
    {
      config,
      schema: {
        tags,
        summary: 'What each company owes on Net 30, by age (owner, sales)',
        response: { 200: z.object({ result: z.array(Receivable) }) },
      },
    },
    async () => {
      const rows = await queryRows<{ company_id: string; company_name: string; bucket: string; cents: string }>(
        db,
        sql`with open as (
          select ${customers.companyId} as company_id, ${orders.totalCents} as cents,
            case when ${orders.paymentResponse} ? 'due_date'
              then greatest(0, floor(extract(epoch from now() - to_timestamp((${orders.paymentResponse} ->> 'due_date')::double precision)) / 86400))
              else 0 end as days_late
          from ${orders} join ${customers} on ${customers.id} = ${orders.customerId}
          where ${orders.paymentType} = 'NET_30' and ${orders.status} <> 'Cancelled'
            and ${orders.paymentStatus} in ('Pending', 'unpaid', 'Overdue', 'Awaiting Payment'))
        select o.company_id, c.name as company_name,
          case when days_late = 0 then 'current' when days_late <= 30 then 'd1_30' when days_late <= 60 then 'd31_60'
               when days_late <= 90 then 'd61_90' else 'over_90' end as bucket,
          sum(o.cents) as cents
        from open o join ${companies} c on c.id = o.company_id
        group by 1, 2, 3`,
      );
      const byCompany = new Map<string, z.infer<typeof Receivable>>();
      for (const r of rows) {
        const entry = byCompany.get(r.company_id) ?? {
          company_id: r.company_id,
          company_name: r.company_name,
          open_balance: 0,
          buckets: { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 },
        };
        // One row per company and bucket (the query groups them); the balance adds them in cents.
        entry.buckets[r.bucket as keyof typeof entry.buckets] = centsToDollars(Number(r.cents));
        entry.open_balance = centsToDollars(Object.values(entry.buckets).reduce((cents, d) => cents + Math.round(d * 100), 0));
        byCompany.set(r.company_id, entry);
      }
      return { result: [...byCompany.values()].sort((a, b) => b.open_balance - a.open_balance) };
    },
  );
};
