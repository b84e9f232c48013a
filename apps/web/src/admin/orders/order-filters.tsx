import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_STATUSES } from '@northbend/shared';
import { SelectField } from '../ui/fields';
import type { OrderFilterKey } from './order-query';

interface OrderFiltersProps {
  values: Record<OrderFilterKey, string>;
  onChange: (changes: Partial<Record<OrderFilterKey, string>>) => void;
  onReset: () => void;
}

const PAYMENT_TYPES = PAYMENT_METHODS.map((m) => ({ value: m.type, label: m.label.replace(/ \(.*\)$/, '') }));

/** Search (applied on Enter or the button) and four selects (applied at once). */
export function OrderFilters({ values, onChange, onReset }: OrderFiltersProps) {
  const [search, setSearch] = useState(values.search);
  // A new URL (back button, a dashboard link) puts its search in the field.
  useEffect(() => setSearch(values.search), [values.search]);
  const filtered = Object.values(values).some(Boolean);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: search.trim() });
  };

  return (
    <form className="nb-filters" role="search" aria-label="Filter orders" onSubmit={submit}>
      <div className="nb-field nb-filters__search">
        <label className="form-label" htmlFor="orders-search">
          Search
        </label>
        <div className="nb-search">
          <input
            id="orders-search"
            type="search"
            className="form-control form-control-sm"
            placeholder="Order, PO or customer"
            title="Order number, PO number, customer name, email or company"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary">
            Search
          </button>
        </div>
      </div>
      <SelectField
        id="orders-status"
        label="Order status"
        anyLabel="All"
        options={ORDER_STATUSES}
        value={values.status}
        onChange={(v) => onChange({ status: v })}
      />
      <SelectField
        id="orders-payment-status"
        label="Payment status"
        anyLabel="All"
        options={PAYMENT_STATUSES}
        value={values.payment_status}
        onChange={(v) => onChange({ payment_status: v })}
      />
      <SelectField
        id="orders-shipping-status"
        label="Shipping status"
        anyLabel="All"
        options={SHIPPING_STATUSES}
        value={values.shipping_status}
        onChange={(v) => onChange({ shipping_status: v })}
      />
      <SelectField
        id="orders-payment-type"
        label="Payment type"
        anyLabel="All"
        options={PAYMENT_TYPES}
        value={values.payment_type}
        onChange={(v) => onChange({ payment_type: v })}
      />
      {filtered && (
        <div className="nb-filters__actions">
          <button type="button" className="btn btn-sm btn-link" onClick={onReset}>
            Clear filters
          </button>
        </div>
      )}
    </form>
  );
}
