import { Empty } from '../ui/states';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { RemoveButton } from '../ui/row-buttons';
import type { RuleForm, RuleKind } from './price-list-form';

interface RulesTableProps {
  rules: RuleForm[];
  /** A rule's mistake by its key: the form's check or the server's 'Rule 3: …'. */
  errors: ReadonlyMap<string, string>;
  onChange: (key: string, change: Partial<RuleForm>) => void;
  onRemove: (key: string) => void;
}

/**
 * The list's rules, each changed in place: a fixed unit price or a percentage off, and the
 * quantity it starts at. What a rule prices is set when it is added (remove and add to change it).
 */
export function RulesTable({ rules, errors, onChange, onRemove }: RulesTableProps) {
  if (rules.length === 0)
    return <Empty title="No rules yet">A rule gives the list’s companies a fixed price or a percentage off. Add one below.</Empty>;
  return (
    <PlainTable
      label="Rules"
      caption="Rules of the price list"
      className="nb-pl-rules"
      head={[numericHead('#'), 'Applies to', 'Price', 'From (pieces)', ACTIONS_HEAD]}
    >
      <tbody>
        {rules.map((r, i) => {
          const error = errors.get(r.key);
          const fixedAllowed = Boolean(r.product_id || r.variant_id);
          const id = `pl-${r.key}`;
          return [
            <tr key={r.key} className={error ? 'is-invalid' : undefined}>
              <td className="nb-num nb-muted">{i + 1}</td>
              <td className="nb-pl-rules__target">{r.target}</td>
              <td>
                <div className="nb-pl-rules__price">
                  <select
                    className="form-select form-select-sm"
                    aria-label={`Kind of price of rule ${i + 1}`}
                    value={r.kind}
                    onChange={(e) => onChange(r.key, { kind: e.target.value as RuleKind })}
                  >
                    <option value="percent">% off</option>
                    {(fixedAllowed || r.kind === 'price') && <option value="price">Fixed $</option>}
                  </select>
                  <input
                    id={`${id}-amount`}
                    className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
                    aria-label={`${r.kind === 'price' ? 'Unit price' : 'Percent off'} of rule ${i + 1}`}
                    aria-invalid={Boolean(error) || undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    inputMode="decimal"
                    autoComplete="off"
                    value={r.amount}
                    onChange={(e) => onChange(r.key, { amount: e.target.value })}
                  />
                </div>
              </td>
              <td>
                <input
                  className="form-control form-control-sm nb-pl-rules__qty"
                  aria-label={`From how many pieces rule ${i + 1} holds`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={r.min_quantity}
                  onChange={(e) => onChange(r.key, { min_quantity: e.target.value })}
                />
              </td>
              <td className="text-end">
                <RemoveButton link name={`rule ${i + 1}`} onClick={() => onRemove(r.key)} />
              </td>
            </tr>,
            error && (
              <tr key={`${r.key}-error`} className="nb-pl-rules__error-row">
                <td />
                <td colSpan={4}>
                  <div id={`${id}-error`} className="nb-pf-error" role="alert">
                    {error}
                  </div>
                </td>
              </tr>
            ),
          ];
        })}
      </tbody>
    </PlainTable>
  );
}
