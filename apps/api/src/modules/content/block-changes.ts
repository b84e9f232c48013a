import type { StoredBlock } from '../../db/schema/index.js';

// The audit log's before → after of a page change, kept small: a page holds tens of kilobytes of
// HTML, so an entry lists the block kinds and, for each changed field, a short form of its value.

const MAX_FIELDS = 40;
const MAX_TEXT = 160;

/** A value as the audit log shows it: short text as it is, long text cut, lists by their length. */
function shortValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length <= MAX_TEXT ? value : `${value.slice(0, 120)}… (${value.length} characters)`;
  }
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  return value;
}

export const kindsOf = (blocks: readonly StoredBlock[]) => blocks.map((b) => b.kind);

export interface BlockChangeSummary {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** How many fields changed (those listed, and those left out past the limit). */
  changedFields: number;
}

/**
 * Compares two versions of a page. Blocks are matched by position; where the kinds at a position
 * differ (a block added, removed or moved) the two lists of kinds say what happened, and fields
 * are compared only where the kinds still match.
 */
export function summarizeBlockChange(before: readonly StoredBlock[], after: readonly StoredBlock[]): BlockChangeSummary {
  const beforeFields: Record<string, unknown> = {};
  const afterFields: Record<string, unknown> = {};
  let changedFields = 0;
  for (let i = 0; i < Math.min(before.length, after.length); i++) {
    const a = before[i]!;
    const b = after[i]!;
    if (a.kind !== b.kind) continue;
    for (const name of new Set([...Object.keys(a.fields), ...Object.keys(b.fields)])) {
      if (JSON.stringify(a.fields[name]) === JSON.stringify(b.fields[name])) continue;
      changedFields++;
      if (changedFields > MAX_FIELDS) continue;
      const key = `${i + 1}.${b.kind}.${name}`;
      beforeFields[key] = shortValue(a.fields[name]);
      afterFields[key] = shortValue(b.fields[name]);
    }
  }
  const kindsBefore = kindsOf(before);
  const kindsAfter = kindsOf(after);
  const sameKinds = JSON.stringify(kindsBefore) === JSON.stringify(kindsAfter);
  return {
    before: { blocks: sameKinds ? kindsBefore.length : kindsBefore, fields: beforeFields },
    after: {
      blocks: sameKinds ? kindsAfter.length : kindsAfter,
      fields: afterFields,
      ...(changedFields > MAX_FIELDS ? { more_changed_fields: changedFields - MAX_FIELDS } : {}),
    },
    changedFields,
  };
}
