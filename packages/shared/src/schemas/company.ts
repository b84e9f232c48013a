import { z } from 'zod';
import {
  COMPANY_ROLES,
  TAX_CERTIFICATE_KINDS,
  TAX_CERTIFICATE_NUMBER_MAX_LENGTH,
  TAX_CERTIFICATE_REASON_MAX_LENGTH,
  TAX_CERTIFICATE_REGION_MAX_LENGTH,
  TAX_CERTIFICATE_TEXTS,
} from '../company.js';
import { isCalendarDay, shopToday } from '../quotes.js';
import { RecordId } from './common.js';
import { CUSTOMER_MESSAGES, Password, REGISTER_EMAIL_PATTERN } from './customer.js';
import { checkedPlace, ShippingAddressFields } from './shipping.js';

/** Request schemas of the company calls (issue 26); the same rules run in the forms and on the server. */

export const COMPANY_MESSAGES = {
  adminsOnly: 'Only an admin of your company can do this.',
  memberNotFound: 'This member is not part of your company.',
  lastAdmin: 'Your company needs at least one admin. Make another member an admin first.',
  emailTaken: 'This email already has an account with us, so it cannot be invited. Ask them to contact us.',
  alreadyMember: 'This person is already a member of your company.',
  invited: (email: string) => `An invitation has been sent to ${email}.`,
  invitationResent: (email: string) => `A new invitation has been sent to ${email}.`,
  memberSaved: 'The member has been saved.',
  memberRemoved: 'The member has been removed from your company.',
  invitationWithdrawn: 'The invitation has been withdrawn.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask your company admin to send a new one.',
  invitationAccepted: 'Welcome aboard: your account is ready. Please log in.',
  notInvited: 'This member has already accepted the invitation.',
  companySaved: 'Your company has been saved.',
  addressSaved: 'The location has been saved.',
  addressRemoved: 'The location has been removed.',
  addressNotFound: 'This location is not one of your company.',
  roleInvalid: 'Choose a role: admin or buyer.',
  limitInvalid: 'The order limit must be a number of dollars of 0 or more, or empty for no limit.',
  labelRequired: 'Give the location a name, such as "Main plant".',
} as const;

const name = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);

/** Dollars with at most two decimals, or null for no limit; the server keeps cents. */
export const OrderLimit = z
  .number({ message: COMPANY_MESSAGES.limitInvalid })
  .min(0, COMPANY_MESSAGES.limitInvalid)
  .max(10_000_000, COMPANY_MESSAGES.limitInvalid)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, COMPANY_MESSAGES.limitInvalid)
  .nullable();

export const CompanyRoleField = z.enum(COMPANY_ROLES, { message: COMPANY_MESSAGES.roleInvalid });

export const InviteMemberBody = z.object({
  user_email: z
    .string({ message: CUSTOMER_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, CUSTOMER_MESSAGES.emailInvalid)
    .regex(REGISTER_EMAIL_PATTERN, CUSTOMER_MESSAGES.emailInvalid),
  user_name: name('Name', 120),
  company_role: CompanyRoleField,
  order_limit: OrderLimit.optional().default(null),
});
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

export const UpdateMemberBody = z.object({
  company_role: CompanyRoleField,
  order_limit: OrderLimit.optional().default(null),
});
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const MemberParams = z.object({ member_id: RecordId });
export const AddressParams = z.object({ address_id: RecordId });

export const AcceptInvitationBody = z
  .object({
    token: z.string({ message: COMPANY_MESSAGES.invitationInvalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, COMPANY_MESSAGES.invitationInvalid),
    user_name: name('Name', 120),
    user_password: Password,
    user_confirm_password: z.string({ message: CUSTOMER_MESSAGES.passwordMismatch }),
  })
  .refine((v) => v.user_password === v.user_confirm_password, {
    message: CUSTOMER_MESSAGES.passwordMismatch,
    path: ['user_confirm_password'],
  });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

export const InvitationTokenBody = z.object({
  token: z.string({ message: COMPANY_MESSAGES.invitationInvalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, COMPANY_MESSAGES.invitationInvalid),
});

export const CompanyNameBody = z.object({ company_name: name('Company name', 200) });

/** A shipping location: a name and the checkout's address fields (no email: that is each member's own). */
export const CompanyAddressBody = checkedPlace(
  ShippingAddressFields.extend({
    label: z
      .string({ message: COMPANY_MESSAGES.labelRequired })
      .trim()
      .min(1, COMPANY_MESSAGES.labelRequired)
      .max(80, 'The location name is too long (80 characters at most)'),
    is_default: z.boolean().optional().default(false),
  }),
);
export type CompanyAddressBody = z.infer<typeof CompanyAddressBody>;

/** An optional short text of the certificate form: empty means none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .optional()
    .transform((v) => v || null);

/** The text fields of the certificate upload (multipart, issue 27 item 5); the file is checked by content. */
export const TaxCertificateFields = z.object({
  kind: z.enum(TAX_CERTIFICATE_KINDS, { message: TAX_CERTIFICATE_TEXTS.kindInvalid }),
  number: optionalText('The certificate number', TAX_CERTIFICATE_NUMBER_MAX_LENGTH),
  region: optionalText('The issuing state or region', TAX_CERTIFICATE_REGION_MAX_LENGTH),
});
export type TaxCertificateFields = z.infer<typeof TaxCertificateFields>;

/**
 * Sales' decision on a certificate: approved until a day (not in the past, in the shop's time
 * zone), or rejected with a reason the company reads.
 */
export const TaxCertificateDecisionBody = z
  .object({
    status: z.enum(['approved', 'rejected'], { message: TAX_CERTIFICATE_TEXTS.statusInvalid }),
    expires_at: z.string({ message: TAX_CERTIFICATE_TEXTS.expiryInvalid }).optional(),
    reason: z
      .string({ message: TAX_CERTIFICATE_TEXTS.reasonRequired })
      .trim()
      .max(TAX_CERTIFICATE_REASON_MAX_LENGTH, `The reason is too long (${TAX_CERTIFICATE_REASON_MAX_LENGTH} characters at most)`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'approved') {
      if (!v.expires_at || !isCalendarDay(v.expires_at))
        ctx.addIssue({ code: 'custom', path: ['expires_at'], message: TAX_CERTIFICATE_TEXTS.expiryInvalid });
      else if (v.expires_at < shopToday())
        ctx.addIssue({ code: 'custom', path: ['expires_at'], message: TAX_CERTIFICATE_TEXTS.expiryPast });
    } else if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: TAX_CERTIFICATE_TEXTS.reasonRequired });
  });
export type TaxCertificateDecisionBody = z.infer<typeof TaxCertificateDecisionBody>;

export const TaxCertificateParams = z.object({ id: RecordId });
