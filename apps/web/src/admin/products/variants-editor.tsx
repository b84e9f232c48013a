import { useState } from 'react';
import { VARIANTS_PER_PRODUCT_MAX } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { MoveButtons, RemoveButton } from '../ui/row-buttons';
import { formatMoney } from '../../ui/money';
import { Empty } from '../ui/states';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { messagesUnder, fieldKey } from './product-errors';
import { emptyVariant, type VariantForm } from './product-form';
import type { ProductEditor } from './use-product-editor';
import { VariantPanel } from './variant-panel';
import { figureOf, measurementLines, optionsSummary } from './variant-summary';

interface VariantsEditorProps {
  editor: ProductEditor;
  /** The variants whose fields are open under their rows. */
  open: ReadonlySet<string>;
  onOpen: (key: string, open: boolean) => void;
}

/** What removing a variant does, in the words of the confirmation. */
export function removalText(variant: VariantForm): string {
  const name = variant.variant_name ? `“${variant.variant_name}”` : 'This variant';
  if (variant.ordered)
    return `${name} is on placed orders. Ordered variants are archived, not deleted: past orders keep it, and it leaves this product when you save.`;
  if (variant._id) return `${name} is deleted from this product when you save.`;
  return `${name} has not been saved yet; its fields are discarded.`;
}

/**
 * The product's variants as a table: position, name, part number, price, sizes and options, with
 * buttons to move each up or down (variant_order is the position), open its fields or remove it.
 */
export function VariantsEditor({ editor, open, onOpen }: VariantsEditorProps) {
  const variants = editor.form.product_variants;
  const [removing, setRemoving] = useState<VariantForm | null>(null);

  const add = () => {
    const variant = emptyVariant();
    editor.addVariant(variant);
    onOpen(variant.key, true);
    // The new row's first field, once it is drawn.
    requestAnimationFrame(() => document.getElementById(`v-${variant.key}-name`)?.focus());
  };
  const remove = (variant: VariantForm) => {
    editor.removeVariant(variant.key);
    onOpen(variant.key, false);
    setRemoving(null);
  };

  return (
    <>
      {variants.length === 0 ? (
        <Empty title="No variants">
          The product is sold as one item at its own price. Add variants for sizes, shapes or part numbers of their own.
        </Empty>
      ) : (
        <PlainTable
          label="Variants"
          caption="Variants, in the order the storefront lists them"
          className="nb-pf-variants"
          head={[numericHead('#'), 'Variant', 'Part No.', numericHead('Price'), 'Measurement', 'Options', ACTIONS_HEAD]}
        >
          <tbody>
            {variants.map((v, i) => {
              const name = v.variant_name || `Variant ${i + 1}`;
              const isOpen = open.has(v.key);
              const problems = editor.showAll ? messagesUnder(editor.errors, fieldKey.variant(v.key)).length : 0;
              const price = figureOf(v.variant_price);
              const sizes = measurementLines(v);
              return [
                <tr key={v.key} className={`nb-pf-variants__row${isOpen ? ' is-open' : ''}`}>
                  <td className="nb-num nb-muted">{i + 1}</td>
                  <td>
                    <span className="nb-cell-strong">{v.variant_name || <span className="nb-muted">Unnamed variant</span>}</span>
                    {problems > 0 && (
                      <span className="nb-cell-sub">
                        <span className="nb-status nb-status--bad">{problems} to fix</span>
                      </span>
                    )}
                    {v.ordered && <span className="nb-cell-sub">On placed orders</span>}
                  </td>
                  <td className="nb-mono">{v.variant_sku || '—'}</td>
                  <td className="nb-num text-nowrap">{price === null ? '—' : formatMoney(price)}</td>
                  <td className="text-nowrap">
                    {sizes.length ? (
                      sizes.map((line) => (
                        <span key={line} className="d-block">
                          {line}
                        </span>
                      ))
                    ) : (
                      <span className="nb-muted">None</span>
                    )}
                  </td>
                  <td className="text-nowrap">{optionsSummary(v)}</td>
                  <td className="nb-pf-variants__actions">
                    <MoveButtons
                      look="icons"
                      name={name}
                      index={i}
                      count={variants.length}
                      onMove={(by) => editor.moveVariant(v.key, by)}
                    />
                    <button
                      type="button"
                      className={`btn btn-sm ${isOpen ? 'btn-primary' : 'btn-outline-primary'}`}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `v-${v.key}-panel` : undefined}
                      aria-label={`${isOpen ? 'Close' : 'Edit'} ${name}`}
                      onClick={() => onOpen(v.key, !isOpen)}
                    >
                      {isOpen ? 'Close' : 'Edit'}
                    </button>
                    <RemoveButton link name={name} onClick={() => setRemoving(v)} />
                  </td>
                </tr>,
                isOpen && (
                  <tr key={`${v.key}-panel`} className="nb-pf-variants__panel">
                    <td colSpan={7}>
                      <VariantPanel variant={v} editor={editor} onDone={() => onOpen(v.key, false)} onRemove={() => setRemoving(v)} />
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </PlainTable>
      )}
      <div className="nb-pf-variants__add">
        <button type="button" className="btn btn-sm btn-primary" onClick={add} disabled={variants.length >= VARIANTS_PER_PRODUCT_MAX}>
          Add variant
        </button>
      </div>
      <ConfirmDialog
        show={removing !== null}
        title={`Remove ${removing?.variant_name || 'this variant'}?`}
        confirmLabel={removing?.ordered ? 'Archive variant' : 'Remove variant'}
        danger
        busy={false}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      >
        <p className="m-0">{removing && removalText(removing)}</p>
      </ConfirmDialog>
    </>
  );
}
