import type {
  AdminPriceList,
  AdminPriceListSummary,
  CategoryList,
  PriceListImportAnswer,
  PriceListInputBody,
  ProductDetailAnswer,
  ProductSearchAnswer,
} from '@northbend/shared';
import { ADMIN_API, AdminApiError, adminDownload, adminGet, adminPost, adminPut, adminRequest, refreshSession } from '../api/client';
import { adminSession } from '../api/session';

type ListPage = { result: AdminPriceListSummary[] };
type ListAnswer = { result: AdminPriceList; message?: string };

const list = (id: string) => `price-lists/${encodeURIComponent(id)}`;

/** What a rules import answered: the dry run's or the import's count, or the file's mistakes by row (a 400 that writes nothing). */
export interface RulesImportOutcome {
  ok: boolean;
  message: string;
  result: PriceListImportAnswer['result'];
}

function sendImport(id: string, csv: string, dryRun: boolean): Promise<Response> {
  const token = adminSession.token();
  return fetch(`${ADMIN_API}${list(id)}/rules/import?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ csv }),
    credentials: 'same-origin',
  });
}

/**
 * The JSON client throws away a 400's body, but a rules file's 400 carries the mistakes of each
 * row: this call keeps it, and like the client refreshes an expired token once.
 */
async function importRules(id: string, csv: string, dryRun: boolean): Promise<RulesImportOutcome> {
  let res = await sendImport(id, csv, dryRun);
  if ((res.status === 401 || res.status === 403) && adminSession.expired() && (await refreshSession()))
    res = await sendImport(id, csv, dryRun);
  const answer = (await res.json().catch(() => null)) as Partial<PriceListImportAnswer> | null;
  if (answer?.result && (res.ok || res.status === 400)) return { ok: res.ok, message: answer.message ?? '', result: answer.result };
  throw new AdminApiError(res.status, answer?.message ?? `The request failed (${res.status}).`);
}

/** The storefront's public catalog: sales keep price lists without the catalog editor's permission, so the pickers read what customers read. */
async function publicCall<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: 'same-origin',
  });
  const answer = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok || !answer) throw new AdminApiError(res.status, answer?.message ?? `The request failed (${res.status}).`);
  return answer;
}

/** /api/v1/admin/price-lists… (issue 27): contract prices kept by owner and sales. */
export const priceListsApi = {
  list: (signal?: AbortSignal) => adminGet<ListPage>('price-lists', signal),
  get: (id: string, signal?: AbortSignal) => adminGet<ListAnswer>(list(id), signal),
  create: (body: PriceListInputBody) => adminPost<ListAnswer>('price-lists', body),
  update: (id: string, body: PriceListInputBody) => adminPut<ListAnswer>(list(id), body),
  remove: (id: string) => adminRequest<{ message: string }>(list(id), { method: 'DELETE' }),
  rulesCsv: (id: string) => adminDownload(`${list(id)}/rules.csv`),
  checkRules: (id: string, csv: string) => importRules(id, csv, true),
  importRules: (id: string, csv: string) => importRules(id, csv, false),
  // What a rule can name, from the storefront's catalog.
  searchProducts: (search: string) => publicCall<ProductSearchAnswer>('product/public/search', { search }),
  product: (id: string) => publicCall<ProductDetailAnswer>(`product/public/${encodeURIComponent(id)}`),
  categories: (signal?: AbortSignal) => publicCall<CategoryList>('product/category/public/dropdown', undefined, signal),
};
