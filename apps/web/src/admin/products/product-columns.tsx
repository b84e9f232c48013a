import { Link } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE, type AdminProductListItem } from '@northbend/shared';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { BusyButton } from '../ui/fields';
import { formatMoney } from '../../ui/money';
import { When } from '../ui/when';
import { ProductStatusBadge } from './product-status';
import { thumbOf } from './thumb';
import type { useProductActions } from './use-product-actions';

const col = columnsOf<AdminProductListItem>();

/** The product list's columns; the last holds the row's actions. */
export function productColumns(actions: ReturnType<typeof useProductActions>): AdminColumn<AdminProductListItem>[] {
  return col.columns([
    col.accessor('product_name', {
      header: 'Product',
      cell: (c) => {
        const p = c.row.original;
        return (
          <div className="nb-product-cell">
            <img
              className="nb-product-cell__thumb"
              src={thumbOf(p.product_image ?? DEFAULT_PRODUCT_IMAGE)}
              alt=""
              width={44}
              height={44}
              loading="lazy"
            />
            <span className="nb-product-cell__text">
              <Link className="nb-cell-strong" to={adminPaths.product(p._id)}>
                {p.product_name}
              </Link>
              <span className="nb-cell-sub nb-ellipsis" title={p.categories.join(', ')}>
                <ProductStatusBadge product={p} /> {p.categories.join(', ') || 'No category'}
              </span>
            </span>
          </div>
        );
      },
    }),
    col.accessor('product_sku', {
      header: 'Part No.',
      meta: { nowrap: true },
      cell: (c) => <span className="nb-mono">{c.getValue()}</span>,
    }),
    col.accessor('product_price', { header: 'Price', meta: { numeric: true, nowrap: true }, cell: (c) => formatMoney(c.getValue()) }),
    col.accessor('product_quantity', {
      header: 'Stock',
      meta: { numeric: true, nowrap: true },
      cell: (c) => {
        const { product_quantity: stock, variant_count: variants } = c.row.original;
        return (
          <>
            {stock === 0 ? <span className="nb-stock-out">0</span> : stock.toLocaleString('en-US')}
            <span className="nb-cell-sub">{variants === 0 ? 'No variants' : `${variants} variant${variants === 1 ? '' : 's'}`}</span>
          </>
        );
      },
    }),
    col.accessor('updated_at', { header: 'Updated', cell: (c) => <When iso={c.getValue()} /> }),
    col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { nowrap: true },
      cell: (c) => {
        const p = c.row.original;
        const busy = actions.busy?.id === p._id ? actions.busy.action : null;
        return (
          <div className="nb-row-actions">
            <BusyButton
              busy={busy === 'duplicate'}
              className="btn btn-sm btn-link"
              aria-label={`Duplicate ${p.product_name}`}
              onClick={() => actions.duplicate(p)}
            >
              Duplicate
            </BusyButton>
            {p.archived ? (
              <button
                type="button"
                className="btn btn-sm btn-link"
                aria-label={`Restore ${p.product_name}`}
                onClick={() => actions.restore(p)}
              >
                Restore
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-link nb-pf-danger-link"
                aria-label={`Archive ${p.product_name}`}
                onClick={() => actions.archive(p)}
              >
                Archive
              </button>
            )}
          </div>
        );
      },
    }),
  ]) as AdminColumn<AdminProductListItem>[];
}
