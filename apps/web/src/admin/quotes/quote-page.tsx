import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { QUOTE_MESSAGE_MAX_LENGTH, type AdminQuoteView, type QuoteOfferBody } from '@northbend/shared';
import { adminPaths } from '../paths';
import { BusyButton, FormMessage } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { formatMoney } from '../../ui/money';
import { QuoteLinesTable } from '../../ui/quote-lines-table';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Fact, Panel } from '../ui/panel';
import { LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { messageOf, useLoad } from '../ui/use-load';
import { OfferEditor } from './offer-editor';
import { quotesApi } from './quotes-api';
import { saveFile } from '../../lib/save-file';
import { drawingSize, quoteDay } from './quote-text';

/** A text box that sends one message (a reply, a decline) and says what the server thought of it. */
function MessageForm({
  id,
  label,
  hint,
  button,
  danger,
  onSend,
}: {
  id: string;
  label: string;
  hint: string;
  button: string;
  danger?: boolean;
  onSend: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(danger ? 'Tell the customer why.' : 'Enter a message.');
    setBusy(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="nb-reply-form" onSubmit={(e) => void send(e)} noValidate>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={QUOTE_MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(ev) => setText(ev.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="nb-form-hint mt-1">
        {hint}
      </p>
      <div className="mt-2">
        <BusyButton type="submit" busy={busy} className={danger ? 'btn btn-outline-danger' : 'btn btn-primary'}>
          {button}
        </BusyButton>
      </div>
      <FormMessage error={error} />
    </form>
  );
}

function Thread({ quote }: { quote: AdminQuoteView }) {
  if (!quote.messages.length) return <p className="nb-muted">No messages yet.</p>;
  return (
    <ol className="nb-replies">
      {quote.messages.map((m) => (
        <li key={m._id} className={`nb-reply${m.author === 'customer' ? ' nb-reply--customer' : ''}`}>
          <div className="nb-reply__head">
            <span className="nb-cell-strong">
              {m.author_name}
              <span className="nb-muted"> · {m.author === 'customer' ? 'Customer' : 'Staff'}</span>
            </span>
            <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
          </div>
          <p className="nb-message m-0">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

function Offer({ quote }: { quote: AdminQuoteView }) {
  return (
    <div className="nb-table-wrap">
      <QuoteLinesTable
        partColumn
        quoteNumber={quote.quote_number}
        lines={quote.lines}
        total={quote.total ?? 0}
        caption="Lines sent to the customer"
        className="table table-sm nb-quote-sent"
        money={formatMoney}
      />
    </div>
  );
}

/**
 * One quote request: what the customer asked for and their drawing, the offer editor (a first offer
 * or a revision while the quote is not ordered), the conversation with a reply box, and Decline.
 */
export function QuotePage() {
  const { quoteNumber = '' } = useParams();
  const notify = useNotify();
  const { data, error, loading, reload, setData } = useLoad((signal) => quotesApi.get(quoteNumber, signal), quoteNumber);
  const [downloading, setDownloading] = useState(false);
  const back = { to: adminPaths.quotes, label: 'Quotes' };
  const quote = data?.result;

  if (!quote)
    return (
      <>
        <PageHeader title={`Quote ${quoteNumber}`} back={back} />
        {error ? <LoadError message={error} onRetry={reload} /> : loading && <Loading label="Loading the quote…" />}
      </>
    );

  const act = async (call: Promise<{ result: AdminQuoteView; message: string }>) => {
    const answer = await call;
    setData({ result: answer.result });
    notify('success', answer.message);
  };
  const download = async () => {
    if (!quote.drawing) return;
    setDownloading(true);
    try {
      saveFile(await quotesApi.drawing(quote.quote_number), quote.drawing.file_name);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setDownloading(false);
    }
  };
  const open = quote.status === 'Requested' || quote.status === 'Quoted' || quote.status === 'Expired';

  return (
    <>
      <PageHeader
        title={`Quote ${quote.quote_number}`}
        back={back}
        meta={
          <>
            <span>Received {formatDateTime(quote.created_at)}</span>
            <StatusBadge status={quote.status} />
            {quote.in_cart && <span>In the customer’s cart</span>}
          </>
        }
      />
      <div className="nb-columns nb-columns--detail">
        <div>
          <Panel id="quote-request" title="Request">
            <dl className="nb-facts">
              <Fact term="Machine">{quote.machine}</Fact>
              <Fact term="Tool type">{quote.tool_type}</Fact>
              <Fact term="Quantity">{quote.quantity}</Fact>
              <Fact term="Needed by">{quote.needed_by ? quoteDay(quote.needed_by) : <span className="nb-muted">No date given</span>}</Fact>
              <Fact term="Notes">
                {quote.notes ? <span className="nb-message">{quote.notes}</span> : <span className="nb-muted">None</span>}
              </Fact>
              <Fact term="Drawing">
                {quote.drawing ? (
                  <BusyButton busy={downloading} className="btn btn-sm btn-outline-primary" onClick={() => void download()}>
                    Download {quote.drawing.file_name} ({drawingSize(quote.drawing)})
                  </BusyButton>
                ) : (
                  <span className="nb-muted">No drawing</span>
                )}
              </Fact>
            </dl>
          </Panel>
          {quote.lines.length > 0 && (
            <Panel id="quote-sent" title={`Sent offer · valid until ${quoteDay(quote.valid_until)}`} padded={false}>
              <Offer quote={quote} />
            </Panel>
          )}
          {open && (
            <Panel id="quote-offer" title={quote.lines.length ? 'Revise the quote' : 'Quote offer'}>
              <OfferEditor
                key={`${quote.quote_number}:${quote.updated_at}`}
                quote={quote}
                onSend={(offer: QuoteOfferBody) => act(quotesApi.sendOffer(quote.quote_number, offer))}
              />
            </Panel>
          )}
          <Panel id="quote-messages" title={`Messages (${quote.messages.length})`}>
            <Thread quote={quote} />
            <MessageForm
              id="quote-reply"
              label={`Message to ${quote.customer.name}`}
              hint="Emailed to the customer and kept here with the quote."
              button="Send message"
              onSend={(text) => act(quotesApi.message(quote.quote_number, text))}
            />
          </Panel>
          {/* Last: declining is the exception, and below 1180 px the side column moves above the offer. */}
          {open && (
            <Panel id="quote-decline" title="Decline">
              <MessageForm
                id="quote-decline-message"
                label="Why we cannot quote"
                hint="Emailed to the customer; the request is closed."
                button="Decline request"
                danger
                onSend={(text) => act(quotesApi.decline(quote.quote_number, text))}
              />
            </Panel>
          )}
        </div>
        <div>
          <Panel id="quote-customer" title="Customer">
            <dl className="nb-facts">
              <Fact term="Name">
                <Link to={adminPaths.customer(quote.customer._id)}>{quote.customer.name}</Link>
              </Fact>
              <Fact term="Company">{quote.customer.company}</Fact>
              <Fact term="Email">
                <a href={`mailto:${quote.customer.email}`}>{quote.customer.email}</a>
              </Fact>
            </dl>
          </Panel>
          <Panel id="quote-state" title="Quote">
            <dl className="nb-facts">
              <Fact term="Status">
                <StatusBadge status={quote.status} />
              </Fact>
              <Fact term="Total">{quote.total === null ? null : formatMoney(quote.total)}</Fact>
              <Fact term="Valid until">{quote.valid_until ? quoteDay(quote.valid_until) : null}</Fact>
              <Fact term="Answered by">{quote.answered_by}</Fact>
              <Fact term="Order">
                {quote.order_number ? <Link to={adminPaths.order(quote.order_number)}>{quote.order_number}</Link> : null}
              </Fact>
              <Fact term="Updated">{formatDateTime(quote.updated_at)}</Fact>
            </dl>
          </Panel>
        </div>
      </div>
    </>
  );
}
