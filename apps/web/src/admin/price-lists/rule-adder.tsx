import { useState } from 'react';
import { SelectField } from '../ui/fields';
import { ruleErrors, ruleKey, type RuleForm, type RuleKind } from './price-list-form';
import { TargetSearch, type PickedTarget } from './target-search';

type TargetKind = 'all' | 'category' | 'product' | 'variant';

const TARGETS = [
  { value: 'category', label: 'A category and its children' },
  { value: 'product', label: 'A product' },
  { value: 'variant', label: 'A variant' },
  { value: 'all', label: 'Everything' },
];

interface RuleAdderProps {
  /** The category tree as 'Punches › Round' choices. */
  categories: { value: string; label: string }[];
  onAdd: (rule: RuleForm) => void;
}

/** Words for what a new rule prices, as the server writes them for saved rules. */
function targetText(kind: TargetKind, picked: PickedTarget | null, category: string | undefined): string {
  if (kind === 'all') return 'Everything';
  if (kind === 'category') return `Category ${category ?? '?'} and its children`;
  if (kind === 'variant' && picked?.variant) {
    const base = `Variant ${picked.variant.variant_sku}: ${picked.product.product_name} (${picked.variant.variant_name})`;
    return picked.option ? `${base}, ${picked.option.option_name}: ${picked.option.child_name}` : base;
  }
  return `Product ${picked?.product.product_sku ?? '?'}: ${picked?.product.product_name ?? ''}`;
}

/**
 * A new rule: what it prices (a category, a product, a variant or everything), a fixed unit price
 * (products and variants only) or a percentage off, and the quantity it starts at.
 */
export function RuleAdder({ categories, onAdd }: RuleAdderProps) {
  const [target, setTarget] = useState<TargetKind>('category');
  const [categoryId, setCategoryId] = useState('');
  const [picked, setPicked] = useState<PickedTarget | null>(null);
  const [kind, setKind] = useState<RuleKind>('percent');
  const [amount, setAmount] = useState('');
  const [minQuantity, setMinQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const fixedAllowed = target === 'product' || target === 'variant';

  const chooseTarget = (next: TargetKind) => {
    setTarget(next);
    setPicked(null);
    setError(null);
    if (next === 'all' || next === 'category') setKind('percent');
  };

  const add = () => {
    if (target === 'category' && !categoryId) return setError('Choose a category.');
    if ((target === 'product' || target === 'variant') && !picked) return setError('Find and choose the product first.');
    if (target === 'variant' && !picked?.variant) return setError('Choose one of the product’s variants.');
    if (picked?.option && kind !== 'price') return setError('An option choice takes a fixed unit price.');
    const rule: RuleForm = {
      key: ruleKey(),
      product_id: target === 'product' ? picked!.product._id : target === 'variant' ? picked!.product._id : null,
      variant_id: target === 'variant' ? picked!.variant!._id : null,
      category_id: target === 'category' ? categoryId : null,
      option_id: target === 'variant' ? (picked?.option?.option_id ?? null) : null,
      option_child_name: target === 'variant' ? (picked?.option?.child_name ?? null) : null,
      target: targetText(
        target,
        picked,
        categories
          .find((c) => c.value === categoryId)
          ?.label.split(' › ')
          .at(-1),
      ),
      kind,
      amount,
      min_quantity: minQuantity,
    };
    const problem = ruleErrors([rule]).get(rule.key);
    if (problem) return setError(problem);
    setError(null);
    onAdd(rule);
    setAmount('');
  };

  return (
    <fieldset className="nb-pl-adder">
      <legend className="nb-pl-adder__title">Add a rule</legend>
      <div className="nb-pl-adder__grid">
        <SelectField
          id="pl-new-target"
          label="Applies to"
          value={target}
          options={TARGETS}
          onChange={(v) => chooseTarget(v as TargetKind)}
        />
        {target === 'category' && (
          <SelectField
            id="pl-new-category"
            label="Category"
            value={categoryId}
            anyLabel="Choose a category"
            options={categories}
            onChange={setCategoryId}
            className="nb-pl-adder__wide"
          />
        )}
        {(target === 'product' || target === 'variant') && (
          <div className="nb-pl-adder__wide">
            <TargetSearch key={target} variant={target === 'variant'} picked={picked} onPick={setPicked} />
          </div>
        )}
      </div>
      <div className="nb-pl-adder__grid">
        <SelectField
          id="pl-new-kind"
          label="Price"
          value={kind}
          options={[
            { value: 'percent', label: '% off the list price' },
            ...(fixedAllowed ? [{ value: 'price', label: 'Fixed unit price ($)' }] : []),
          ]}
          onChange={(v) => setKind(v as RuleKind)}
        />
        <div className="nb-field">
          <label className="form-label" htmlFor="pl-new-amount">
            {kind === 'price' ? 'Unit price ($)' : 'Percent off'}
          </label>
          <input
            id="pl-new-amount"
            className="form-control form-control-sm"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="nb-field">
          <label className="form-label" htmlFor="pl-new-min">
            From (pieces)
          </label>
          <input
            id="pl-new-min"
            className="form-control form-control-sm"
            inputMode="numeric"
            autoComplete="off"
            value={minQuantity}
            onChange={(e) => setMinQuantity(e.target.value)}
          />
        </div>
        <div className="nb-pl-adder__action">
          <button type="button" className="btn btn-sm btn-primary" onClick={add}>
            Add rule
          </button>
        </div>
      </div>
      {error && (
        <p className="nb-pf-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
