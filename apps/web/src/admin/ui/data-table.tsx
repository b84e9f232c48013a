import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Loading } from './states';
import { TableWrap } from './table-wrap';

/** What a column may say about its cells: right-aligned figures, a column that should not wrap. */
interface AdminColumnMeta {
  numeric?: boolean;
  nowrap?: boolean;
}

/** The back office's tables: server-sorted, so only the sorting state is the table's. */
export const tableFeaturesOfAdmin = tableFeatures({ rowSortingFeature, columnMeta: {} as AdminColumnMeta });
type Features = typeof tableFeaturesOfAdmin;
export type AdminColumn<Row extends RowData> = ColumnDef<Features, Row, never>;
export const columnsOf = <Row extends RowData>() => createColumnHelper<Features, Row>();

export interface DataTableProps<Row extends RowData> {
  /** Says what the table lists, for screen readers ('Orders, sorted by date'). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  empty: ReactNode;
  /** Given with onSortingChange: the columns whose `enableSorting` is not false sort on the server. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
}

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;
const NO_ROWS: never[] = [];

/**
 * A dense, striped table (TanStack Table for the column model and sorting state; our markup).
 * Sortable headers are buttons with aria-sort on their th; while a new page loads, the old rows stay
 * dimmed so the layout does not jump.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  sorting,
  onSortingChange,
}: DataTableProps<Row>) {
  const sortable = !!onSortingChange;
  const table = useTable({
    features: tableFeaturesOfAdmin,
    columns: columns as ColumnDef<Features, Row>[],
    data: rows ?? (NO_ROWS as Row[]),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableSorting: sortable,
    enableSortingRemoval: false,
    enableMultiSort: false,
    ...(sortable ? { state: { sorting: sorting ?? [] }, onSortingChange } : {}),
  });

  if (!rows?.length && loading) return <Loading />;
  if (!rows?.length) return <div className="nb-table-empty">{empty}</div>;

  return (
    <TableWrap label={caption} busy={loading}>
      <table className="table nb-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const direction = header.column.getIsSorted();
                const className = [meta?.numeric ? 'nb-num' : '', meta?.nowrap ? 'text-nowrap' : ''].filter(Boolean).join(' ') || undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={className}
                    aria-sort={direction ? SORT_LABEL[direction] : header.column.getCanSort() ? 'none' : undefined}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button type="button" className="nb-sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span className={`nb-sort__icon${direction ? ` is-${direction}` : ''}`} aria-hidden="true" />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const className = [meta?.numeric ? 'nb-num' : '', meta?.nowrap ? 'text-nowrap' : ''].filter(Boolean).join(' ') || undefined;
                return (
                  <td key={cell.id} className={className}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
