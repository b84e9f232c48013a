import type { AdminProduct, AdminProductListItem, ProductStatus } from '@northbend/shared';
import { fromShopWallTime, shopTimeZone, shopTodayHere, toShopWallTime } from '../../lib/shop-time';
import { formatDateTime } from '../ui/format';
import { StatusBadge } from '../ui/status-badge';
import { Panel } from '../ui/panel';
import type { ProductEditor } from './use-product-editor';

// Issue 28: a product is a draft, published (at once or from a date and time) or archived
// (docs/decisions/029-product-drafts.md). The editor's Status panel and the list's badge.

/** The status fields of the editor's form. `product_publish_at` is a datetime-local text ('' for none). */
export interface StatusForm {
  product_status: ProductStatus;
  publish_later: boolean;
  product_publish_at: string;
}

/** An ISO time as a datetime-local input shows it, in the shop's time zone (decision 030): '2026-12-01T08:00'. */
export function localInputOf(iso: string | null): string {
  return iso ? toShopWallTime(iso) : '';
}

/** A datetime-local text, the shop's time, as the API's ISO time; '' or a half-typed text stays as it is, for the shared rules to name. */
export function isoOfLocal(text: string): string {
  return (text && fromShopWallTime(text)) || text;
}

export const statusFormOf = (p: Pick<AdminProduct, 'product_status' | 'product_publish_at'>): StatusForm => ({
  product_status: p.product_status,
  publish_later: p.product_status === 'published' && !!p.product_publish_at,
  product_publish_at: localInputOf(p.product_publish_at),
});

/** A new product starts as a draft: it goes to the storefront when staff choose Published. */
export const newStatusForm = (): StatusForm => ({ product_status: 'draft', publish_later: false, product_publish_at: '' });

/** The API's status fields: a time only for a product published later. */
export const statusInputOf = (f: StatusForm) => ({
  product_status: f.product_status,
  product_publish_at: f.product_status === 'published' && f.publish_later ? isoOfLocal(f.product_publish_at) : null,
});

/** Tomorrow at 8:00 in the shop's time zone: where "Published from" starts. */
function tomorrowMorning(): string {
  const tomorrow = new Date(`${shopTodayHere()}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return `${tomorrow.toISOString().slice(0, 10)}T08:00`;
}

type Shown = 'draft' | 'now' | 'later' | 'archived';

/** Whether visitors see the product now (its storefront page answers). */
export const isLive = (p: Pick<AdminProductListItem, 'product_status' | 'product_publish_at'>): boolean =>
  p.product_status === 'published' && !(p.product_publish_at && Date.parse(p.product_publish_at) > Date.now());

/** What the save bar says after a save: whether the storefront shows the product. */
export function savedNoteOf(p: Pick<AdminProduct, 'product_status' | 'product_publish_at'>): string | undefined {
  if (p.product_status === 'draft') return 'A draft: only the back office and its preview show it.';
  if (p.product_status === 'archived') return 'Archived: the storefront does not show it.';
  if (!isLive(p)) return `The storefront shows it from ${formatDateTime(p.product_publish_at)}.`;
  return undefined;
}

/** The product's status as one badge: Draft, Scheduled <time>, Published or Archived. */
export function ProductStatusBadge({ product }: { product: Pick<AdminProductListItem, 'product_status' | 'product_publish_at'> }) {
  const { product_status: status, product_publish_at: at } = product;
  if (status === 'archived') return <StatusBadge status="archived" label="Archived" />;
  if (status === 'draft') return <StatusBadge status="Draft" label="Draft" />;
  if (!isLive(product) && at) return <StatusBadge status="Pending" label={`Scheduled ${formatDateTime(at)}`} />;
  return <StatusBadge status="Active" label="Published" />;
}

/** The editor's Status panel: Draft, Published, Published from a date and time, and Archived for a saved product. */
export function ProductStatusPanel({ editor, isNew }: { editor: ProductEditor; isNew: boolean }) {
  const { form } = editor;
  const shown: Shown =
    form.product_status === 'published' ? (form.publish_later ? 'later' : 'now') : (form.product_status as 'draft' | 'archived');
  const choose = (next: Shown) =>
    editor.update((f) => ({
      ...f,
      product_status: next === 'now' || next === 'later' ? 'published' : next,
      publish_later: next === 'later',
      product_publish_at: next === 'later' ? f.product_publish_at || tomorrowMorning() : f.product_publish_at,
    }));
  const error = editor.errorOf('product_publish_at') ?? editor.errorOf('product_status');
  const choice = (value: Shown, label: string, hint: string) => (
    <div className="form-check nb-pf-status__choice">
      <input
        className="form-check-input"
        type="radio"
        name="product-status"
        id={`product-status-${value}`}
        checked={shown === value}
        aria-describedby={`product-status-${value}-hint`}
        onChange={() => choose(value)}
      />
      <label className="form-check-label" htmlFor={`product-status-${value}`}>
        {label}
      </label>
      <div id={`product-status-${value}-hint`} className="nb-pf-hint">
        {hint}
      </div>
    </div>
  );
  return (
    <Panel id="product-status" title="Status">
      <fieldset className="nb-pf-status">
        <legend className="visually-hidden">Status</legend>
        {isNew && (
          <p className="nb-pf-hint">A new product starts as a draft. Choose Published to put it in the storefront when you save.</p>
        )}
        {choice('draft', 'Draft', 'Seen only in the back office and its preview.')}
        {choice('now', 'Published', 'In the storefront, search and the sitemap.')}
        {choice('later', 'Published from a date and time', 'Hidden until then; it goes live by itself.')}
        {shown === 'later' && (
          <div className="nb-pf-status__when">
            <label className="form-label" htmlFor="product-publish-at">
              Goes live at <span className="nb-pf-hint">(shop time, {shopTimeZone()})</span>
            </label>
            <input
              id="product-publish-at"
              type="datetime-local"
              className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
              value={form.product_publish_at}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'product-publish-at-error' : undefined}
              onChange={(e) => editor.update((f) => ({ ...f, product_publish_at: e.target.value }))}
              onBlur={() => editor.touch('product_publish_at')}
            />
            {error && (
              <div id="product-publish-at-error" className="invalid-feedback d-block">
                {error.includes('product_publish_at') ? 'Enter the date and time it goes live.' : error}
              </div>
            )}
          </div>
        )}
        {!isNew && choice('archived', 'Archived', 'Out of the storefront; past orders keep it.')}
      </fieldset>
    </Panel>
  );
}
