/** Background jobs (decision 013) as the back office names them. */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What each kind of job does, in staff's words; an unknown kind shows as itself. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'order.confirmation': 'Order confirmation',
  'order.sales_notice': 'New-order notice to sales',
  'order.shipped': 'Shipped email',
  'order.delivered': 'Delivered email (UPS tracking)',
  'ups.tracking.round': 'UPS tracking round: queues the parcels to ask about',
  'ups.tracking.parcel': 'UPS tracking of one parcel',
  'order.cancelled': 'Cancellation email',
  'order.resend': 'Order email sent again',
  'order.invoice': 'Net 30 invoice email',
  'order.cancel': 'Cancellation after a refund or void (decision 022)',
  'order.refund_extra_payment': 'Extra payment refund noted on its order (decision 022)',
  'order.tax_transaction': 'Sales tax recorded at Stripe Tax (decision 034)',
  'order.tax_reversal': 'Sales tax reversed at Stripe Tax (decision 034)',
  'payment.status': 'Payment status email',
  'account.verify': 'Email verification link',
  'account.exists': 'Account-exists notice',
  'account.reset_password': 'Password reset link',
  'staff.invite': 'Staff invitation',
  'contact.enquiry': 'Contact enquiry to sales',
  'contact.reply': 'Reply to an enquiry',
  'quote.requested': 'Quote request received',
  'quote.sales_notice': 'New quote request to sales',
  'quote.sent': 'Quote sent to the customer',
  'quote.message': 'Quote message to the customer',
  'quote.customer_message': 'Quote message to sales',
  'quote.declined': 'Quote declined email',
  'quote.ordered': 'Quote ordered notice to sales',
  'company.invite': 'Invitation to a colleague',
  'approval.requested': 'Order sent for approval, to the admins',
  'approval.decided': 'Approval decision, to the buyer',
  'books.order': 'QuickBooks booking of an order',
  'books.sweep': 'QuickBooks: queues the orders not booked yet',
};

export const jobKindLabel = (kind: string): string => JOB_KIND_LABELS[kind] ?? kind;
