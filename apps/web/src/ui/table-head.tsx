/** A column head: its text, or the text with the th's class and whether only screen readers get it. */
export type HeadCell = string | { label: string; className?: string; hidden?: boolean };

/** A table's one row of column heads (scope="col"); an actions column names itself for screen readers only. */
export function TableHead({ cells }: { cells: readonly HeadCell[] }) {
  return (
    <thead>
      <tr>
        {cells.map((cell) => {
          const { label, className, hidden } = typeof cell === 'string' ? { label: cell } : cell;
          return (
            <th key={label} scope="col" className={className}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
