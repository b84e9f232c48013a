import { useEffect, useState } from 'react';
import { KeywordDropdownBody, slugify, type AdminKeywordDropdown, type AdminKeywordOption } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton, FormMessage } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { Panel } from '../ui/panel';
import { numericHead, PlainTable } from '../ui/plain-table';
import { RowButton } from '../ui/row-buttons';
import { messageOf } from '../ui/use-load';
import { keywordsApi } from './catalog-lists-api';
import { OrderButtons } from './order-buttons';

/** An option being edited; `isNew` options have their value made from the name until it is typed. */
interface DraftOption extends AdminKeywordOption {
  key: string;
  isNew: boolean;
  valueTyped: boolean;
}

let serial = 0;
const draftOf = (d: AdminKeywordDropdown): DraftOption[] =>
  d.options.map((o) => ({ ...o, key: `saved-${o.value}`, isNew: false, valueTyped: true }));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * One keyword dropdown's options as an editable table: add, rename, reorder, remove, then save the
 * whole list at once. A removal is confirmed first when products or customer profiles hold the value.
 */
export function KeywordDropdownPanel({
  dropdown,
  onSaved,
}: {
  dropdown: AdminKeywordDropdown;
  onSaved: (d: AdminKeywordDropdown) => void;
}) {
  const notify = useNotify();
  const [options, setOptions] = useState(() => draftOf(dropdown));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setOptions(draftOf(dropdown)), [dropdown]);

  const saved = new Map(dropdown.options.map((o) => [o.value, o]));
  const removed = dropdown.options.filter((o) => !options.some((d) => !d.isNew && d.value === o.value));
  const changed =
    removed.length > 0 ||
    options.length !== dropdown.options.length ||
    options.some((o, i) => o.isNew || o.value !== dropdown.options[i]?.value || o.name !== saved.get(o.value)?.name);
  const heldByRemoved = removed.reduce((n, o) => ({ products: n.products + o.product_count, customers: n.customers + o.customer_count }), {
    products: 0,
    customers: 0,
  });

  const update = (key: string, change: Partial<DraftOption>) =>
    setOptions((list) => list.map((o) => (o.key === key ? { ...o, ...change } : o)));
  const rename = (o: DraftOption, name: string) => update(o.key, o.isNew && !o.valueTyped ? { name, value: slugify(name) } : { name });
  const moveTo = (from: number, to: number) =>
    setOptions((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  const add = () =>
    setOptions((list) => [
      ...list,
      { key: `new-${++serial}`, value: '', name: '', product_count: 0, customer_count: 0, isNew: true, valueTyped: false },
    ]);

  const save = async () => {
    setConfirming(false);
    setError(null);
    const checked = KeywordDropdownBody.safeParse({ options: options.map(({ value, name }) => ({ value, name })) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the options.');
    setBusy(true);
    try {
      const answer = await keywordsApi.save(dropdown._id, checked.data);
      notify('success', answer.message);
      onSaved(answer.result);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const id = `nb-keywords-${dropdown._id.toLowerCase()}`;
  return (
    <Panel
      id={id}
      title={dropdown.name}
      padded={false}
      actions={
        <div className="nb-list-actions">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={!changed || busy}
            onClick={() => setOptions(draftOf(dropdown))}
          >
            Discard changes
          </button>
          <BusyButton
            busy={busy}
            className="btn btn-sm btn-primary"
            disabled={!changed}
            onClick={() => (heldByRemoved.products + heldByRemoved.customers > 0 ? setConfirming(true) : void save())}
          >
            Save {dropdown.name.toLowerCase()}
          </BusyButton>
        </div>
      }
    >
      <PlainTable
        label={`${dropdown.name} options`}
        caption={`${dropdown.name} options, in the order the storefront lists them`}
        className="nb-keyword-table"
        head={['Name', 'Value', numericHead('Products'), numericHead('Customers'), 'Order', { label: 'Remove', hidden: true }]}
      >
        <tbody>
          {options.map((o, index) => (
            <tr key={o.key} className={o.isNew ? 'is-new' : undefined}>
              <td>
                <input
                  className="form-control form-control-sm"
                  aria-label={`Name of ${dropdown.name.toLowerCase()} option ${index + 1}`}
                  value={o.name}
                  maxLength={60}
                  onChange={(e) => rename(o, e.target.value)}
                />
              </td>
              <td>
                {o.isNew ? (
                  <input
                    className="form-control form-control-sm nb-mono"
                    aria-label={`Value of ${dropdown.name.toLowerCase()} option ${index + 1}`}
                    value={o.value}
                    maxLength={60}
                    onChange={(e) => update(o.key, { value: e.target.value, valueTyped: true })}
                  />
                ) : (
                  <span className="nb-mono" title="Stored on products and profiles; it stays when the name changes">
                    {o.value}
                  </span>
                )}
              </td>
              <td className="nb-num">{o.product_count}</td>
              <td className="nb-num">{o.customer_count}</td>
              <td>
                <OrderButtons
                  name={o.name || 'the new option'}
                  index={index}
                  count={options.length}
                  busy={busy}
                  onMove={(to) => moveTo(index, to)}
                />
              </td>
              <td>
                <RowButton danger name={o.name} onClick={() => setOptions((list) => list.filter((x) => x.key !== o.key))}>
                  Remove
                </RowButton>
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <div className="nb-keyword-foot">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={add}>
          Add option
        </button>
        {removed.length > 0 && <span className="nb-form-hint">To be removed on save: {removed.map((o) => `“${o.name}”`).join(', ')}</span>}
      </div>
      {error && (
        <div className="nb-keyword-foot">
          <FormMessage error={error} />
        </div>
      )}
      <ConfirmDialog
        show={confirming}
        title={`Remove ${plural(removed.length, 'option')} from ${dropdown.name.toLowerCase()}?`}
        confirmLabel="Remove and save"
        danger
        busy={busy}
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
      >
        <p className="m-0">
          {removed.map((o) => `“${o.name}”`).join(', ')} will also be taken off{' '}
          {[
            heldByRemoved.products && plural(heldByRemoved.products, 'product'),
            heldByRemoved.customers && plural(heldByRemoved.customers, 'customer profile'),
          ]
            .filter(Boolean)
            .join(' and ')}{' '}
          that hold {removed.length === 1 ? 'it' : 'them'}.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
