import type { QuoteView } from '@northbend/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useCustomerLoad } from '../../state/use-customer-load';
import { QuoteDetail } from './quote-detail';
import { QuoteList } from './quote-list';
import { quotePagePaths } from './quote-paths';
import { getQuote, getQuotes } from './quotes-api';
import './quotes.scss';

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="nb-quotes__failed" role="alert">
      <p>{what} could not be loaded.</p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** ?quote=Q-10001: that quote, kept as the last answer about it left it. */
function QuoteScreen({ quoteNumber }: { quoteNumber: string }) {
  const { data, error, retry } = useCustomerLoad(`quote:${quoteNumber}`, (_customerId, signal) => getQuote(quoteNumber, signal));
  const [changed, setChanged] = useState<QuoteView | null>(null);
  const quote = changed?.quote_number === quoteNumber ? changed : data;
  if (quote) return <QuoteDetail quote={quote} onChanged={setChanged} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <EmptyState heading="Quote not found">
        <p>There is no quote {quoteNumber} in your account.</p>
        <Link to={quotePagePaths.list} className="btn btn-primary">
          All quotes
        </Link>
      </EmptyState>
    );
  if (error) return <LoadFailed what="This quote" onRetry={retry} />;
  return (
    <div role="status" aria-label="Loading the quote">
      <SkeletonBar height={40} width="40%" />
      <SkeletonBar height={320} className="mt-3" />
    </div>
  );
}

function QuoteListScreen() {
  const { data: quotes, error, retry } = useCustomerLoad('quotes', (_customerId, signal) => getQuotes(signal));
  if (error) return <LoadFailed what="Your quotes" onRetry={retry} />;
  if (!quotes)
    return (
      <div role="status" aria-label="Loading your quotes">
        <SkeletonBar height={64} />
        <SkeletonBar height={64} className="mt-2" />
        <SkeletonBar height={64} className="mt-2" />
      </div>
    );
  if (!quotes.length)
    return (
      <EmptyState heading="No quotes yet">
        <p>Need a punch, die or forming tool that is not in our catalog? Send us a drawing and we will price it.</p>
        <Link to={quotePagePaths.request} className="btn btn-primary">
          Request a quote
        </Link>
      </EmptyState>
    );
  return (
    <>
      <div className="nb-quotes__bar">
        <p className="nb-quotes__count">{quotes.length === 1 ? '1 quote' : `${quotes.length} quotes`}</p>
        <Link to={quotePagePaths.request} className="btn btn-primary">
          Request a quote
        </Link>
      </div>
      <QuoteList quotes={quotes} />
    </>
  );
}

/**
 * /user/quotes (issue 14 item 5): the customer's quotes for special tools; ?quote=Q-10001 opens one
 * (the emails link there), with its offer, 'Accept quote' and the conversation with sales.
 */
export function QuotesPage() {
  const quoteNumber = useSearchParams()[0].get('quote');
  usePageTitle(quoteNumber ? `Quote ${quoteNumber}` : 'Your Quotes');
  return (
    <>
      <PageBanner title="Your Quotes" subtitle="Special tools priced for you: requests, offers and messages with our sales team." />
      <div className="container nb-quotes">{quoteNumber ? <QuoteScreen quoteNumber={quoteNumber} /> : <QuoteListScreen />}</div>
    </>
  );
}
