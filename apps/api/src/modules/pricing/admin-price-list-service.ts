import { eq } from 'drizzle-orm';
import { PRICE_LIST_MESSAGES, type PriceListInput } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { priceLists } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { findPriceList, findPriceLists, findRuleReferences, replaceListContents, type NewRuleRecord } from './admin-price-list-queries.js';
import { checkRules } from './admin-price-list-rules.js';
import { priceListSummary, priceListView, ruleTarget } from './admin-price-list-view.js';
import { readRulesCsv, rulesCsv } from './price-list-csv.js';

/** Who changed it, as the audit names them. */
type Staff = { id: string; email: string };

const dates = (l: { startsAt: Date | null; endsAt: Date | null }) => ({
  starts_at: l.startsAt?.toISOString() ?? null,
  ends_at: l.endsAt?.toISOString() ?? null,
});

/** What the audit keeps of a list: enough to see what changed, rule by rule, in words. */
async function auditShape(db: Database, id: string) {
  const found = await findPriceList(db, id);
  if (!found) return null;
  return {
    name: found.list.name,
    ...dates(found.list),
    companies: found.companies.map((c) => c.name),
    rules: found.rules.map((r) => ({
      target: ruleTarget(r),
      ...(r.unitPriceCents === null ? { discount_percent: r.discountPercent } : { unit_price: r.unitPriceCents / 100 }),
      min_quantity: r.minQuantity,
    })),
  };
}

/**
 * Price lists in the back office (issue 27, decision 024): owner and sales give companies contract
 * prices. Every change is checked whole before anything is written (an unknown product, company
 * or category refuses the change) and audited with the list before and after.
 */
export function adminPriceListService(db: Database) {
  async function checked(input: PriceListInput): Promise<NewRuleRecord[]> {
    const refs = await findRuleReferences(db, { products: [], variants: [], categories: [], companies: input.company_ids });
    const missing = input.company_ids.find((id) => !refs.companies.has(id));
    if (missing) throw badRequest(PRICE_LIST_MESSAGES.unknownCompany(missing));
    const { records, errors } = await checkRules(db, input.rules);
    if (errors.length) throw badRequest(errors[0]!.message);
    return records;
  }

  async function one(id: string) {
    const found = await findPriceList(db, id);
    if (!found) throw notFound(PRICE_LIST_MESSAGES.notFound);
    return priceListView(found.list, found.companies, found.rules);
  }

  return {
    one,

    async list() {
      return (await findPriceLists(db)).map((l) => priceListSummary(l.list, l.companies, l.ruleCount));
    },

    async create(input: PriceListInput, staff: Staff) {
      const records = await checked(input);
      const id = await db.transaction(async (tx) => {
        const [list] = await tx
          .insert(priceLists)
          .values({ name: input.name, startsAt: input.starts_at, endsAt: input.ends_at })
          .returning();
        await replaceListContents(tx, list!.id, input.company_ids, records);
        await recordAudit(tx, {
          staff,
          action: 'price_list.create',
          entityType: 'price_list',
          entityId: list!.id,
          summary: `${staff.email} created the price list ${input.name} (${records.length} rules, ${input.company_ids.length} companies)`,
          after: await auditShape(tx, list!.id),
        });
        return list!.id;
      });
      return one(id);
    },

    async update(id: string, input: PriceListInput, staff: Staff) {
      const records = await checked(input);
      await db.transaction(async (tx) => {
        const before = await auditShape(tx, id);
        if (!before) throw notFound(PRICE_LIST_MESSAGES.notFound);
        await tx
          .update(priceLists)
          .set({ name: input.name, startsAt: input.starts_at, endsAt: input.ends_at, updatedAt: new Date() })
          .where(eq(priceLists.id, id));
        await replaceListContents(tx, id, input.company_ids, records);
        await recordAudit(tx, {
          staff,
          action: 'price_list.update',
          entityType: 'price_list',
          entityId: id,
          summary: `${staff.email} changed the price list ${input.name} (${records.length} rules, ${input.company_ids.length} companies)`,
          before,
          after: await auditShape(tx, id),
        });
      });
      return one(id);
    },

    async remove(id: string, staff: Staff) {
      await db.transaction(async (tx) => {
        const before = await auditShape(tx, id);
        if (!before) throw notFound(PRICE_LIST_MESSAGES.notFound);
        await tx.delete(priceLists).where(eq(priceLists.id, id));
        await recordAudit(tx, {
          staff,
          action: 'price_list.delete',
          entityType: 'price_list',
          entityId: id,
          summary: `${staff.email} deleted the price list ${before.name}`,
          before,
        });
      });
    },

    async exportCsv(id: string) {
      const found = await findPriceList(db, id);
      if (!found) throw notFound(PRICE_LIST_MESSAGES.notFound);
      return { name: found.list.name, csv: rulesCsv(found.rules) };
    },

    /** Replaces the list's rules with a CSV's; a dry run (or any mistake) changes nothing. */
    async importCsv(id: string, csv: string, dryRun: boolean, staff: Staff) {
      const found = await findPriceList(db, id);
      if (!found) throw notFound(PRICE_LIST_MESSAGES.notFound);
      const { records, errors } = await readRulesCsv(db, csv);
      if (errors.length || dryRun) return { dry_run: true, rules: records.length, errors };
      await db.transaction(async (tx) => {
        const before = await auditShape(tx, id);
        await replaceListContents(tx, id, null, records);
        await tx.update(priceLists).set({ updatedAt: new Date() }).where(eq(priceLists.id, id));
        await recordAudit(tx, {
          staff,
          action: 'price_list.import',
          entityType: 'price_list',
          entityId: id,
          summary: `${staff.email} imported ${records.length} rules into the price list ${found.list.name} (it had ${found.rules.length})`,
          before,
          after: await auditShape(tx, id),
        });
      });
      return { dry_run: false, rules: records.length, errors: [] };
    },
  };
}

export type AdminPriceListService = ReturnType<typeof adminPriceListService>;
