import { QUOTE_MESSAGE_MAX_LENGTH, QuoteMessageBody, type QuoteView } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { sendQuoteMessage } from './quotes-api';
import { messageTime } from './quote-text';
import { TitledSection } from '../../ui/titled-section';

/** The conversation with sales about one quote, oldest first, and the box to write to them. */
export function QuoteThread({ quote, onChanged }: { quote: QuoteView; onChanged: (quote: QuoteView) => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [submit, setSubmit] = useState<'idle' | 'loading'>('idle');
  const [look, setLook] = useSubmitState();
  const id = `quote-${quote.quote_number}-reply`;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (submit === 'loading') return;
    const parsed = QuoteMessageBody.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a message.');
    setError('');
    setSubmit('loading');
    setLook('loading');
    try {
      const answer = await sendQuoteMessage(quote.quote_number, parsed.data.body);
      onChanged(answer.result);
      setBody('');
      toastSuccess(answer.message);
      setLook('success');
    } catch {
      // The API client has shown the server's message; the text stays to send again.
      setLook('error');
    } finally {
      setSubmit('idle');
    }
  };

  return (
    <TitledSection block="nb-quote-card" titleId={`${id}-title`} title="Messages">
      {quote.messages.length === 0 ? (
        <p className="nb-quote__muted">No messages yet. Questions about this quote? Write to our sales team here.</p>
      ) : (
        <ol className="nb-quote-thread">
          {quote.messages.map((m) => (
            <li key={m._id} className={`nb-quote-message nb-quote-message--${m.author}`}>
              <p className="nb-quote-message__head">
                <strong>{m.author === 'customer' ? 'You' : `${m.author_name} · Northbend Tooling`}</strong>
                <time dateTime={m.created_at}>{messageTime(m.created_at)}</time>
              </p>
              <p className="nb-quote-message__body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="nb-quote-reply" onSubmit={send} noValidate>
        <label className="form-label" htmlFor={id}>
          Write a message
        </label>
        <textarea
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={QUOTE_MESSAGE_MAX_LENGTH}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            if (error && e.target.value.trim()) setError('');
          }}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
        <div className="nb-quote-reply__actions">
          <SubmitButton state={look} disabled={submit === 'loading'} className="btn-sm">
            Send message
          </SubmitButton>
        </div>
      </form>
    </TitledSection>
  );
}
