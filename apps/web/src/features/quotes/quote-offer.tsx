import { formatQuoteDay, type QuoteView } from '@northbend/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { SubmitButton, type SubmitState } from '../../components/submit-button';
import { QuoteLinesTable } from '../../ui/quote-lines-table';
import { money } from './quote-text';
import { TitledSection } from '../../ui/titled-section';

/** The priced lines of a quote and its total. */
function QuoteLines({ quote }: { quote: QuoteView }) {
  return (
    <div className="nb-quote-lines">
      <QuoteLinesTable
        quoteNumber={quote.quote_number}
        lines={quote.lines}
        total={quote.total ?? 0}
        caption={`Lines of quote ${quote.quote_number}`}
        className="nb-quote-lines__table"
        money={money}
      />
      <p className="nb-quote__muted nb-quote-lines__note">Prices exclude shipping, which is added at checkout.</p>
    </div>
  );
}

interface QuoteOfferProps {
  quote: QuoteView;
  accept: SubmitState;
  onAccept: () => void;
}

/**
 * What the quote offers and what the buyer can do now: accept a valid offer (its lines go into the
 * cart at the quoted prices), go on to the cart once they are there, or read plainly why not.
 */
export function QuoteOffer({ quote, accept, onAccept }: QuoteOfferProps) {
  const validUntil = quote.valid_until ? formatQuoteDay(quote.valid_until) : '';
  if (quote.status === 'Requested')
    return (
      <section className="nb-quote-card nb-quote-state nb-quote-state--wait" aria-label="Quote status">
        <h2 className="nb-quote-card__title">We are preparing your quote</h2>
        <p className="mb-0">Our sales team has your request. You will get an email as soon as the priced quote is ready.</p>
      </section>
    );
  if (quote.status === 'Declined')
    return (
      <section className="nb-quote-card nb-quote-state nb-quote-state--closed" aria-label="Quote status">
        <h2 className="nb-quote-card__title">We cannot quote this request</h2>
        <p className="mb-0">Our sales team declined this request; their message is below. You are welcome to send a new request.</p>
      </section>
    );
  return (
    <TitledSection block="nb-quote-card" titleId="nb-quote-offer-title" title="Your quote">
      <QuoteLines quote={quote} />
      {quote.status === 'Quoted' && !quote.in_cart && (
        <div className="nb-quote-state nb-quote-state--offer">
          <p>
            Valid until <strong>{validUntil}</strong>. Accepting puts these lines in your cart at the quoted prices.
          </p>
          <SubmitButton type="button" state={accept} onClick={onAccept} className="nb-quote-accept">
            Accept quote
          </SubmitButton>
        </div>
      )}
      {quote.status === 'Quoted' && quote.in_cart && (
        <div className="nb-quote-state nb-quote-state--done" role="status">
          <p>
            This quote is in your cart, valid until <strong>{validUntil}</strong>.
          </p>
          <div className="nb-quote-state__actions">
            <Link to={paths.cart} className="btn btn-outline-primary">
              View Cart
            </Link>
            <Link to={paths.checkout} className="btn btn-primary">
              Proceed to Buy
            </Link>
          </div>
        </div>
      )}
      {quote.status === 'Expired' && (
        <div className="nb-quote-state nb-quote-state--over">
          <p className="mb-0">
            This quote expired on <strong>{validUntil}</strong> and can no longer be accepted. Send us a message below if you still need
            these tools.
          </p>
        </div>
      )}
      {quote.status === 'Ordered' && (
        <div className="nb-quote-state nb-quote-state--done">
          <p className="mb-0">
            You ordered this quote
            {quote.order_number && (
              <>
                {' '}
                in order <Link to={paths.orderFocus(quote.order_number)}>{quote.order_number}</Link>
              </>
            )}
            .
          </p>
        </div>
      )}
    </TitledSection>
  );
}
