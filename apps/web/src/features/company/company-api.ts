import type {
  ApprovalAnswer,
  ApprovalListAnswer,
  ApprovalRequest,
  ApprovedAnswer,
  Company,
  CompanyAddressBody,
  CompanyAnswer,
  CompanyRole,
  OpenInvoicesAnswer,
  TaxCertificateAnswer,
  TaxCertificateListAnswer,
} from '@northbend/shared';
import { apiDownload, apiGet, apiRequest, apiUpload } from '../../lib/api-client';

// The company calls (issue 26) live here, not in lib/api-paths.ts: only the company screens' lazy
// chunks use them, so the first page's script does not carry them.
const companyPaths = {
  company: 'company',
  members: 'company/members',
  member: (id: string) => `company/members/${encodeURIComponent(id)}`,
  invitation: (id: string) => `company/members/${encodeURIComponent(id)}/invitation`,
  addresses: 'company/addresses',
  address: (id: string) => `company/addresses/${encodeURIComponent(id)}`,
  approvals: 'company/approvals',
  approval: (id: string) => `company/approvals/${encodeURIComponent(id)}`,
  certificates: 'company/tax-certificates',
  certificateFile: (id: string) => `company/tax-certificates/${encodeURIComponent(id)}/file`,
  invoices: 'company/invoices',
} as const;

interface Message {
  message: string;
}

/** A change's answer that carries the company as it is now. */
type Changed = Message & { result: Company };

export interface MemberFields {
  company_role: CompanyRole;
  order_limit: number | null;
}

// Loads are quiet (the pages show their own failure); a refused change is toasted by the client.
export const companyApi = {
  get: (signal?: AbortSignal) => apiGet<CompanyAnswer>(companyPaths.company, { quiet: true, signal }).then((b) => b.result),
  rename: (company_name: string) => apiRequest<Changed>(companyPaths.company, { method: 'PUT', body: { company_name } }),
  invite: (body: MemberFields & { user_email: string; user_name: string }) =>
    apiRequest<Message>(companyPaths.members, { method: 'POST', body }),
  updateMember: (id: string, body: MemberFields) => apiRequest<Changed>(companyPaths.member(id), { method: 'PUT', body }),
  removeMember: (id: string) => apiRequest<Message>(companyPaths.member(id), { method: 'DELETE' }),
  resendInvitation: (id: string) => apiRequest<Message>(companyPaths.invitation(id), { method: 'POST', body: {} }),
  addAddress: (body: CompanyAddressBody) => apiRequest<Message>(companyPaths.addresses, { method: 'POST', body }),
  updateAddress: (id: string, body: CompanyAddressBody) => apiRequest<Changed>(companyPaths.address(id), { method: 'PUT', body }),
  removeAddress: (id: string) => apiRequest<Changed>(companyPaths.address(id), { method: 'DELETE' }),
};

export type ApprovalDetail = ApprovalAnswer['result'];

export const approvalsApi = {
  list: (signal?: AbortSignal): Promise<ApprovalRequest[]> =>
    apiGet<ApprovalListAnswer>(companyPaths.approvals, { quiet: true, signal }).then((b) => b.result),
  get: (id: string, signal?: AbortSignal): Promise<ApprovalDetail> =>
    apiGet<ApprovalAnswer>(companyPaths.approval(id), { quiet: true, signal }).then((b) => b.result),
  /** Quiet: the page shows a price rise (409 with current_total) as a question, not a toast. */
  approve: (id: string, acceptTotal?: number) =>
    apiRequest<ApprovedAnswer>(`${companyPaths.approval(id)}/approve`, {
      method: 'POST',
      body: acceptTotal === undefined ? {} : { accept_total: acceptTotal },
      quiet: true,
    }),
  decline: (id: string, reason: string) =>
    apiRequest<Message>(`${companyPaths.approval(id)}/decline`, { method: 'POST', body: { reason } }),
};

/** Tax exemption certificates and open invoices (issue 27); loads are quiet, an upload's refusal is toasted. */
export const companyDocumentsApi = {
  certificates: (signal?: AbortSignal) =>
    apiGet<TaxCertificateListAnswer>(companyPaths.certificates, { quiet: true, signal }).then((b) => b.result),
  /** multipart: kind, number, region and the file `file`. */
  upload: (form: FormData) => apiUpload<TaxCertificateAnswer>(companyPaths.certificates, form, { method: 'POST' }),
  certificateFile: (id: string) => apiDownload(companyPaths.certificateFile(id)),
  invoices: (signal?: AbortSignal) => apiGet<OpenInvoicesAnswer>(companyPaths.invoices, { quiet: true, signal }).then((b) => b.result),
};
