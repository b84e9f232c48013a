import { QUOTE_DRAWING_ACCEPT, QUOTE_NOTES_MAX_LENGTH, QUOTE_TEXT_MAX_LENGTH } from '@northbend/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusFirstError, FormField } from '../../ui/form-field';
import { PageBanner } from '../../components/page-banner';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { usePageTitle } from '../../components/use-page-title';
import { fileSize } from './drawing-check';
import { quotePagePaths } from './quote-paths';
import { QUOTE_FIELD_ORDER, useQuoteRequestForm, type QuoteTextField } from './quote-request-form';
import { requestQuote } from './quotes-api';
import { useMyMachineNames } from './use-my-machine-names';
import './quotes.scss';
import { shopTodayHere } from '../../lib/shop-time';

/** Words buyers use for special tooling; a suggestion only, anything may be typed. */
const TOOL_TYPES = ['Turret punch', 'Turret die', 'Punch and die set', 'Forming tool', 'Stripper', 'Press brake punch', 'Press brake die'];
const idOf = (field: string) => `quote-${field}`;

/**
 * /user/quotes/new (issue 14 item 5): a request for a tool that is not in the catalog — the
 * machine, the tool, how many and by when, notes and a drawing. Checked here with the server's
 * rules and words; the server checks again (the drawing by its content) and decides.
 */
export function QuoteRequestPage() {
  usePageTitle('Request a Quote');
  const navigate = useNavigate();
  const [submit, setSubmit] = useSubmitState();
  const fileInput = useRef<HTMLInputElement>(null);
  const machines = useMyMachineNames();
  const [today] = useState(() => shopTodayHere());
  const form = useQuoteRequestForm({}, async (body) => {
    const answer = await requestQuote(body);
    toastSuccess(answer.message);
    setSubmit('success');
    navigate(quotePagePaths.quote(answer.result.quote_number));
  });

  // One machine in the profile: that is the one the tool is for, most of the time.
  const { setValues } = form;
  useEffect(() => {
    if (machines.length === 1) setValues((v) => (v.machine ? v : { ...v, machine: machines[0] }));
  }, [machines, setValues]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmit('loading');
    try {
      const errors = await form.submit();
      if (focusFirstError(QUOTE_FIELD_ORDER, errors, idOf)) setSubmit('idle');
    } catch {
      // The API client has shown the server's message.
      setSubmit('error');
    }
  };
  const text = (field: QuoteTextField) => ({
    id: idOf(field),
    value: form.values[field],
    error: form.errors[field],
    onChange: (v: string) => form.setField(field, v),
  });
  const drawingError = form.errors.drawing;

  return (
    <>
      <PageBanner
        title="Request a Quote"
        subtitle="A special punch, die or forming tool that is not in our catalog: tell us what you need."
      />
      <div className="container nb-quotes">
        <form className="nb-quote-form" noValidate onSubmit={onSubmit} aria-busy={form.sending} aria-labelledby="quote-form-title">
          <h2 id="quote-form-title" className="nb-quote-form__title">
            Your request
          </h2>
          <p className="nb-quote-form__intro">Our sales team answers with a priced quote, usually within two working days.</p>
          <div className="nb-quote-form__grid">
            <div>
              <FormField
                {...text('machine')}
                label="Machine"
                required
                maxLength={QUOTE_TEXT_MAX_LENGTH}
                placeholder="Make and model, e.g. Amada EMK 3610 NT"
                hint={machines.length > 1 ? 'Start typing to pick one of your machines.' : undefined}
                list="quote-machine-list"
              />
              <datalist id="quote-machine-list">
                {machines.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            </div>
            <div>
              <FormField
                {...text('tool_type')}
                label="Tool type"
                required
                maxLength={QUOTE_TEXT_MAX_LENGTH}
                placeholder="e.g. Turret punch"
                list="quote-tool-list"
              />
              <datalist id="quote-tool-list">
                {TOOL_TYPES.map((t) => (
                  <option key={t} value={t} />
                ))}
              </datalist>
            </div>
            <FormField {...text('quantity')} label="Quantity" required type="number" inputMode="numeric" min={1} />
            <FormField {...text('needed_by')} label="Needed by" type="date" min={today} hint="Optional." />
            <div className="nb-quote-form__wide">
              <FormField
                {...text('notes')}
                label="Notes"
                rows={5}
                maxLength={QUOTE_NOTES_MAX_LENGTH}
                placeholder="Shape and size, sheet material and thickness, coating, anything the drawing does not say."
              />
            </div>
            <div className="nb-quote-form__wide nb-form-field">
              <label className="form-label" htmlFor={idOf('drawing')}>
                Drawing
              </label>
              <input
                ref={fileInput}
                id={idOf('drawing')}
                type="file"
                accept={QUOTE_DRAWING_ACCEPT}
                className={`form-control${drawingError ? ' is-invalid' : ''}`}
                aria-invalid={drawingError ? true : undefined}
                aria-describedby={drawingError ? `${idOf('drawing')}-error` : `${idOf('drawing')}-hint`}
                onChange={(e) => form.setDrawing(e.target.files?.[0] ?? null)}
              />
              {drawingError ? (
                <div id={`${idOf('drawing')}-error`} className="invalid-feedback">
                  {drawingError}
                </div>
              ) : (
                <div id={`${idOf('drawing')}-hint`} className="form-text">
                  {form.drawing
                    ? `${form.drawing.name} (${fileSize(form.drawing.size)})`
                    : 'Optional. PDF, PNG, JPEG or DXF, at most 10 MB.'}
                </div>
              )}
              {form.drawing && (
                <button
                  type="button"
                  className="btn btn-link btn-sm nb-quote-form__remove"
                  onClick={() => {
                    form.setDrawing(null);
                    if (fileInput.current) fileInput.current.value = '';
                  }}
                >
                  Remove the drawing
                </button>
              )}
            </div>
          </div>
          <div className="nb-quote-form__actions">
            <SubmitButton state={submit} disabled={form.sending}>
              Send request
            </SubmitButton>
            <Link to={quotePagePaths.list} className="btn btn-outline-secondary">
              Back to my quotes
            </Link>
          </div>
        </form>
      </div>
    </>
  );
}
