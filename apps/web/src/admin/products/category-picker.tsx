import type { CategoryNode } from './catalog-lookups';
import { CheckList, toggled } from './pickers';
import type { ProductEditor } from './use-product-editor';

/** The three levels of categories as a tree of checkboxes; a product may sit in several. */
export function CategoryPicker({ editor, categories }: { editor: ProductEditor; categories: CategoryNode[] }) {
  const chosen = editor.form.product_category_ids;
  const onChange = (id: string, on: boolean) => {
    editor.touch('product_category_ids');
    editor.update((f) => ({ ...f, product_category_ids: toggled(f.product_category_ids, id, on) }));
  };
  const level = (nodes: CategoryNode[], label: string) => (
    <CheckList
      label={label}
      idPrefix="category"
      chosen={chosen}
      onChange={onChange}
      items={nodes.map((n) => ({ id: n.id, name: n.name, children: n.children.length > 0 && level(n.children, `Inside ${n.name}`) }))}
    />
  );
  const error = editor.errorOf('product_category_ids');
  return (
    <div
      className={`nb-pf-picker${error ? ' is-invalid' : ''}`}
      role="group"
      aria-labelledby="product-categories"
      aria-describedby={error ? 'categories-error' : undefined}
    >
      <div className="nb-pf-picker__scroll">{level(categories, 'Categories')}</div>
      {error && (
        <div id="categories-error" className="nb-pf-error">
          {error}
        </div>
      )}
      <p className="nb-pf-hint mt-2 mb-0">{chosen.length === 1 ? '1 category chosen' : `${chosen.length} categories chosen`}</p>
    </div>
  );
}
