/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { pickerSummary, type MachinePickerItem } from '../../components/machine-picker-summary';

export type { MachinePickerItem };

interface MachinePickerProps {
  /** Id of the toggle button; the label is `${id}-label` and the list `${id}-list`. */
  id: string;
  label: string;
  items: MachinePickerItem[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** '--- select machine makes ---' or '--- select machine models ---' (spec section 5). */
  placeholder: string;
}

/**
 * The contact form's multi-select for machine makes or models, as the client application's
 * MachinePicker (components/machine-picker.tsx) draws and behaves: a button that opens a list of
 * checkboxes, closed by Escape, a click outside and focus leaving it; the arrows walk the boxes.
 */
export function MachinePicker({ id, label, items, selected, onChange, placeholder }: MachinePickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const summary = pickerSummary(items, selected);
  const listId = `${id}-list`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const boxes = () => [...(root.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      // The list shows with the next render: focus once it is there.
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
      class="nb-machine-picker"
      ref={root}
      onKeyDown={onKeyDown}
      // focusout bubbles (blur does not): Tab to a control outside closes the list; a click inside
      // moves focus to no control (relatedTarget null), and outside clicks are handled above.
      onFocusOut={(e) => {
        if (e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <label class="form-label" for={id} id={`${id}-label`}>
        {label}
      </label>
      <button
        ref={toggle}
        id={id}
        type="button"
        class="form-select nb-machine-picker__toggle"
        aria-expanded={open}
        aria-controls={listId}
        // Named by the label and then its own text, so the choice is read out with the name.
        aria-labelledby={`${id}-label ${id}`}
        title={summary || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {summary ? (
          <span class="nb-machine-picker__value">{summary}</span>
        ) : (
          <span class="nb-machine-picker__placeholder">{placeholder}</span>
        )}
        {selected.length > 0 && <span class="visually-hidden"> ({selected.length} selected)</span>}
      </button>
      <div id={listId} class="nb-machine-picker__menu" role="group" aria-labelledby={`${id}-label`} hidden={!open}>
        {items.length === 0 ? (
          <p class="nb-machine-picker__empty">No Data Found</p>
        ) : (
          items.map((item) => (
            <label key={item.value} class="nb-machine-picker__option">
              <input type="checkbox" class="form-check-input" checked={selected.includes(item.value)} onChange={() => flip(item.value)} />
              <span>{item.name}</span>
            </label>
          ))
        )}
      </div>
    </div>
  );
}
