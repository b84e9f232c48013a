import {
  centsToDollars,
  type Company,
  type CompanyAddress,
  type CompanyMember,
  type CompanyRole,
  type CompanyTerms,
  type TaxExempt,
} from '@northbend/shared';
import type { CompanyAddressRow, CompanyRow, MemberRow } from './company-queries.js';
import type { TaxExemption } from './tax-certificate-queries.js';

/** A member as the company screens show them; an invitation's link counts as expired after its 7 days. */
export function memberView(m: MemberRow, invitationExpired: boolean): CompanyMember {
  return {
    _id: m.id,
    user_email: m.email,
    user_name: m.name,
    company_role: m.companyRole,
    order_limit: m.companyRole === 'buyer' && m.orderLimitCents !== null ? centsToDollars(m.orderLimitCents) : null,
    status: m.invitedAt ? 'invited' : 'active',
    invited_at: m.invitedAt?.toISOString() ?? null,
    invitation_expired: invitationExpired,
  };
}

export function addressView(a: CompanyAddressRow): CompanyAddress {
  return {
    _id: a.id,
    label: a.label,
    is_default: a.isDefault,
    customer_name: a.address.customer_name,
    customer_phone_number: a.address.customer_phone_number ?? '',
    customer_company: a.address.customer_company,
    customer_address: a.address.customer_address,
    customer_secondary_address: a.address.customer_secondary_address ?? '',
    customer_city: a.address.customer_city,
    customer_state: a.address.customer_state,
    customer_zip_code: a.address.customer_zip_code,
    customer_country: a.address.customer_country,
  };
}

export function companyView(
  company: CompanyRow,
  myRole: CompanyRole,
  members: CompanyMember[],
  addresses: CompanyAddressRow[],
  terms: CompanyTerms,
  taxExempt: TaxExempt,
): Company {
  return {
    _id: company.id,
    company_name: company.name,
    my_role: myRole,
    members,
    addresses: addresses.map(addressView),
    terms,
    tax_exempt: taxExempt,
  };
}

/** The exemption as the company screens show it: the kind and the last day (the certificate's id stays inside). */
export const taxExemptView = (e: TaxExemption | null): TaxExempt => (e ? { kind: e.kind, expires_at: e.expires_at } : null);
