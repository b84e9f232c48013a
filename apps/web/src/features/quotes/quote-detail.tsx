import { formatQuoteDay, type QuoteView } from '@northbend/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { keepCart } from '../../state/cart-actions';
import { fileSize } from './drawing-check';
import { QuoteOffer } from './quote-offer';
import { quotePagePaths } from './quote-paths';
import { QuoteStatusBadge } from './quote-status';
import { QuoteThread } from './quote-thread';
import { saveFile } from '../../lib/save-file';
import { quoteDate } from './quote-text';
import { acceptQuote, getQuote, getQuoteDrawing } from './quotes-api';
import { TitledSection } from '../../ui/titled-section';

/** The request as the customer sent it: machine, tool, quantity, date, notes and the drawing. */
function QuoteRequestFacts({ quote }: { quote: QuoteView }) {
  const [downloading, setDownloading] = useState(false);
  const drawing = quote.drawing;
  const download = async () => {
    if (!drawing) return;
    setDownloading(true);
    try {
      saveFile(await getQuoteDrawing(quote.quote_number), drawing.file_name);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <TitledSection block="nb-quote-card" titleId="nb-quote-request-title" title="Your request">
      <dl className="nb-quote-facts">
        <div>
          <dt>Machine</dt>
          <dd>{quote.machine}</dd>
        </div>
        <div>
          <dt>Tool type</dt>
          <dd>{quote.tool_type}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{quote.quantity}</dd>
        </div>
        <div>
          <dt>Needed by</dt>
          <dd>{quote.needed_by ? formatQuoteDay(quote.needed_by) : 'No date given'}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>{quoteDate(quote.created_at)}</dd>
        </div>
      </dl>
      {quote.notes && (
        <>
          <h3 className="nb-quote__label">Notes</h3>
          <p className="nb-quote__notes">{quote.notes}</p>
        </>
      )}
      <h3 className="nb-quote__label">Drawing</h3>
      {drawing ? (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm nb-quote-drawing"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Download {drawing.file_name} <span className="nb-quote-drawing__size">({fileSize(drawing.size_bytes)})</span>
        </button>
      ) : (
        <p className="nb-quote__muted mb-0">No drawing sent.</p>
      )}
    </TitledSection>
  );
}

/**
 * One quote (/user/quotes?quote=Q-10001, the emails' link): its status, the offer with 'Accept
 * quote', the request and the conversation. Every answer carries the whole quote, which replaces it.
 */
export function QuoteDetail({ quote, onChanged }: { quote: QuoteView; onChanged: (quote: QuoteView) => void }) {
  const dispatch = useAppDispatch();
  const [accept, setAccept] = useSubmitState();

  const onAccept = async () => {
    setAccept('loading');
    try {
      const answer = await acceptQuote(quote.quote_number);
      // The badge and the drawer show the new lines, as after any other add to the cart.
      keepCart(dispatch, answer.result);
      toastSuccess(answer.message);
      setAccept('success');
      onChanged({ ...quote, in_cart: true });
    } catch {
      // The API client has shown the server's message (expired, declined…): show the quote as it is now.
      setAccept('error');
      await getQuote(quote.quote_number).then(onChanged, () => undefined);
    }
  };

  return (
    <article className="nb-quote" aria-labelledby="nb-quote-title">
      <Link to={quotePagePaths.list} className="nb-quote__back">
        <span aria-hidden="true">← </span>All quotes
      </Link>
      <header className="nb-quote__head">
        <h2 id="nb-quote-title" className="nb-quote__number">
          Quote {quote.quote_number}
        </h2>
        <QuoteStatusBadge status={quote.status} inCart={quote.in_cart} />
        <p className="nb-quote__summary">
          {quote.tool_type} for {quote.machine} · {quote.quantity} {quote.quantity === 1 ? 'piece' : 'pieces'}
        </p>
      </header>
      <div className="nb-quote__grid">
        <div className="nb-quote__main">
          <QuoteOffer quote={quote} accept={accept} onAccept={() => void onAccept()} />
          <QuoteThread quote={quote} onChanged={onChanged} />
        </div>
        <div className="nb-quote__side">
          <QuoteRequestFacts quote={quote} />
        </div>
      </div>
    </article>
  );
}
