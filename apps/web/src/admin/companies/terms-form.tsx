import { useState, type FormEvent } from 'react';
import { formatPrice, PAYMENT_METHODS, type CompanyTerms, type PaymentMethodType } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton, FormMessage } from '../ui/fields';
import { useAction } from '../ui/use-action';
import { companiesApi } from './companies-api';

const dollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));

/**
 * A company's payment terms (issue 27): which methods it may use, its Net 30 credit limit and how
 * many days an overdue invoice may wait before Net 30 is held. The open balance is shown beside.
 */
export function TermsForm({ companyId, terms, onSaved }: { companyId: string; terms: CompanyTerms; onSaved: (message: string) => void }) {
  const [methods, setMethods] = useState<PaymentMethodType[]>(terms.payment_methods);
  const [limit, setLimit] = useState(String(terms.credit_limit));
  const [holdDays, setHoldDays] = useState(String(terms.overdue_hold_days));
  const { busy, error, setError, run } = useAction();

  const toggle = (type: PaymentMethodType) => setMethods((now) => (now.includes(type) ? now.filter((t) => t !== type) : [...now, type]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const creditLimit = dollars(limit);
    if (!methods.length) return setError('Choose at least one payment method.');
    if (!Number.isFinite(creditLimit) || creditLimit < 0) return setError('The credit limit must be a number of dollars, 0 or more.');
    const hold = Number(holdDays);
    if (!Number.isInteger(hold) || hold < 0 || hold > 365)
      return setError('The overdue hold must be a whole number of days from 0 to 365.');
    await run(async () => {
      const answer = await companiesApi.setTerms(companyId, {
        payment_methods: methods,
        credit_limit: creditLimit,
        overdue_hold_days: hold,
      });
      onSaved(answer.message);
    });
  };

  return (
    <form className="nb-terms" onSubmit={submit} noValidate aria-label="Payment terms">
      <p className="nb-terms__balance">
        Open Net 30 balance <strong>{formatPrice(terms.open_balance)}</strong> · available{' '}
        <strong>{formatPrice(terms.available_credit)}</strong>
        {terms.overdue_hold && <span className="nb-terms__hold"> · Net 30 on hold: an invoice is overdue</span>}
      </p>
      <fieldset className="nb-terms__methods">
        <legend className="nb-terms__legend">Payment methods</legend>
        {PAYMENT_METHODS.map((m) => (
          <div className="form-check" key={m.type}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`terms-${m.type}`}
              checked={methods.includes(m.type)}
              onChange={() => toggle(m.type)}
            />
            <label className="form-check-label" htmlFor={`terms-${m.type}`}>
              {m.label}
            </label>
          </div>
        ))}
      </fieldset>
      <FormField
        id="terms-limit"
        label="Net 30 credit limit ($)"
        value={limit}
        onChange={setLimit}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormField
        id="terms-hold"
        label="Hold Net 30 after an invoice is overdue by (days)"
        value={holdDays}
        onChange={setHoldDays}
        inputMode="numeric"
        autoComplete="off"
      />
      <BusyButton type="submit" busy={busy}>
        Save terms
      </BusyButton>
      <FormMessage error={error} />
    </form>
  );
}
