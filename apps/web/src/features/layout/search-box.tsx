import { TIMINGS, type ProductSummary } from '@northbend/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { ResponsiveImage } from '../../components/responsive-image';
import { resetSearchResults, setSearchResults } from '../../state/search-slice';
import { searchProducts } from './layout-api';

const DEBOUNCE_MS = TIMINGS.searchDebounce;

/** Header search: debounced, results in a dropdown navigable with the arrow keys. */
export function SearchBox() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { productSearchData, productSearchDataStatus } = useAppSelector((s) => s.search);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const q = term.trim();
    if (!q) {
      dispatch(resetSearchResults());
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      searchProducts(q, ctrl.signal)
        .then((result) => {
          dispatch(setSearchResults(result));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [term, dispatch]);

  useEffect(() => {
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const choose = (p: ProductSummary) => {
    setOpen(false);
    setTerm('');
    dispatch(resetSearchResults());
    navigate(paths.product(p.product_slug, p._id));
  };

  /** Enter without a chosen suggestion, and 'See all results': every match on the search page. */
  const closeAndReset = () => {
    setOpen(false);
    setTerm('');
    dispatch(resetSearchResults());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, productSearchData.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter' && active >= 0 && productSearchData[active]) {
      e.preventDefault();
      choose(productSearchData[active]);
    } else if (e.key === 'Enter' && term.trim()) {
      e.preventDefault();
      const q = term.trim();
      closeAndReset();
      navigate(paths.search(q));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && productSearchDataStatus && term.trim() !== '';
  return (
    <div className="nb-search" ref={box}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search products by name or part number
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        className="form-control nb-search__input"
        placeholder="Search tools or part numbers"
        value={term}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => setTerm(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div className="nb-search__panel">
          <ul className="nb-search__results" id={listId} role="listbox">
            {productSearchData.length === 0 && <li className="nb-search__empty">No Products</li>}
            {productSearchData.map((p, i) => (
              <li
                key={p._id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'is-active' : ''}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                <ResponsiveImage
                  src={p.product_images[0] || '/images/product-default-1.png'}
                  alt=""
                  widths={[160]}
                  sizes="40px"
                  width={40}
                  height={40}
                />
                <span>
                  <span className="nb-search__name">{p.product_name}</span>
                  <span className="nb-search__sku">{p.product_sku}</span>
                </span>
              </li>
            ))}
          </ul>
          {productSearchData.length > 0 && (
            <Link className="nb-search__all" to={paths.search(term.trim())} onClick={closeAndReset}>
              See all results
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
