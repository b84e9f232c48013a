import { useState, type KeyboardEvent } from 'react';
import type { ProductDetail, ProductSummary } from '@northbend/shared';
import { BusyButton } from '../ui/fields';
import { useAction } from '../ui/use-action';
import { priceListsApi } from './price-lists-api';

/** A product (and for a variant rule one of its variants) found by part number or name. */
export interface PickedTarget {
  product: Pick<ProductSummary, '_id' | 'product_name' | 'product_sku'>;
  variant: { _id: string; variant_name: string; variant_sku: string } | null;
  /** A variant's option choice ('Coating: TiN'): a fixed price for the variant with that choice. */
  option?: { option_id: string; option_name: string; child_name: string } | null;
}

interface TargetSearchProps {
  /** A variant rule: after the product, one of its variants. */
  variant: boolean;
  picked: PickedTarget | null;
  onPick: (picked: PickedTarget | null) => void;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Finds what a rule prices with the storefront's search (part numbers, exact or partial, and
 * names). A variant's part number typed in full picks that variant at once.
 */
export function TargetSearch({ variant, picked, onPick }: TargetSearchProps) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ProductSummary[] | null>(null);
  const [detail, setDetail] = useState<ProductDetail | null>(null);
  const { busy, error, setError, run } = useAction();

  const find = () => {
    if (!search.trim()) return setError('Type a part number or a name.');
    return run(async () => {
      const answer = await priceListsApi.searchProducts(search.trim());
      setFound(answer.data.result);
      setDetail(null);
      onPick(null);
    });
  };
  const choose = (p: ProductSummary) =>
    run(async () => {
      const product = { _id: p._id, product_name: p.product_name, product_sku: p.product_sku };
      if (!variant) return onPick({ product, variant: null });
      const full = (await priceListsApi.product(p._id)).result;
      setDetail(full);
      const typed = full.product_variants.find((v) => same(v.variant_sku, search));
      onPick({ product, variant: typed ?? null });
    });
  // The chosen variant's option choices, for a fixed price of one ('Coating: TiN').
  const chosenVariant = detail?.product_variants.find((v) => v._id === picked?.variant?._id);
  const choices = (chosenVariant?.variant_options ?? []).flatMap((o) =>
    o.variant_options_lists.map((c) => ({
      value: `${o.variant_options_id}\u0000${c.variant_options_child_name}`,
      option: { option_id: o.variant_options_id, option_name: o.variant_options_name, child_name: c.variant_options_child_name },
    })),
  );
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void find();
  };

  return (
    <div className="nb-pl-target-search">
      <div className="nb-field">
        <label className="form-label" htmlFor="pl-target-search">
          {variant ? 'Variant part number or product' : 'Product part number or name'}
        </label>
        <div className="nb-search">
          <input
            id="pl-target-search"
            type="search"
            className="form-control form-control-sm"
            placeholder="e.g. NB-TT-PR-10"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={onKey}
          />
          <BusyButton busy={busy} className="btn btn-sm btn-outline-primary" onClick={() => void find()}>
            Find
          </BusyButton>
        </div>
      </div>
      {error && (
        <p className="nb-pf-error" role="alert">
          {error}
        </p>
      )}
      {found && !picked && (
        <ul className="nb-pl-found" aria-label="Products found">
          {found.length === 0 && <li className="nb-muted">Nothing matches “{search}”.</li>}
          {found.slice(0, 8).map((p) => (
            <li key={p._id}>
              <span>
                <span className="nb-mono">{p.product_sku}</span> {p.product_name}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => void choose(p)}
                aria-label={`Choose ${p.product_sku}`}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked && (
        <p className="nb-pl-picked">
          <span className="nb-mono">{picked.product.product_sku}</span> {picked.product.product_name}{' '}
          <button type="button" className="btn btn-sm btn-link" onClick={() => onPick(null)}>
            Change
          </button>
        </p>
      )}
      {variant && picked && detail?.product_variants.length === 0 && (
        <p className="nb-pf-error" role="alert">
          This product has no variants: choose “A product” to price it.
        </p>
      )}
      {variant && picked && detail && detail.product_variants.length > 0 && (
        <div className="nb-field">
          <label className="form-label" htmlFor="pl-target-variant">
            Variant
          </label>
          <select
            id="pl-target-variant"
            className="form-select form-select-sm"
            value={picked.variant?._id ?? ''}
            onChange={(e) => {
              const v = detail.product_variants.find((x) => x._id === e.target.value);
              onPick({
                ...picked,
                variant: v ? { _id: v._id, variant_name: v.variant_name, variant_sku: v.variant_sku } : null,
                option: null,
              });
            }}
          >
            <option value="">Choose a variant</option>
            {detail.product_variants.map((v) => (
              <option key={v._id} value={v._id}>
                {v.variant_sku} · {v.variant_name}
              </option>
            ))}
          </select>
        </div>
      )}
      {choices.length > 0 && picked && (
        <div className="nb-field">
          <label className="form-label" htmlFor="pl-target-option">
            Option choice
          </label>
          <select
            id="pl-target-option"
            className="form-select form-select-sm"
            value={picked.option ? `${picked.option.option_id}\u0000${picked.option.child_name}` : ''}
            onChange={(e) => onPick({ ...picked, option: choices.find((c) => c.value === e.target.value)?.option ?? null })}
          >
            <option value="">Any (the variant as it is ordered)</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.option.option_name}: {c.option.child_name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
