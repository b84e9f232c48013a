import { centsToDollars, formatPrice } from './money.js';
import { formatQuoteDay } from './quotes.js';

/** A member's role in their company (issue 26): admins manage members, addresses and approvals. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An approval request's state; 'Expired' after 14 days without an answer. */
export const APPROVAL_STATUSES = ['Awaiting approval', 'Approved', 'Declined', 'Expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How long an invitation link and an approval request stay open. */
export const COMPANY_INVITATION_DAYS = 7;
export const APPROVAL_REQUEST_DAYS = 14;

/** What the approval calls answer (issue 26); the storefront shows the same words. */
export const APPROVAL_MESSAGES = {
  sent: 'Your order is over your limit, so it has been sent to your company’s admins for approval.',
  approved: (orderNumber: string) => `The order has been approved and placed as ${orderNumber}.`,
  declined: 'The order has been declined. The buyer has been told why.',
  notFound: 'This approval request is not one of your company.',
  decided: (status: string) => `This request is no longer awaiting approval (${status.toLowerCase()}).`,
  expired: `This request has expired: requests are answered within ${APPROVAL_REQUEST_DAYS} days. The buyer may send the order again.`,
  buyerGone: 'The buyer who sent this order is no longer a member of your company, so it cannot be placed as theirs.',
  priceRose: (was: number, now: number) =>
    `Prices have changed since this order was sent: it now totals ${formatPrice(centsToDollars(now))} instead of ${formatPrice(centsToDollars(was))}. Approve again to place it at the new total.`,
  cannotPlace: (problem: string) => `This order cannot be placed as it stands: ${problem} Decline it, and the buyer can order again.`,
  quoteLines: 'An order with quoted items cannot be sent for approval yet. Ask an admin of your company to place it.',
} as const;

// ---- Tax-exempt companies (issue 27 item 5) ------------------------------------------------------

/** What a certificate exempts for: goods bought for resale, or used in manufacturing. */
export const TAX_CERTIFICATE_KINDS = ['resale', 'manufacturing'] as const;
export type TaxCertificateKind = (typeof TAX_CERTIFICATE_KINDS)[number];
export const TAX_CERTIFICATE_KIND_LABELS: Record<TaxCertificateKind, string> = {
  resale: 'Resale',
  manufacturing: 'Manufacturing',
};

/** Stored statuses plus 'expired', computed: approved, but its expiry day has passed. */
export const TAX_CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type TaxCertificateStatus = (typeof TAX_CERTIFICATE_STATUSES)[number];

/** As large as a quote drawing may be (decision 017); the browser checks first, the server decides. */
export const TAX_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
/** The file input's accept list; the server checks the content, not the name. */
export const TAX_CERTIFICATE_ACCEPT = '.pdf,.png,.jpg,.jpeg';
export const TAX_CERTIFICATE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TaxCertificateContentType = (typeof TAX_CERTIFICATE_CONTENT_TYPES)[number];
export const TAX_CERTIFICATE_NUMBER_MAX_LENGTH = 60;
export const TAX_CERTIFICATE_REGION_MAX_LENGTH = 60;
export const TAX_CERTIFICATE_REASON_MAX_LENGTH = 500;

export const TAX_CERTIFICATE_TEXTS = {
  uploaded: 'Your certificate has been sent. Our sales team will review it.',
  fileMissing: 'Choose the certificate file to upload.',
  fileType: 'The certificate must be a PDF, PNG or JPEG file.',
  fileTooLarge: 'The certificate is too large (10 MB at most).',
  kindInvalid: 'Choose the kind of exemption: resale or manufacturing.',
  notFound: 'This certificate was not found.',
  approved: 'The certificate has been approved.',
  rejected: 'The certificate has been rejected.',
  statusInvalid: 'The status must be "approved" (with an expiry date) or "rejected" (with a reason).',
  expiryInvalid: 'Give the expiry date as YYYY-MM-DD.',
  expiryPast: 'The expiry date cannot be in the past.',
  reasonRequired: 'Give a reason for the rejection; the company sees it.',
  alreadyDecided: (status: string) => `This certificate has already been ${status}.`,
} as const;

/** 'Pending', 'Approved until Dec 30, 2027', 'Rejected: <reason>', 'Expired': what the company and sales read. */
export function taxCertificateStatusText(c: {
  status: TaxCertificateStatus;
  expires_at: string | null;
  reject_reason: string | null;
}): string {
  switch (c.status) {
    case 'pending':
      return 'Pending';
    case 'approved':
      return `Approved until ${formatQuoteDay(c.expires_at ?? '')}`;
    case 'rejected':
      return `Rejected: ${c.reject_reason ?? ''}`;
    case 'expired':
      return `Expired${c.expires_at ? ` on ${formatQuoteDay(c.expires_at)}` : ''}`;
  }
}

// ---- Receivables and statements (issue 27 item 4) ------------------------------------------------

/** The open Net 30 balance of a company by days past due, as GET /api/v1/admin/receivables answers it (dollars). */
export interface ReceivableBuckets {
  current: number;
  d1_30: number;
  d31_60: number;
  d61_90: number;
  over_90: number;
}
export interface Receivable {
  company_id: string;
  company_name: string;
  open_balance: number;
  buckets: ReceivableBuckets;
}
export const RECEIVABLE_BUCKETS: readonly { key: keyof ReceivableBuckets; label: string }[] = [
  { key: 'current', label: 'Current' },
  { key: 'd1_30', label: '1–30 days' },
  { key: 'd31_60', label: '31–60 days' },
  { key: 'd61_90', label: '61–90 days' },
  { key: 'over_90', label: 'Over 90 days' },
];

/** 'statement-precision-fab-llc-2026-11-28.pdf': ASCII only, as the server names the statement PDF. */
export function statementPdfName(companyName: string, day: string): string {
  const slug =
    companyName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'company';
  return `statement-${slug}-${day}.pdf`;
}
