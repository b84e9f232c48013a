import { z } from 'zod';
import { PageQuery, RecordId } from './common.js';

/** Request schemas of the back office's company calls (issue 26); the admin UI's forms send the same. */

export const AdminCompanyQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(200, 'search is too long')
    .optional()
    .transform((v) => v || undefined)
    .describe("Company name, or a member's name or email; partial, any case"),
});
export type AdminCompanyQuery = z.infer<typeof AdminCompanyQuery>;

export const AdminMemberParams = z.object({ id: RecordId, member_id: RecordId });
export type AdminMemberParams = z.infer<typeof AdminMemberParams>;

/** What staff are told, and the refusals that differ from the customer-facing ones. */
export const ADMIN_COMPANY_MESSAGES = {
  notFound: 'Company not found',
  memberNotFound: 'This member is not part of the company.',
  renamed: 'The company has been renamed.',
  invited: (email: string) => `An invitation has been sent to ${email}.`,
  emailTaken: 'This email already has an account with us (in this or another company), so it cannot be invited.',
  disabled: 'The member has been disabled and signed out everywhere.',
  enabled: 'The member can sign in again.',
  lastAdmin: 'The company needs at least one active admin. Ask the company to make another member an admin first.',
  invitedNotDisabled: 'This invitation has not been accepted yet: there is no account to disable.',
  removedMember: 'This member has left the company: their account stays closed.',
} as const;
