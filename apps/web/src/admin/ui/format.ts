/** Dates as the back office shows them: en-US, the shop's time zone is the browser's (money: ui/money.ts). */
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export const formatDateTime = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined): string => (iso ? dateOnly.format(new Date(iso)) : '—');
export const formatTime = (iso: string): string => timeOnly.format(new Date(iso));

/** 'resend_confirmation' → 'Resend confirmation'; 'order.ship' → 'Order ship'. */
export const humanise = (code: string): string => {
  const text = code.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
