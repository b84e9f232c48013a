import { z } from 'zod';
import { ENQUIRY_REPLY_MAX_LENGTH, ENQUIRY_STATUSES } from '../order-admin.js';
import { PageQuery } from './common.js';

/** Request schemas of the back office's customer and enquiry calls, shared with the admin UI. */

const Search = z
  .string()
  .trim()
  .max(200, 'search is too long')
  .optional()
  .transform((v) => v || undefined);

export const AdminCustomerQuery = PageQuery.extend({
  search: Search.describe('Name, email or company; partial, any case'),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>;

const EnquiryStatus = z.enum(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` });

export const AdminEnquiryQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), EnquiryStatus.optional()),
  search: Search.describe('Name, email, company or message; partial, any case'),
});
export type AdminEnquiryQuery = z.infer<typeof AdminEnquiryQuery>;

export const EnquiryReplyBody = z.object({
  body: z
    .string({ message: 'Enter the reply.' })
    .trim()
    .min(1, 'Enter the reply.')
    .max(ENQUIRY_REPLY_MAX_LENGTH, `The reply is too long (${ENQUIRY_REPLY_MAX_LENGTH} characters at most).`),
});
export type EnquiryReplyBody = z.infer<typeof EnquiryReplyBody>;

export const EnquiryStatusBody = z.object({ status: EnquiryStatus });
export type EnquiryStatusBody = z.infer<typeof EnquiryStatusBody>;
