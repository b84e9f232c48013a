/** One changed field of an audit entry: its name and the values before and after. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry changed, field by field: objects are compared key by key and only the keys
 * whose values differ are kept; plain values give one change named 'value'.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      .map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
  }
  if (before === null && after === null) return [];
  return text(before) === text(after) ? [] : [{ field: 'value', before: text(before), after: text(after) }];
}

/** 'status: Pending → Shipped', one line per changed field; the arrow is read as 'to'. */
export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span className="nb-muted">—</span>;
  return (
    <ul className="nb-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="nb-changes__field">{c.field.replace(/_/g, ' ')}:</span> <span className="nb-changes__before">{c.before}</span>{' '}
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">to</span> <span className="nb-changes__after">{c.after}</span>
        </li>
      ))}
    </ul>
  );
}
