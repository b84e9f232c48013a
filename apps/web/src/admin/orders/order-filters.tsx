import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_STATUSES } from '@northbend/shared';
import { SelectField } from '../ui/fields';
import { SearchForm } from '../ui/search-form';
import type { OrderFilterKey } from './order-query';

interface OrderFiltersProps {
  values: Record<OrderFilterKey, string>;
  onChange: (changes: Partial<Record<OrderFilterKey, string>>) => void;
  onReset: () => void;
}

const PAYMENT_TYPES = PAYMENT_METHODS.map((m) => ({ value: m.type, label: m.label.replace(/ \(.*\)$/, '') }));

/** The four selects, each with 'All' for no filter: the URL key, the field's id and label, the choices. */
const SELECTS: { key: OrderFilterKey; id: string; label: string; options: readonly (string | { value: string; label: string })[] }[] = [
  { key: 'status', id: 'orders-status', label: 'Order status', options: ORDER_STATUSES },
  { key: 'payment_status', id: 'orders-payment-status', label: 'Payment status', options: PAYMENT_STATUSES },
  { key: 'shipping_status', id: 'orders-shipping-status', label: 'Shipping status', options: SHIPPING_STATUSES },
  { key: 'payment_type', id: 'orders-payment-type', label: 'Payment type', options: PAYMENT_TYPES },
];

function DayField(props: { id: string; label: string; value: string; min?: string; max?: string; onChange: (day: string) => void }) {
  return (
    <div className="nb-field">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        className="form-control form-control-sm"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** Search (applied on Enter or the button), four selects and the days placed (applied at once). */
export function OrderFilters({ values, onChange, onReset }: OrderFiltersProps) {
  return (
    <SearchForm
      id="orders-search"
      label="Filter orders"
      placeholder="Order, PO or customer"
      title="Order number, PO number, customer name, email or company"
      value={values.search}
      onSearch={(search) => onChange({ search })}
      onClear={Object.values(values).some(Boolean) ? onReset : undefined}
    >
      {SELECTS.map(({ key, ...select }) => (
        <SelectField key={key} {...select} anyLabel="All" value={values[key]} onChange={(v) => onChange({ [key]: v })} />
      ))}
      {/* Placed from / to: days of the shop's calendar, both included, applied at once. */}
      <DayField id="orders-from" label="Placed from" value={values.from} max={values.to} onChange={(from) => onChange({ from })} />
      <DayField id="orders-to" label="Placed to" value={values.to} min={values.from} onChange={(to) => onChange({ to })} />
    </SearchForm>
  );
}
