/** A member's role in their company (issue 26): admins manage members, addresses and approvals. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An approval request's state; 'Expired' after 14 days without an answer. */
export const APPROVAL_STATUSES = ['Awaiting approval', 'Approved', 'Declined', 'Expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How long an invitation link and an approval request stay open. */
export const COMPANY_INVITATION_DAYS = 7;
export const APPROVAL_REQUEST_DAYS = 14;
