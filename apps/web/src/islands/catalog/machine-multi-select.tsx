/** @jsxImportSource preact */
import type { DropdownItem } from '@northbend/shared';
import { useEffect, useRef, useState } from 'preact/hooks';

interface MachineMultiSelectProps {
  /** Prefix of the parts' ids: `${id}-label`, `${id}-button`, `${id}-list`. */
  id: string;
  label: string;
  placeholder: string;
  options: DropdownItem[];
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Models are still loading for a new choice of makes. */
  busy?: boolean;
  /** The list closed (Escape, a click outside, focus leaving it): a choice made in it is complete. */
  onClose?: () => void;
}

/** Spec section 5: at most the first two selected names, then an ellipsis. */
export function selectionSummary(options: DropdownItem[], selected: string[]): string {
  const names = selected.map((id) => options.find((o) => o.value === id)?.name).filter((n): n is string => Boolean(n));
  return names.length > 2 ? `${names.slice(0, 2).join(', ')}, …` : names.join(', ');
}

/**
 * Machine make / model picker of the store home's filter bar and the search page (islands): a
 * button opening a list of checkboxes. Tab and Space work as in any form; Escape closes and
 * returns focus to the button; leaving the picker closes it.
 */
export function MachineMultiSelect({
  id,
  label,
  placeholder,
  options,
  selected,
  onChange,
  busy = false,
  onClose,
}: MachineMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const summary = selectionSummary(options, selected);
  const wasOpen = useRef(false);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    if (wasOpen.current && !open) closed.current?.();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      class="nb-multi"
      ref={root}
      onKeyDown={onKeyDown}
      onFocusOut={(e) => !root.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <span id={`${id}-label`} class="form-label">
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        class={`form-select nb-multi__button ${summary ? '' : 'is-empty'}`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        {summary || placeholder}
        {selected.length > 0 && <span class="visually-hidden"> ({selected.length} selected)</span>}
      </button>
      {open && (
        <div id={`${id}-list`} class="nb-multi__panel" role="group" tabIndex={-1} aria-labelledby={`${id}-label`}>
          {busy ? (
            <p class="nb-multi__empty">Loading…</p>
          ) : options.length === 0 ? (
            <p class="nb-multi__empty">No Data Found</p>
          ) : (
            <ul class="nb-multi__list">
              {options.map((o) => (
                <li key={o.value}>
                  <label class="nb-multi__option">
                    <input type="checkbox" class="form-check-input" checked={selected.includes(o.value)} onChange={() => toggle(o.value)} />
                    <span>{o.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {selected.length > 0 && (
            <button
              type="button"
              class="btn btn-link btn-sm nb-multi__clear"
              onClick={() => {
                onChange([]);
                setOpen(false);
                button.current?.focus();
              }}
            >
              Clear selection
            </button>
          )}
        </div>
      )}
    </div>
  );
}
