import { formatDate, formatTime } from './format';

/** A moment in a table cell: the day, and the time under it (narrower than one long line). */
export function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="nb-muted">—</span>;
  return (
    <time dateTime={iso} className="text-nowrap">
      {formatDate(iso)}
      <span className="nb-cell-sub">{formatTime(iso)}</span>
    </time>
  );
}
