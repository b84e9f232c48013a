import { useEffect, useState, type FormEvent, type ReactNode } from 'react';

interface SearchFormProps {
  id: string;
  /** What the form filters, for its landmark ('Filter customers'). */
  label: string;
  placeholder: string;
  /** The search field's tooltip, naming everything it searches. */
  title?: string;
  value: string;
  onSearch: (value: string) => void;
  /** More filters beside the search field. */
  children?: ReactNode;
  /** Given while any filter is set: a 'Clear filters' button after the filters. */
  onClear?: () => void;
}

/** A filter bar whose search is applied on Enter or with its button. */
export function SearchForm({ id, label, placeholder, title, value, onSearch, children, onClear }: SearchFormProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="nb-filters" role="search" aria-label={label} onSubmit={submit}>
      <div className="nb-field nb-filters__search">
        <label className="form-label" htmlFor={id}>
          Search
        </label>
        <div className="nb-search">
          <input
            id={id}
            type="search"
            className="form-control form-control-sm"
            placeholder={placeholder}
            title={title}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary">
            Search
          </button>
        </div>
      </div>
      {children}
      {onClear && (
        <div className="nb-filters__actions">
          <button type="button" className="btn btn-sm btn-link" onClick={onClear}>
            Clear filters
          </button>
        </div>
      )}
    </form>
  );
}

/** Reads and writes a list's query in the URL: a new filter starts again at page 1. */
export function nextParams(current: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
