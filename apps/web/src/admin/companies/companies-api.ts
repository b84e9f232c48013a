import type {
  AdminCompanyAnswer,
  AdminCompanyPage,
  CompanyTerms,
  InviteMemberBody,
  PaymentMethodType,
  TaxCertificateAnswer,
  TaxCertificateDecisionBody,
  TaxCertificateListAnswer,
} from '@northbend/shared';
import { adminDownload, adminGet, adminPost, adminPut } from '../api/client';

export type MemberAction = 'disable' | 'enable';
/** The invitation form's fields as sent (the server applies the same schema). */
export type NewMember = Pick<InviteMemberBody, 'user_email' | 'user_name' | 'company_role'> & { order_limit: number | null };

const company = (id: string) => `companies/${encodeURIComponent(id)}`;

/** The back office's company calls (/api/v1/admin/companies…, issue 26). */
export const companiesApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminCompanyPage>(`companies${query}`, signal),
  get: (id: string, signal?: AbortSignal) => adminGet<AdminCompanyAnswer>(company(id), signal),
  rename: (id: string, companyName: string) => adminPut<AdminCompanyAnswer>(company(id), { company_name: companyName }),
  addMember: (id: string, body: NewMember) => adminPost<AdminCompanyAnswer>(`${company(id)}/members`, body),
  setTerms: (id: string, body: { payment_methods: PaymentMethodType[]; credit_limit: number; overdue_hold_days: number }) =>
    adminPut<{ result: CompanyTerms; message: string }>(`${company(id)}/terms`, body),
  memberAction: (id: string, memberId: string, action: MemberAction) =>
    adminPost<AdminCompanyAnswer>(`${company(id)}/members/${encodeURIComponent(memberId)}/${action}`),
  // Tax exemption certificates (issue 27).
  certificates: (id: string, signal?: AbortSignal) => adminGet<TaxCertificateListAnswer>(`${company(id)}/tax-certificates`, signal),
  certificateFile: (certificateId: string) => adminDownload(`tax-certificates/${encodeURIComponent(certificateId)}/file`),
  decideCertificate: (certificateId: string, body: TaxCertificateDecisionBody) =>
    adminPut<TaxCertificateAnswer>(`tax-certificates/${encodeURIComponent(certificateId)}`, body),
};
