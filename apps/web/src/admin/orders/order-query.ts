import type { SortingState } from '@tanstack/react-table';
import { ORDER_SORTS, type OrderSort } from '@northbend/shared';
import { queryString } from '../api/client';

/** The order list's filters as the URL holds them (so the dashboard and the back button can link to a list). */
export const ORDER_FILTER_KEYS = [
  'search',
  'status',
  'payment_status',
  'shipping_status',
  'payment_type',
  // Days of the shop's calendar, both included (issue 28): the dashboard's 'Orders today' links here.
  'from',
  'to',
  // The dashboard's 'Extra payments to refund'.
  'attention',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

export const DEFAULT_SORT: OrderSort = 'created_at_desc';
const COLUMN_OF_SORT = { created_at: 'createdAt', total: 'total', order_id: 'order_id' } as const;

/** 'total_asc' → [{ id: 'total', desc: false }] for the table's headers. */
export function sortingOf(sort: string | null): SortingState {
  const valid = (ORDER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as OrderSort) : DEFAULT_SORT;
  const [, field, direction] = /^(.*)_(asc|desc)$/.exec(valid)!;
  return [{ id: COLUMN_OF_SORT[field as keyof typeof COLUMN_OF_SORT], desc: direction === 'desc' }];
}

/** The table's sorting back to the API's `sort` value. */
export function sortOf(sorting: SortingState): OrderSort {
  const first = sorting[0];
  if (!first) return DEFAULT_SORT;
  const field = Object.entries(COLUMN_OF_SORT).find(([, id]) => id === first.id)?.[0] ?? 'created_at';
  return `${field}_${first.desc ? 'desc' : 'asc'}` as OrderSort;
}

/** The API's query string for the list (and its CSV export) from the page's URL. */
export function apiQueryOf(params: URLSearchParams, withPage = true): string {
  const values: Record<string, string | undefined> = {};
  for (const key of ORDER_FILTER_KEYS) values[key] = params.get(key) ?? undefined;
  values.sort = sortOf(sortingOf(params.get('sort')));
  if (withPage) values.page = params.get('page') ?? undefined;
  return queryString(values);
}
