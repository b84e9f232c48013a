import type { AdminPriceListSummary } from '@northbend/shared';
import { formatDate } from '../ui/format';
import { firstDay, lastDay } from './price-list-form';

const STATUS = {
  active: { label: 'Active', tone: 'ok' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  ended: { label: 'Ended', tone: 'muted' },
} as const;

/** Active, scheduled or ended: the storefront prices with active lists only. */
export function ListStatus({ status }: { status: AdminPriceListSummary['status'] }) {
  const s = STATUS[status];
  return <span className={`nb-status nb-status--${s.tone}`}>{s.label}</span>;
}

/** A local day ('2027-01-31') as the back office writes dates. */
const dayText = (day: string) => formatDate(new Date(`${day}T12:00:00`).toISOString());

/** 'Jan 1, 2027 – Mar 31, 2027', 'From Jan 1, 2027', 'Until Mar 31, 2027' or 'No end date': the days it runs, both included. */
export function runsText(list: Pick<AdminPriceListSummary, 'starts_at' | 'ends_at'>): string {
  const from = firstDay(list.starts_at);
  const to = lastDay(list.ends_at);
  if (from && to) return `${dayText(from)} – ${dayText(to)}`;
  if (from) return `From ${dayText(from)}`;
  if (to) return `Until ${dayText(to)}`;
  return 'No end date';
}

/** 'Precision Fab, Lakeside Metal +2'. */
export function companiesText(companies: { company_name: string }[], shown = 2): string {
  if (!companies.length) return 'No companies';
  const names = companies.slice(0, shown).map((c) => c.company_name || 'Unnamed company');
  return companies.length > shown ? `${names.join(', ')} +${companies.length - shown}` : names.join(', ');
}
