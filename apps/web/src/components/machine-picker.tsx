import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { pickerSummary, type MachinePickerItem } from './machine-picker-summary';
import './machine-picker.scss';

export { pickerSummary, type MachinePickerItem };

export interface MachinePickerProps {
  /** Id of the toggle button; the label is `${id}-label` and the list `${id}-list`. */
  id: string;
  label: string;
  items: MachinePickerItem[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** '--- select machine makes ---' or '--- select machine models ---' (spec section 5). */
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  /** A refused submit's message under the picker (the profile form's required lists). */
  error?: string;
}

/**
 * Multi-select for machine makes or models (contact form, profile, store filter): a button that
 * opens a list of checkboxes. Closes on Escape, on a click outside and when focus leaves it.
 */
export function MachinePicker({ id, label, items, selected, onChange, placeholder, required, disabled, error }: MachinePickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const summary = pickerSummary(items, selected);
  const listId = `${id}-list`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const boxes = () => Array.from(root.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // Arrows walk the checkboxes (and open the list from the button), as in a native select.
      e.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => {
        const list = boxes();
        const at = list.indexOf(document.activeElement as HTMLInputElement);
        const next = at < 0 ? 0 : Math.min(list.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)));
        list[next]?.focus();
      });
    }
  };

  const flip = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  return (
    <div
      className="nb-machine-picker"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Focus moving to another control (Tab) closes the list; a click inside the list moves
        // focus to no control at all (relatedTarget null), and outside clicks are handled above.
        if (e.relatedTarget && !root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <label className="form-label" htmlFor={id} id={`${id}-label`}>
        {label}
        {required && (
          <span className="nb-machine-picker__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {required && <span className="visually-hidden"> (required)</span>}
      </label>
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`form-select nb-machine-picker__toggle${error ? ' is-invalid' : ''}`}
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-controls={listId}
        // Named by the label and then its own text, so the choice is read out with the name.
        aria-labelledby={`${id}-label ${id}`}
        disabled={disabled}
        title={summary || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {summary ? (
          <span className="nb-machine-picker__value">{summary}</span>
        ) : (
          <span className="nb-machine-picker__placeholder">{placeholder}</span>
        )}
        {selected.length > 0 && <span className="visually-hidden"> ({selected.length} selected)</span>}
      </button>
      <div id={listId} className="nb-machine-picker__menu" role="group" aria-labelledby={`${id}-label`} hidden={!open}>
        {items.length === 0 ? (
          <p className="nb-machine-picker__empty">No Data Found</p>
        ) : (
          items.map((item) => (
            <label key={item.value} className="nb-machine-picker__option">
              <input
                type="checkbox"
                className="form-check-input"
                checked={selected.includes(item.value)}
                onChange={() => flip(item.value)}
              />
              <span>{item.name}</span>
            </label>
          ))
        )}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
