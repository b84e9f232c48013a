import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { PaginationInfo } from '@northbend/shared';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';
import { Empty, LoadError } from './states';
import type { Loaded } from './use-load';

interface ListTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'empty'> {
  /** The screen's load of one page of rows (useLoad). */
  list: Pick<Loaded<{ result: Row[]; paginationInfo?: PaginationInfo }>, 'data' | 'error' | 'loading' | 'reload'>;
  /** The empty state's title and, as children, its hint. */
  emptyTitle: string;
  children?: ReactNode;
  /** With onPage: the pager under the table ('Showing 1–20 of 134 orders'). */
  noun?: string;
  onPage?: (page: number) => void;
  /** The pager's figures when the answer does not carry paginationInfo. */
  info?: PaginationInfo;
}

/** A list screen's table: its load error with a retry, the rows or an empty state, and the pager. */
export function ListTable<Row extends RowData>({ list, emptyTitle, children, noun, onPage, info, ...table }: ListTableProps<Row>) {
  return (
    <>
      {list.error && <LoadError message={list.error} onRetry={list.reload} />}
      <DataTable {...table} rows={list.data?.result} loading={list.loading} empty={<Empty title={emptyTitle}>{children}</Empty>} />
      {noun && onPage && <Pagination info={info ?? list.data?.paginationInfo} noun={noun} onPage={onPage} />}
    </>
  );
}
