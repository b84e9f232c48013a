import { QUOTE_LINE_DESCRIPTION_MAX_LENGTH, QUOTE_MAX_LINES, QUOTE_MESSAGE_MAX_LENGTH, type AdminQuoteView } from '@northbend/shared';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BusyButton, FormMessage } from '../ui/fields';
import { formatMoney } from '../../ui/money';
import { TableHead, type HeadCell } from '../../ui/table-head';
import { messageOf } from '../ui/use-load';
import { checkOffer, draftLine, lineCents, startLines, totalCents, type DraftLine, type OfferErrors } from './offer-lines';
import { shopTodayHere } from '../../lib/shop-time';

/** The offer's column heads; their classes size the columns. */
const OFFER_HEAD: HeadCell[] = [
  { label: '#', className: 'nb-offer__n' },
  'Description',
  { label: 'Quantity', className: 'nb-offer__qty' },
  { label: 'Unit price ($)', className: 'nb-offer__price' },
  { label: 'Line total', className: 'nb-offer__total text-end' },
  { label: 'Remove', className: 'nb-offer__remove', hidden: true },
];

/** The day `days` after `day` ('YYYY-MM-DD'), as a calendar sum: no time zone to cross. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How long a new offer holds unless sales says otherwise. */
const DEFAULT_VALID_DAYS = 30;
const NO_ERRORS: OfferErrors = { lines: [] };

// Enter in a box of a line must not send a half-typed offer to the customer: only the button sends.
const keepEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') e.preventDefault();
};

interface OfferEditorProps {
  quote: AdminQuoteView;
  /** Sends the checked offer; resolves when it was sent, throws the server's refusal. */
  onSend: (offer: NonNullable<ReturnType<typeof checkOffer>['offer']>) => Promise<void>;
}

/**
 * The priced offer: lines of description, quantity and unit price (added and removed freely), the
 * running total, how long it holds and an optional message; 'Send quote' checks it with the
 * server's rules, marks the boxes it refuses and sends it. A revision replaces the earlier lines.
 */
export function OfferEditor({ quote, onSend }: OfferEditorProps) {
  const [lines, setLines] = useState<DraftLine[]>(() => startLines(quote.lines, quote));
  const [validUntil, setValidUntil] = useState(() => quote.valid_until ?? addDays(shopTodayHere(), DEFAULT_VALID_DAYS));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<OfferErrors>(NO_ERRORS);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const revising = quote.lines.length > 0;

  const focusBox = (key: number, field: string) =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`#offer-${key}-${field}`)?.focus());
  const change = (key: number, field: keyof Omit<DraftLine, 'key'>, value: string) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  const add = () => {
    const line = draftLine();
    setLines((ls) => [...ls, line]);
    focusBox(line.key, 'description');
  };
  const remove = (index: number) => {
    const rest = lines.filter((_, i) => i !== index);
    setLines(rest);
    setErrors((e) => ({ ...e, lines: e.lines.filter((_, i) => i !== index) }));
    // The focus stays in the lines: on the line that took this one's place, or on 'Add line'.
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) focusBox(next.key, 'description');
    else requestAnimationFrame(() => form.current?.querySelector<HTMLButtonElement>('.nb-offer__add')?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOffer(lines, validUntil, message);
    setErrors(checked.errors);
    if (!checked.offer) {
      setProblem(
        checked.errors.form ??
          (checked.count === 1 ? 'Correct the marked box before sending.' : `Correct the ${checked.count} marked boxes before sending.`),
      );
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('.is-invalid')?.focus());
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSend(checked.offer);
      setMessage('');
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const lineError = (index: number, field: 'description' | 'quantity' | 'unit_price') => errors.lines[index]?.[field];
  const box = (line: DraftLine, index: number, field: 'description' | 'quantity' | 'unit_price', label: string) => {
    const error = lineError(index, field);
    const id = `offer-${line.key}-${field}`;
    return (
      <>
        <input
          id={id}
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          value={line[field]}
          inputMode={field === 'description' ? undefined : field === 'quantity' ? 'numeric' : 'decimal'}
          maxLength={field === 'description' ? QUOTE_LINE_DESCRIPTION_MAX_LENGTH : 12}
          aria-label={`Line ${index + 1} ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={keepEnter}
          onChange={(e) => change(line.key, field, e.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </>
    );
  };

  return (
    <form
      ref={form}
      className="nb-offer"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={revising ? 'Revise the quote' : 'Quote offer'}
    >
      <table className="table table-sm nb-offer__table">
        <caption className="visually-hidden">Lines of the offer</caption>
        <TableHead cells={OFFER_HEAD} />
        <tbody>
          {lines.map((line, index) => {
            const cents = lineCents(line);
            return (
              <tr key={line.key}>
                <td className="nb-offer__n">{index + 1}</td>
                <td>{box(line, index, 'description', 'description')}</td>
                <td className="nb-offer__qty">{box(line, index, 'quantity', 'quantity')}</td>
                <td className="nb-offer__price">{box(line, index, 'unit_price', 'unit price')}</td>
                <td className="nb-offer__total text-end" aria-label={`Line ${index + 1} total`}>
                  {cents === null ? '—' : formatMoney(cents / 100)}
                </td>
                <td className="nb-offer__remove">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => remove(index)}
                    disabled={lines.length === 1}
                    aria-label={`Remove line ${index + 1}`}
                    title={lines.length === 1 ? 'An offer has at least one line' : undefined}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary nb-offer__add"
                onClick={add}
                disabled={lines.length >= QUOTE_MAX_LINES}
              >
                + Add line
              </button>
            </td>
            <th scope="row" colSpan={2} className="text-end">
              Total
            </th>
            <td className="nb-offer__total nb-offer__grand text-end" aria-live="polite" aria-label="Offer total">
              {formatMoney(totalCents(lines) / 100)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <div className="nb-offer__terms">
        <div className="nb-field">
          <label className="form-label" htmlFor="offer-valid-until">
            Valid until
          </label>
          <input
            id="offer-valid-until"
            type="date"
            className={`form-control form-control-sm${errors.valid_until ? ' is-invalid' : ''}`}
            value={validUntil}
            min={shopTodayHere()}
            aria-invalid={errors.valid_until ? true : undefined}
            aria-describedby={errors.valid_until ? 'offer-valid-until-error' : 'offer-valid-until-hint'}
            onKeyDown={keepEnter}
            onChange={(e) => setValidUntil(e.target.value)}
          />
          {errors.valid_until ? (
            <div id="offer-valid-until-error" className="invalid-feedback">
              {errors.valid_until}
            </div>
          ) : (
            <p id="offer-valid-until-hint" className="nb-form-hint mt-1">
              Through the end of that day, Detroit time.
            </p>
          )}
        </div>
        <div className="nb-field nb-offer__message">
          <label className="form-label" htmlFor="offer-message">
            Message to the customer <span className="nb-muted">(optional)</span>
          </label>
          <textarea
            id="offer-message"
            className={`form-control form-control-sm${errors.message ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX_LENGTH}
            value={message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'offer-message-error' : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {errors.message && (
            <div id="offer-message-error" className="invalid-feedback">
              {errors.message}
            </div>
          )}
        </div>
      </div>
      {revising && quote.in_cart && (
        <p className="nb-form-hint">The customer has this quote in their cart: sending a revision takes the old lines out of it.</p>
      )}
      <div className="nb-offer__actions">
        <BusyButton type="submit" busy={busy}>
          {revising ? 'Send revised quote' : 'Send quote'}
        </BusyButton>
        <span className="nb-form-hint">The customer is emailed the lines, the total and the date.</span>
      </div>
      <FormMessage error={problem} />
    </form>
  );
}
