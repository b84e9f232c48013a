import { formatPrice, PAYMENT_METHODS, type CompanyTerms, type PaymentMethodType } from '@northbend/shared';
import { isOnline } from './payment-texts';

interface PaymentMethodsProps {
  value: PaymentMethodType;
  onChange: (type: PaymentMethodType) => void;
  /** The methods the shop offers now; the others are not shown. */
  offered: readonly PaymentMethodType[];
  /** Paying a placed order again: only the methods that pay online are offered (COD needs no payment). */
  onlineOnly: boolean;
  /** The company's payment terms (issue 27), or null: the Net 30 hint then says nothing of credit. */
  terms?: CompanyTerms | null;
}

/** What the Net 30 choice adds for a company: the credit left, or the hold; the server decides again. */
function creditNote(terms: CompanyTerms): string {
  if (terms.overdue_hold) return ' On hold while an invoice of your company is overdue.';
  return ` Available credit: ${formatPrice(terms.available_credit)} of ${formatPrice(terms.credit_limit)}.`;
}

/** The payment choices of spec section 9 as radio cards; the first is the default. */
export function PaymentMethods({ value, onChange, offered, onlineOnly, terms }: PaymentMethodsProps) {
  return (
    <fieldset className="nb-methods">
      <legend className="nb-methods__legend">Choose how you pay</legend>
      {PAYMENT_METHODS.filter((m) => offered.includes(m.type)).map((m) => {
        const id = `payment-${m.type}`;
        const disabled = onlineOnly && !isOnline(m.type);
        return (
          <div key={m.type} className={`nb-method${value === m.type ? ' nb-method--chosen' : ''}${disabled ? ' nb-method--disabled' : ''}`}>
            <input
              className="nb-method__radio"
              type="radio"
              name="payment-method"
              id={id}
              value={m.type}
              checked={value === m.type}
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              onChange={() => onChange(m.type)}
            />
            <label className="nb-method__label" htmlFor={id}>
              {m.label}
            </label>
            <span id={`${id}-hint`} className="nb-method__hint">
              {m.hint}
              {m.type === 'NET_30' && terms ? creditNote(terms) : null}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
