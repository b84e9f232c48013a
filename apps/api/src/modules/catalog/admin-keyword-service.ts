import type { AdminKeywordDropdown, KeywordDropdownBody } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import {
  allKeywordDropdowns,
  keywordUsage,
  lockKeywordDropdown,
  removeValuesFromProducts,
  removeValuesFromProfiles,
  saveKeywordDropdown,
  type KeywordDropdownRow,
} from './admin-keyword-queries.js';

export const KEYWORD_DROPDOWN_NOT_FOUND = 'Dropdown not found';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/** What a save changes, in the shop's words. */
function differences(before: KeywordDropdownRow, after: KeywordDropdownBody) {
  const old = new Map(before.options.map((o) => [o.value, o]));
  const kept = new Set(after.options.map((o) => o.value));
  const added = after.options.filter((o) => !old.has(o.value));
  const removed = before.options.filter((o) => !kept.has(o.value));
  const renamed = after.options.filter((o) => old.has(o.value) && old.get(o.value)!.name !== o.name);
  const keptBefore = before.options.filter((o) => kept.has(o.value)).map((o) => o.value);
  const keptAfter = after.options.filter((o) => old.has(o.value)).map((o) => o.value);
  const reordered = keptBefore.some((v, i) => v !== keptAfter[i]);
  const retitled = after.name !== undefined && after.name !== before.name;
  return {
    added,
    removed,
    renamed,
    reordered,
    retitled,
    any: !!(added.length || removed.length || renamed.length || reordered || retitled),
  };
}

/**
 * The keyword dropdowns (sheet material, sheet thickness): list with how many products and
 * customer profiles hold each value, and save a dropdown's whole list of options. A value taken
 * off the list is taken off every product and profile in the same transaction.
 */
export function adminKeywordService({ db, changed }: { db: Database; changed: () => Promise<void> }) {
  async function list(): Promise<AdminKeywordDropdown[]> {
    const [dropdowns, usage] = await Promise.all([allKeywordDropdowns(db), keywordUsage(db)]);
    return dropdowns.map((d) => ({
      _id: d.id,
      name: d.name,
      options: d.options.map((o) => {
        const used = usage.get(`${d.id}\u0000${o.value}`);
        return { value: o.value, name: o.name, product_count: used?.products ?? 0, customer_count: used?.customers ?? 0 };
      }),
    }));
  }

  async function one(id: string): Promise<AdminKeywordDropdown> {
    const found = (await list()).find((d) => d._id === id);
    if (!found) throw notFound(KEYWORD_DROPDOWN_NOT_FOUND);
    return found;
  }

  return {
    list,

    async save(me: Actor, id: string, body: KeywordDropdownBody): Promise<{ message: string; result: AdminKeywordDropdown }> {
      const outcome = await db.transaction(async (tx) => {
        const before = await lockKeywordDropdown(tx, id);
        if (!before) throw notFound(KEYWORD_DROPDOWN_NOT_FOUND);
        const diff = differences(before, body);
        if (!diff.any) return null;
        const removedValues = diff.removed.map((o) => o.value);
        const products = removedValues.length ? await removeValuesFromProducts(tx, id, removedValues) : 0;
        const customers = removedValues.length ? await removeValuesFromProfiles(tx, id, removedValues) : 0;
        const name = body.name ?? before.name;
        const options = body.options.map((o) => ({ value: o.value, name: o.name }));
        await saveKeywordDropdown(tx, id, { name, options });
        const takenOff = removedValues.length
          ? ` (taken off ${plural(products, 'product')} and ${plural(customers, 'customer profile')})`
          : '';
        const parts = [
          diff.retitled && `renamed from "${before.name}" to "${name}"`,
          diff.added.length && `added ${quoted(diff.added.map((o) => o.name))}`,
          diff.renamed.length &&
            `renamed ${diff.renamed.map((o) => `"${before.options.find((b) => b.value === o.value)!.name}" → "${o.name}"`).join(', ')}`,
          diff.removed.length && `removed ${quoted(diff.removed.map((o) => o.name))}${takenOff}`,
          diff.reordered && 'reordered',
        ].filter(Boolean);
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'keyword_dropdown.update',
          entityType: 'keyword_dropdown',
          entityId: id,
          summary: `${before.name}: ${parts.join('; ')}`,
          before: { name: before.name, options: before.options },
          after: { name, options, products_changed: products, customer_profiles_changed: customers },
        });
        return { removed: diff.removed.length, products, customers };
      });
      if (outcome) await changed();
      const message = !outcome
        ? 'Nothing to change.'
        : outcome.products + outcome.customers > 0
          ? `The dropdown has been saved. The removed ${outcome.removed === 1 ? 'value was' : 'values were'} taken off ${plural(outcome.products, 'product')} and ${plural(outcome.customers, 'customer profile')}.`
          : 'The dropdown has been saved.';
      return { message, result: await one(id) };
    },
  };
}

export type AdminKeywordService = ReturnType<typeof adminKeywordService>;
