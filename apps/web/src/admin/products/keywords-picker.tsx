import type { KeywordDropdown } from './catalog-lookups';
import { CheckList, toggled } from './pickers';
import type { ProductEditor } from './use-product-editor';

/** Keyword values (sheet material, sheet thickness) that match the product to customers' profiles. */
export function KeywordsPicker({ editor, dropdowns }: { editor: ProductEditor; dropdowns: KeywordDropdown[] }) {
  const keywords = editor.form.product_keywords;
  const set = (dropdown: string, value: string, on: boolean) =>
    editor.update((f) => {
      const values = toggled(f.product_keywords[dropdown] ?? [], value, on);
      const next = { ...f.product_keywords, [dropdown]: values };
      if (values.length === 0) delete next[dropdown];
      return { ...f, product_keywords: next };
    });
  return (
    <div className="nb-pf-keywords">
      {dropdowns.map((d) => (
        <div key={d.id} className="nb-pf-picker">
          <h3 className="nb-pf-subtitle">{d.name}</h3>
          <div className="nb-pf-picker__scroll nb-pf-picker__scroll--short">
            <CheckList
              label={d.name}
              idPrefix={`kw-${d.id}`}
              chosen={keywords[d.id] ?? []}
              onChange={(value, on) => set(d.id, value, on)}
              items={d.options.map((o) => ({ id: o.value, name: o.name }))}
            />
          </div>
        </div>
      ))}
      {editor.errorOf('product_keywords') && <div className="nb-pf-error">{editor.errorOf('product_keywords')}</div>}
    </div>
  );
}
