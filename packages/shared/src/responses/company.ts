import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  COMPANY_ROLES,
  TAX_CERTIFICATE_CONTENT_TYPES,
  TAX_CERTIFICATE_KINDS,
  TAX_CERTIFICATE_STATUSES,
} from '../company.js';
import { PAYMENT_METHOD_TYPES } from '../orders.js';
import { PaginationInfo } from '../schemas/common.js';

/** Answers of the company calls (issue 26). Money is in dollars, as everywhere in the API. */

export const CompanyMember = z.object({
  _id: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  order_limit: z.number().nullable().describe("Dollars per order, shipping included; null: no limit (an admin's is always null)"),
  status: z.enum(['active', 'invited']).describe("'invited': the invitation is not accepted yet"),
  invited_at: z.string().nullable(),
  /** Only for an invitation: whether its link has expired (the admin may send a new one). */
  invitation_expired: z.boolean(),
});
export type CompanyMember = z.infer<typeof CompanyMember>;

export const CompanyAddress = z.object({
  _id: z.string(),
  label: z.string(),
  is_default: z.boolean(),
  customer_name: z.string(),
  customer_phone_number: z.string(),
  customer_company: z.string(),
  customer_address: z.string(),
  customer_secondary_address: z.string(),
  customer_city: z.string(),
  customer_state: z.string(),
  customer_zip_code: z.string(),
  customer_country: z.string(),
});
export type CompanyAddress = z.infer<typeof CompanyAddress>;

/** A company's payment terms (issue 27), in dollars. */
export const CompanyTerms = z.object({
  payment_methods: z.array(z.enum(PAYMENT_METHOD_TYPES)),
  credit_limit: z.number().describe('Net 30: the most the company may owe on unpaid invoices'),
  open_balance: z.number().describe('Net 30 orders placed and not yet paid or cancelled'),
  available_credit: z.number(),
  overdue_hold_days: z.number().describe('Days an invoice may be overdue before Net 30 is held'),
  overdue_hold: z.boolean().describe('Net 30 is held while an invoice is overdue by more than the hold days'),
});
export type CompanyTerms = z.infer<typeof CompanyTerms>;

/** The company's tax exemption today (issue 27 item 5): an approved certificate not expired; null: none. */
export const TaxExempt = z
  .object({
    kind: z.enum(TAX_CERTIFICATE_KINDS),
    expires_at: z.string().describe('YYYY-MM-DD, valid through its end in the shop time zone (SHOP_TIMEZONE)'),
  })
  .nullable();
export type TaxExempt = z.infer<typeof TaxExempt>;

export const Company = z.object({
  _id: z.string(),
  company_name: z.string(),
  my_role: z.enum(COMPANY_ROLES),
  members: z.array(CompanyMember),
  addresses: z.array(CompanyAddress),
  terms: CompanyTerms,
  tax_exempt: TaxExempt,
});
export type Company = z.infer<typeof Company>;

export const CompanyAnswer = z.object({ result: Company, message: z.string().optional() });
export type CompanyAnswer = z.infer<typeof CompanyAnswer>;

export const CreatedIdAnswer = z.object({ result: z.object({ _id: z.string() }), message: z.string() });
export const CompanyMessageAnswer = z.object({ message: z.string() });

export const InvitationFacts = z.object({ result: z.object({ company_name: z.string(), user_email: z.string(), user_name: z.string() }) });
export type InvitationFacts = z.infer<typeof InvitationFacts>;

const Person = z.object({ _id: z.string(), user_name: z.string() });

/** An approval request as the company's screens show it; the lines are the order's line shape. */
export const ApprovalRequest = z.object({
  _id: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  placed_by: Person.extend({ user_email: z.string() }),
  lines: z.array(z.any()),
  shipment_address: z.record(z.string(), z.string()),
  payment_type: z.string(),
  po_number: z.string().nullable(),
  order_note: z.string().nullable(),
  sub_total: z.number(),
  shipping_charge: z.number(),
  // Sales tax (issue 30 item 4): always sent by the API.
  tax: z.number().optional().describe('Sales tax as the buyer saw it, part of total'),
  tax_note: z.string().nullable().optional().describe('Why the company pays none (an exemption certificate)'),
  total: z.number(),
  order_limit: z.number(),
  expires_at: z.string(),
  decided_by: Person.nullable(),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  order_id: z.string().nullable().describe('The order number placed on approval'),
  createdAt: z.string(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequest>;

export const ApprovalListAnswer = z.object({ result: z.array(ApprovalRequest) });
export type ApprovalListAnswer = z.infer<typeof ApprovalListAnswer>;

/** One request with what approving it would cost today (prices and shipping checked again). */
export const ApprovalAnswer = z.object({
  result: ApprovalRequest.extend({
    current: z
      .object({
        sub_total: z.number(),
        shipping_charge: z.number(),
        tax: z.number().optional(),
        total: z.number(),
        problem: z.string().nullable(),
      })
      .nullable()
      .describe('Only while awaiting approval: the total if approved now, or the reason it cannot be'),
  }),
});
export type ApprovalAnswer = z.infer<typeof ApprovalAnswer>;

export const ApprovalSentAnswer = z.object({
  message: z.string(),
  result: z.object({ approval_id: z.string(), status: z.literal('Awaiting approval') }),
});
export type ApprovalSentAnswer = z.infer<typeof ApprovalSentAnswer>;

export const ApprovedAnswer = z.object({ message: z.string(), result: z.object({ order_id: z.string() }) });
export type ApprovedAnswer = z.infer<typeof ApprovedAnswer>;

export const CompanyOrdersAnswer = z.object({ result: z.array(z.any()), paginationInfo: PaginationInfo });

/** A tax exemption certificate as the company and sales see it (issue 27 item 5). */
export const TaxCertificate = z.object({
  _id: z.string(),
  kind: z.enum(TAX_CERTIFICATE_KINDS),
  number: z.string().nullable(),
  region: z.string().nullable().describe('The issuing state or region'),
  file_name: z.string(),
  content_type: z.enum(TAX_CERTIFICATE_CONTENT_TYPES),
  size_bytes: z.number(),
  status: z.enum(TAX_CERTIFICATE_STATUSES).describe("'expired': approved, and its expiry day has passed"),
  expires_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  uploaded_by: z.object({ _id: z.string(), user_name: z.string(), user_email: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  createdAt: z.string(),
});
export type TaxCertificate = z.infer<typeof TaxCertificate>;

export const TaxCertificateListAnswer = z.object({ result: z.array(TaxCertificate) });
export type TaxCertificateListAnswer = z.infer<typeof TaxCertificateListAnswer>;
export const TaxCertificateAnswer = z.object({ result: TaxCertificate, message: z.string() });
export type TaxCertificateAnswer = z.infer<typeof TaxCertificateAnswer>;

/** An open Net 30 invoice of the company: on its statement and its admins' company page. */
export const OpenInvoice = z.object({
  order_id: z.string(),
  po_number: z.string().nullable(),
  invoice_date: z.string().nullable().describe('YYYY-MM-DD; null: placed, the invoice is not created yet'),
  due_date: z.string().nullable(),
  days_overdue: z.number(),
  amount_open: z.number(),
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

export const OpenInvoicesAnswer = z.object({ result: z.object({ open_balance: z.number(), invoices: z.array(OpenInvoice) }) });
export type OpenInvoicesAnswer = z.infer<typeof OpenInvoicesAnswer>;
