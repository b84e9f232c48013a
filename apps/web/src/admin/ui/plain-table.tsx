import type { ReactNode } from 'react';
import { TableHead, type HeadCell } from '../../ui/table-head';
import { TableWrap } from './table-wrap';

/** A column of figures, right-aligned. */
export const numericHead = (label: string): HeadCell => ({ label, className: 'nb-num' });
/** The column of a row's buttons, named for screen readers only. */
export const ACTIONS_HEAD: HeadCell = { label: 'Actions', hidden: true };

interface PlainTableProps {
  /** Names the frame when it scrolls sideways. */
  label: string;
  /** Read by screen readers only. */
  caption?: ReactNode;
  /** Classes after 'table nb-table'. */
  className?: string;
  busy?: boolean;
  head: readonly HeadCell[];
  /** The tbody (or several). */
  children: ReactNode;
}

/** A table the screen draws row by row (not a DataTable of columns), in the back office's frame. */
export function PlainTable({ label, caption, className, busy, head, children }: PlainTableProps) {
  return (
    <TableWrap label={label} busy={busy}>
      <table className={className ? `table nb-table ${className}` : 'table nb-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <TableHead cells={head} />
        {children}
      </table>
    </TableWrap>
  );
}
