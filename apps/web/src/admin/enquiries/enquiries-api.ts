import type { AdminEnquiryActionAnswer, AdminEnquiryAnswer, AdminEnquiryPage, EnquiryStatus } from '@northbend/shared';
import { adminGet, adminPatch, adminPost } from '../api/client';

const enquiry = (id: string) => `enquiries/${encodeURIComponent(id)}`;

/** The back office's enquiry calls (/api/v1/admin/enquiries…): sales' inbox of contact-form messages. */
export const enquiriesApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminEnquiryPage>(`enquiries${query}`, signal),
  get: (id: string, signal?: AbortSignal) => adminGet<AdminEnquiryAnswer>(enquiry(id), signal),
  reply: (id: string, body: string) => adminPost<AdminEnquiryActionAnswer>(`${enquiry(id)}/reply`, { body }),
  setStatus: (id: string, status: EnquiryStatus) => adminPatch<AdminEnquiryActionAnswer>(enquiry(id), { status }),
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
