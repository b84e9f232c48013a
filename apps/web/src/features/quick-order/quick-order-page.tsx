import { parseQuickOrderText, QUICK_ORDER_LIMITS, QUICK_ORDER_MESSAGES } from '@northbend/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { PageBanner } from '../../components/page-banner';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { usePageTitle } from '../../components/use-page-title';
import { keepCart } from '../../state/cart-actions';
import { addQuickOrderToCart } from './quick-order-api';
import { isBlank, rowProblem, rowToAdd } from './quick-order-pad';
import { QuickOrderRow } from './quick-order-row';
import { useQuickOrderPad } from './use-quick-order-pad';
import './quick-order.scss';

/** A spreadsheet's CSV of 200 rows is a few kilobytes; anything near this is not one. */
const MAX_FILE_BYTES = 1024 * 1024;
const SAMPLE_CSV = '/quick-order-sample.csv';
const FIX_ROWS = 'Please correct the rows marked in the pad.';

// react-toastify comes with the first message, as in app/api-client.ts.
const toastWarning = (message: string) => void import('react-toastify').then(({ toast }) => toast.warning(message));

/**
 * /user/quick-order (issue 14): a pad of part numbers and quantities, looked up as they are typed,
 * filled by typing, pasting from a spreadsheet or uploading a CSV; 'Add all to cart' sends every
 * row in one request, and the rows the cart refuses stay in the pad with the reason.
 */
export function QuickOrderPage() {
  usePageTitle('Quick Order');
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id);
  const pad = useQuickOrderPad();
  const [submit, setSubmit] = useSubmitState();
  const [showProblems, setShowProblems] = useState(false);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteText, setPasteText] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const ids = useId();

  const addPasted = (text: string, at?: number): number => {
    const parsed = parseQuickOrderText(text);
    if (!parsed.length) {
      toastWarning('No part numbers found. Put one part number and its quantity on each line.');
      return 0;
    }
    const leftOut = pad.paste(parsed, at);
    if (leftOut) toastWarning(QUICK_ORDER_MESSAGES.rowsLeftOut(leftOut));
    return parsed.length;
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return toastWarning('The file is too large: a quick order CSV is at most 1 MB.');
    addPasted(await file.text());
  };

  const onAddAll = async () => {
    const filled = pad.rows.filter((r) => !isBlank(r));
    if (!customerId) return;
    if (!filled.length) return toastWarning(QUICK_ORDER_MESSAGES.noRows);
    if (filled.some((r) => rowProblem(r))) {
      setShowProblems(true);
      return toastWarning(FIX_ROWS);
    }
    setShowProblems(false);
    setOutcome(null);
    setSubmit('loading');
    try {
      const answer = await addQuickOrderToCart(
        customerId,
        filled.map((r) => rowToAdd(r, pad.lookupOf(r))),
      );
      keepCart(dispatch, answer.result);
      pad.settle(filled, new Map(answer.refused.map((r) => [filled[r.row - 1].key, r.message])));
      const added = filled.length - answer.refused.length;
      if (added) toastSuccess(QUICK_ORDER_MESSAGES.added(added));
      if (answer.refused.length) toastWarning(QUICK_ORDER_MESSAGES.refused(answer.refused.length));
      setOutcome(
        [added ? QUICK_ORDER_MESSAGES.added(added) : '', answer.refused.length ? QUICK_ORDER_MESSAGES.refused(answer.refused.length) : '']
          .filter(Boolean)
          .join(' '),
      );
      setSubmit(answer.refused.length ? 'error' : 'success');
    } catch {
      // The API client has shown the server's message.
      setSubmit('error');
    }
  };

  const filledCount = pad.rows.filter((r) => !isBlank(r)).length;
  return (
    <>
      <PageBanner title="Quick Order" subtitle="Order by part number: type, paste from a spreadsheet or upload a CSV." />
      <div className="container nb-qo">
        <div className="nb-qo__tools">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-expanded={pasteOpen}
            aria-controls={`${ids}-paste`}
            onClick={() => setPasteOpen(!pasteOpen)}
          >
            Paste from spreadsheet
          </button>
          <label className="btn btn-outline-primary btn-sm mb-0" htmlFor={`${ids}-file`}>
            Upload CSV
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="visually-hidden"
            onChange={(e) => void onFile(e)}
          />
          <a className="btn btn-link btn-sm" href={SAMPLE_CSV} download>
            Download sample CSV
          </a>
        </div>

        {pasteOpen && (
          <div className="nb-qo__paste" id={`${ids}-paste`}>
            <label htmlFor={`${ids}-paste-text`} className="form-label">
              One row per line: part number, then quantity (tab- or comma-separated; a header line is skipped).
            </label>
            <textarea
              id={`${ids}-paste-text`}
              className="form-control"
              rows={5}
              value={pasteText}
              placeholder={'NB-PB-GN-0835\t2\nNB-TP-A-0500\t10'}
              onChange={(e) => setPasteText(e.target.value)}
            />
            <div className="nb-qo__paste-actions">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => {
                  if (addPasted(pasteText)) {
                    setPasteText('');
                    setPasteOpen(false);
                  }
                }}
              >
                Add rows to pad
              </button>
            </div>
          </div>
        )}

        <div className="nb-qo__head" aria-hidden="true">
          <span>#</span>
          <span>Part number</span>
          <span>Quantity</span>
          <span>Product</span>
          <span className="text-end">Total</span>
          <span />
        </div>
        <ol className="nb-qo__rows" aria-label="Quick order rows">
          {pad.rows.map((row, index) => (
            <QuickOrderRow
              key={row.key}
              row={row}
              index={index}
              lookup={pad.lookupOf(row)}
              showProblem={showProblems}
              onPartNumber={(v) => pad.setPartNumber(row.key, v)}
              onQuantity={(v) => pad.setQuantity(row.key, v)}
              onChoices={(c) => pad.setChoices(row.key, c)}
              onPasteRows={(text) => addPasted(text, row.key)}
              onRemove={() => pad.removeRow(row.key)}
            />
          ))}
        </ol>

        <div className="nb-qo__foot">
          <div className="nb-qo__foot-left">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={pad.addRow}
              disabled={pad.rows.length >= QUICK_ORDER_LIMITS.rows}
            >
              Add row
            </button>
            <button type="button" className="btn btn-link btn-sm" onClick={pad.clear}>
              Clear pad
            </button>
            <span className="nb-qo__count">
              {filledCount} of {QUICK_ORDER_LIMITS.rows} rows
            </span>
          </div>
          <SubmitButton type="button" state={submit} onClick={() => void onAddAll()} className="nb-qo__submit">
            Add all to cart
          </SubmitButton>
        </div>
        {outcome && (
          <p className="nb-qo__outcome" role="status">
            {outcome} <Link to={paths.cart}>View cart</Link>
          </p>
        )}
      </div>
    </>
  );
}
