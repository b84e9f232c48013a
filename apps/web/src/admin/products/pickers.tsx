import type { ReactNode } from 'react';

interface CheckListProps {
  /** Names the group for screen readers ('Categories'). */
  label: string;
  items: { id: string; name: string; children?: ReactNode }[];
  chosen: readonly string[];
  onChange: (id: string, checked: boolean) => void;
  idPrefix: string;
}

/** A list of checkboxes; an item may hold a nested list (a category's children). */
export function CheckList({ label, items, chosen, onChange, idPrefix }: CheckListProps) {
  return (
    <ul className="nb-checklist" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <div className="form-check">
            <input
              id={`${idPrefix}-${item.id}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(item.id)}
              onChange={(e) => onChange(item.id, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-${item.id}`}>
              {item.name}
            </label>
          </div>
          {item.children}
        </li>
      ))}
    </ul>
  );
}

/** A list with one id added or taken out. */
export const toggled = (list: readonly string[], id: string, on: boolean): string[] =>
  on ? (list.includes(id) ? [...list] : [...list, id]) : list.filter((x) => x !== id);
