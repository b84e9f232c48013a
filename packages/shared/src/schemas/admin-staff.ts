import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '../staff-roles.js';
import { PageQuery, RecordId } from './common.js';

/** Request bodies of the back office's staff calls (/api/v1/admin/…), shared with the admin UI's forms. */
export const STAFF_FORM_MESSAGES = {
  fillAllFields: 'Please enter your email and password.',
  emailInvalid: 'Enter a valid email address.',
  password: `The password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must have at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`,
  code: 'Enter the 6-digit code from your authenticator app.',
  name: 'Enter a name.',
  role: `The role must be one of: ${STAFF_ROLES.join(', ')}.`,
} as const;

const Email = z
  .string({ message: STAFF_FORM_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, STAFF_FORM_MESSAGES.emailInvalid)
  .pipe(z.email(STAFF_FORM_MESSAGES.emailInvalid));

/** A new staff password: length is the rule (checked the same by ADMIN_PASSWORD at start). */
export const StaffPassword = z
  .string({ message: STAFF_FORM_MESSAGES.password })
  .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_FORM_MESSAGES.password)
  .max(STAFF_PASSWORD_MAX_LENGTH, STAFF_FORM_MESSAGES.passwordTooLong);

const TotpCode = z
  .string({ message: STAFF_FORM_MESSAGES.code })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, STAFF_FORM_MESSAGES.code));

const StaffRoleField = z.enum(STAFF_ROLES, STAFF_FORM_MESSAGES.role);

export const StaffLoginBody = z.object({
  email: z.string({ message: STAFF_FORM_MESSAGES.fillAllFields }).trim().toLowerCase().min(1, STAFF_FORM_MESSAGES.fillAllFields).max(254),
  password: z
    .string({ message: STAFF_FORM_MESSAGES.fillAllFields })
    .min(1, STAFF_FORM_MESSAGES.fillAllFields)
    .max(STAFF_PASSWORD_MAX_LENGTH),
  /** Only for staff with two-factor sign-in; without it such a login answers 401 TOTP_REQUIRED. */
  totp: TotpCode.optional(),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffChangePasswordBody = z.object({
  current_password: z
    .string({ message: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(STAFF_PASSWORD_MAX_LENGTH),
  new_password: StaffPassword,
});
export type StaffChangePasswordBody = z.infer<typeof StaffChangePasswordBody>;

export const TotpCodeBody = z.object({ code: TotpCode });
export type TotpCodeBody = z.infer<typeof TotpCodeBody>;

export const StaffInviteBody = z.object({
  email: Email,
  name: z.string({ message: STAFF_FORM_MESSAGES.name }).trim().min(1, STAFF_FORM_MESSAGES.name).max(120, 'The name is too long.'),
  role: StaffRoleField,
});
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

/** The set-password page: the emailed link's token (invite or reset) and the chosen password. */
export const StaffSetPasswordBody = z.object({
  token: z.string({ message: 'This link is invalid.' }).max(512, 'This link is invalid.'),
  password: StaffPassword,
});
export type StaffSetPasswordBody = z.infer<typeof StaffSetPasswordBody>;

export const StaffUpdateBody = z
  .object({ role: StaffRoleField.optional(), disabled: z.boolean({ message: 'disabled must be true or false' }).optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'Nothing to change: send role or disabled.' });
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

export const SecuritySettingsBody = z.object({
  staff_totp_required: z.boolean({ message: 'staff_totp_required must be true or false' }),
});
export type SecuritySettingsBody = z.infer<typeof SecuritySettingsBody>;

// A day ('2026-03-01') or a moment ('2026-03-01T12:00:00Z'); a day as `to` includes that whole day.
const DayOrMoment = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: 'Use a date like 2026-03-01 or an ISO time' });

export const AuditQuery = PageQuery.extend({
  staff_id: RecordId.optional(),
  action: z.string().trim().min(1).max(100).optional().describe("Exact action ('order.ship'), or a prefix ending in '.' ('order.')"),
  entity_type: z.string().trim().min(1).max(100).optional(),
  entity_id: z.string().trim().min(1).max(200).optional(),
  from: DayOrMoment.optional(),
  to: DayOrMoment.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
