import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '@northbend/shared';
import { ChangeSummary } from '../ui/change-summary';
import { formatDateTime, humanise } from '../ui/format';

type Kind = 'payment' | 'email' | 'note' | 'audit';
interface Entry {
  key: string;
  at: string;
  kind: Kind;
  title: string;
  body?: ReactNode;
  who?: string | null;
}

const KIND_LABEL: Record<Kind, string> = { payment: 'Payment', email: 'Email', note: 'Note', audit: 'Staff action' };

/** Payment events, emails, internal notes and staff actions on one line of time, newest first. */
export function timelineOf(order: AdminOrderDetail): Entry[] {
  const entries: Entry[] = [
    ...order.payment_events.map((e, i) => ({
      key: `payment-${i}`,
      at: e.createdAt,
      kind: 'payment' as const,
      title: `${humanise(e.type)} (${e.provider})`,
      body: e.outcome,
    })),
    ...order.emails.map((e, i) => ({
      key: `email-${i}`,
      at: e.createdAt,
      kind: 'email' as const,
      title: e.subject,
      body: `${humanise(e.kind)} to ${e.recipient}`,
    })),
    ...order.notes.map((n) => ({
      key: `note-${n._id}`,
      at: n.createdAt,
      kind: 'note' as const,
      title: 'Internal note',
      body: n.body,
      who: n.staff_name,
    })),
    // A note's own audit entry would repeat the note: the note stands for it.
    ...order.audit
      .filter((a) => a.action !== 'order.note')
      .map((a) => ({
        key: `audit-${a._id}`,
        at: a.created_at,
        kind: 'audit' as const,
        title: a.summary,
        body: a.before !== null || a.after !== null ? <ChangeSummary before={a.before} after={a.after} /> : undefined,
        who: a.staff_email,
      })),
  ];
  return entries.sort((x, y) => y.at.localeCompare(x.at));
}

export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const entries = timelineOf(order);
  if (entries.length === 0) return <p className="nb-muted m-0">Nothing has happened to this order yet.</p>;
  return (
    <ol className="nb-timeline">
      {entries.map((e) => (
        <li key={e.key} className={`nb-timeline__item nb-timeline__item--${e.kind}`}>
          <div className="nb-timeline__head">
            <span className="nb-timeline__kind">{KIND_LABEL[e.kind]}</span>
            <span className="nb-timeline__title">{e.title}</span>
            <time className="nb-timeline__time" dateTime={e.at}>
              {formatDateTime(e.at)}
            </time>
          </div>
          {e.body && <div className={`nb-timeline__body${e.kind === 'note' ? ' is-note' : ''}`}>{e.body}</div>}
          {e.who && <div className="nb-timeline__who">{e.who}</div>}
        </li>
      ))}
    </ol>
  );
}
