import { useEffect, useState, type FormEvent } from 'react';
import type { StaffAccount } from '@northbend/shared';
import { SelectField } from '../ui/fields';

export const AUDIT_FILTER_KEYS = ['staff_id', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

const ACTION_HINTS = [
  'order.',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'order.payment',
  'customer.',
  'enquiry.',
  'staff.',
  'staff.login',
  'settings.',
];

interface AuditFiltersProps {
  values: AuditFilters;
  staff: StaffAccount[];
  onApply: (values: AuditFilters) => void;
}

/** The audit log's filters, applied together with the button (or Enter). */
export function AuditFilterBar({ values, staff, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof AuditFilters, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <div className="nb-field">
      <label className="form-label" htmlFor={`audit-${key}`}>
        {label}
      </label>
      <input
        id={`audit-${key}`}
        type={type}
        className="form-control form-control-sm"
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
        {...extra}
      />
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const filtered = Object.values(values).some(Boolean);

  return (
    <form className="nb-filters" role="search" aria-label="Filter the audit log" onSubmit={submit}>
      <SelectField
        id="audit-staff"
        label="Staff member"
        anyLabel="Anyone"
        options={staff.map((s) => ({ value: s._id, label: s.name }))}
        value={draft.staff_id}
        onChange={set('staff_id')}
      />
      {text('action', 'Action', 'text', { list: 'audit-action-hints', placeholder: 'order.ship or order.' })}
      <datalist id="audit-action-hints">
        {ACTION_HINTS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      {text('entity_type', 'Record type', 'text', { list: 'audit-entity-hints', placeholder: 'order, customer…' })}
      <datalist id="audit-entity-hints">
        {['order', 'customer', 'enquiry', 'staff', 'shop_settings'].map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {text('entity_id', 'Record id', 'text')}
      {text('from', 'From', 'date')}
      {text('to', 'To', 'date')}
      <div className="nb-filters__actions">
        {filtered && (
          <button
            type="button"
            className="btn btn-sm btn-link"
            onClick={() => onApply(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])) as AuditFilters)}
          >
            Clear filters
          </button>
        )}
        <button type="submit" className="btn btn-sm btn-primary">
          Apply
        </button>
      </div>
    </form>
  );
}
