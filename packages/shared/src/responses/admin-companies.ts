import { z } from 'zod';
import { COMPANY_ROLES } from '../company.js';
import { ORDER_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../orders.js';
import { QUOTE_STATUSES } from '../quotes.js';
import { PaginationInfo } from '../schemas/common.js';
import { AuditEntry } from './admin-staff.js';
import { CompanyAddress, CompanyTerms, TaxExempt } from './company.js';

/** Answers of the back office's company calls (/api/v1/admin/companies…, issue 26); the admin UI's types. */

export const AdminCompanyRow = z.object({
  _id: z.string(),
  company_name: z.string(),
  member_count: z.number().describe('Members and open invitations; removed members not counted'),
  admin_emails: z.array(z.string()).describe("The active admins' emails, by name"),
  order_count: z.number().describe("Orders of all the company's members"),
  created_at: z.string(),
});
export type AdminCompanyRow = z.infer<typeof AdminCompanyRow>;

export const AdminCompanyPage = z.object({ result: z.array(AdminCompanyRow), paginationInfo: PaginationInfo });
export type AdminCompanyPage = z.infer<typeof AdminCompanyPage>;

export const ADMIN_MEMBER_STATUSES = ['active', 'invited', 'disabled', 'removed'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];

export const AdminCompanyMember = z.object({
  _id: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  order_limit: z.number().nullable().describe("Dollars per order, shipping included; null: no limit (an admin's is always null)"),
  status: z.enum(ADMIN_MEMBER_STATUSES).describe("'removed': left the company (kept for its orders); 'disabled': by staff"),
  invited_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCompanyMember = z.infer<typeof AdminCompanyMember>;

const Person = z.object({ _id: z.string(), user_name: z.string(), user_email: z.string() });

export const AdminCompanyOrder = z.object({
  _id: z.string(),
  order_id: z.string(),
  createdAt: z.string(),
  placed_by: Person,
  status: z.enum(ORDER_STATUSES),
  payment_type: z.enum(PAYMENT_METHOD_TYPES),
  payment_status: z.enum(PAYMENT_STATUSES),
  shipping_status: z.enum(SHIPPING_STATUSES),
  total: z.number(),
});
export type AdminCompanyOrder = z.infer<typeof AdminCompanyOrder>;

export const AdminCompanyQuote = z.object({
  _id: z.string(),
  quote_number: z.string(),
  createdAt: z.string(),
  requested_by: Person,
  status: z.enum(QUOTE_STATUSES),
  tool_type: z.string(),
  machine: z.string(),
  quantity: z.number(),
});
export type AdminCompanyQuote = z.infer<typeof AdminCompanyQuote>;

export const AdminCompanyDetail = z.object({
  _id: z.string(),
  company_name: z.string(),
  created_at: z.string(),
  members: z.array(AdminCompanyMember),
  addresses: z.array(CompanyAddress),
  order_count: z.number(),
  orders: z.array(AdminCompanyOrder).describe("The 10 latest orders of the company's members"),
  quotes: z.array(AdminCompanyQuote).describe("The 10 latest quote requests of the company's members"),
  audit: z.array(AuditEntry).describe("The company's audit entries, newest first (at most 50)"),
  terms: CompanyTerms.describe('Payment terms and the open Net 30 balance (issue 27)'),
  tax_exempt: TaxExempt,
});
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetail>;

export const AdminCompanyAnswer = z.object({ result: AdminCompanyDetail, message: z.string().optional() });
export type AdminCompanyAnswer = z.infer<typeof AdminCompanyAnswer>;
