import { z } from 'zod';
import { PaginationInfo } from '../schemas/common.js';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../staff-roles.js';

/** Answers of the back office's staff and audit calls (/api/v1/admin/…); the admin UI's types. */
export const StaffSummary = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffSummary = z.infer<typeof StaffSummary>;

/** POST /admin/auth/login and /admin/auth/refresh: a 15-minute access token for `authorization: Bearer …`. */
export const StaffLoginAnswer = z.object({ token: z.string(), staff: StaffSummary });
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswer>;

export const StaffAccount = StaffSummary.extend({
  status: z.enum(['active', 'invited', 'disabled']).describe('invited: has not chosen a password yet'),
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffMeAnswer = z.object({
  staff: StaffAccount,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** The shop requires two-factor sign-in; with totp_enabled false only /me and the TOTP set-up work. */
  totp_required: z.boolean(),
});
export type StaffMeAnswer = z.infer<typeof StaffMeAnswer>;

export const StaffListAnswer = z.object({ result: z.array(StaffAccount) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;

export const StaffAccountAnswer = z.object({ message: z.string(), staff: StaffAccount });
export type StaffAccountAnswer = z.infer<typeof StaffAccountAnswer>;

export const AdminMessage = z.object({ message: z.string() });
export type AdminMessage = z.infer<typeof AdminMessage>;

export const TotpSetupAnswer = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand'),
  otpauth_url: z.string(),
  qr_data_url: z.string().describe('data:image/svg+xml;base64,… of the otpauth URL, for an <img src>'),
});
export type TotpSetupAnswer = z.infer<typeof TotpSetupAnswer>;

export const SecuritySettings = z.object({ staff_totp_required: z.boolean() });
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const AuditEntry = z.object({
  _id: z.string(),
  staff_id: z.string().nullable().describe('null: the system (start-up, command line)'),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ result: z.array(AuditEntry), paginationInfo: PaginationInfo });
export type AuditPage = z.infer<typeof AuditPage>;
