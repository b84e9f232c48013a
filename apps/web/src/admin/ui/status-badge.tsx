/** The colour family of a status word, the same everywhere in the back office. */
const TONES: Record<string, 'ok' | 'warn' | 'bad' | 'info' | 'muted'> = {
  Paid: 'ok',
  Delivered: 'ok',
  Shipped: 'info',
  Processing: 'info',
  Pending: 'warn',
  Draft: 'muted',
  unpaid: 'warn',
  'Awaiting Payment': 'warn',
  Overdue: 'bad',
  Failed: 'bad',
  // Money given back (issue 28).
  'Partially refunded': 'info',
  Refunded: 'muted',
  Cancelled: 'muted',
  new: 'warn',
  answered: 'ok',
  closed: 'muted',
  active: 'ok',
  invited: 'info',
  disabled: 'muted',
  Verified: 'ok',
  Unverified: 'warn',
  Disabled: 'bad',
  Active: 'ok',
  // Quotes for special tools (issue 14 item 5).
  Requested: 'warn',
  Quoted: 'info',
  Ordered: 'ok',
  Declined: 'muted',
  Expired: 'bad',
  // Background jobs (Email & jobs).
  queued: 'warn',
  running: 'info',
  done: 'ok',
  dead: 'bad',
};

/** A status as a small coloured label; the text itself carries the meaning, not the colour. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`nb-status nb-status--${TONES[status] ?? 'muted'}`}>{label ?? status}</span>;
}
