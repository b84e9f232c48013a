import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../order-admin.js';
import { PaginationInfo } from '../schemas/common.js';

/** Answers of the back office's enquiry calls (/api/v1/admin/enquiries…); the admin UI's types. */

export const AdminEnquiryRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  location: z.string(),
  machine_makes: z.array(z.string()),
  machine_models: z.array(z.string()),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  reply_count: z.number(),
  createdAt: z.string(),
});
export type AdminEnquiryRow = z.infer<typeof AdminEnquiryRow>;

export const AdminEnquiryPage = z.object({ result: z.array(AdminEnquiryRow), paginationInfo: PaginationInfo });
export type AdminEnquiryPage = z.infer<typeof AdminEnquiryPage>;

export const AdminEnquiryDetail = AdminEnquiryRow.extend({
  replies: z.array(z.object({ _id: z.string(), body: z.string(), staff_name: z.string().nullable(), createdAt: z.string() })),
});
export type AdminEnquiryDetail = z.infer<typeof AdminEnquiryDetail>;

export const AdminEnquiryAnswer = z.object({ result: AdminEnquiryDetail });
export type AdminEnquiryAnswer = z.infer<typeof AdminEnquiryAnswer>;

export const AdminEnquiryActionAnswer = z.object({ message: z.string(), result: AdminEnquiryDetail });
export type AdminEnquiryActionAnswer = z.infer<typeof AdminEnquiryActionAnswer>;
