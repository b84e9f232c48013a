/** @jsxImportSource preact */
import { TIMINGS, type ProductSummary } from '@northbend/shared';
import { useEffect, useRef, useState } from 'preact/hooks';
import { searchProducts } from '../../features/layout/layout-api';
import { paths } from '../../lib/paths';
import { Picture } from '../picture';

const LIST_ID = 'nb-search-results';

/**
 * The header's search in the island (the client application's is features/layout/search-box.tsx):
 * debounced, results in a dropdown walked with the arrow keys; a choice or Enter opens the page.
 */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<ProductSummary[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const q = term.trim();
    if (!q) {
      setResults(null);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      searchProducts(q, ctrl.signal)
        .then((found) => {
          setResults(found);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, TIMINGS.searchDebounce);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [term]);

  useEffect(() => {
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const found = results ?? [];
  const go = (to: string) => {
    setOpen(false);
    window.location.assign(to);
  };
  const choose = (p: ProductSummary) => go(paths.product(p.product_slug, p._id));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, found.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && active >= 0 && found[active]) {
      e.preventDefault();
      choose(found[active]);
    } else if (e.key === 'Enter' && term.trim()) {
      e.preventDefault();
      go(paths.search(term.trim()));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && results !== null && term.trim() !== '';
  return (
    <div class="nb-search" ref={box}>
      <label for="nb-search-input" class="visually-hidden">
        Search products by name or part number
      </label>
      <input
        id="nb-search-input"
        type="search"
        class="form-control nb-search__input"
        placeholder="Search tools or part numbers"
        value={term}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={LIST_ID}
        aria-activedescendant={active >= 0 ? `${LIST_ID}-${active}` : undefined}
        onInput={(e) => setTerm(e.currentTarget.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div class="nb-search__panel">
          <ul class="nb-search__results" id={LIST_ID} role="listbox">
            {found.length === 0 && <li class="nb-search__empty">No Products</li>}
            {found.map((p, i) => (
              <li
                key={p._id}
                id={`${LIST_ID}-${i}`}
                role="option"
                aria-selected={i === active}
                class={i === active ? 'is-active' : ''}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                <Picture
                  src={p.product_images[0] || '/images/product-default-1.png'}
                  alt=""
                  widths={[160]}
                  sizes="40px"
                  width={40}
                  height={40}
                />
                <span>
                  <span class="nb-search__name">{p.product_name}</span>
                  <span class="nb-search__sku">{p.product_sku}</span>
                </span>
              </li>
            ))}
          </ul>
          {found.length > 0 && (
            <a class="nb-search__all" href={paths.search(term.trim())}>
              See all results
            </a>
          )}
        </div>
      )}
    </div>
  );
}
