import { randomBytes } from 'node:crypto';
import {
  COMPANY_INVITATION_DAYS,
  COMPANY_MESSAGES as M,
  type AcceptInvitationBody,
  type Company,
  type CompanyAddressBody,
  type InviteMemberBody,
  type UpdateMemberBody,
} from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import { recordAudit } from '../audit/index.js';
import { consumeEmailToken, findEmailToken } from '../auth/index.js';
import { findCustomerByEmail } from '../customers/index.js';
import {
  activateInvitedMember,
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  deleteInvitedMember,
  findAddress,
  findCompany,
  findMember,
  findMemberOf,
  insertAddress,
  insertInvitedMember,
  listAddresses,
  listMembers,
  lockMembership,
  markMemberRemoved,
  otherAdmins,
  promoteOldestAddress,
  renameCompany,
  setMemberRole,
  touchInvitation,
  updateAddress,
  type MemberRow,
} from './company-queries.js';
import { memberView, companyView, taxExemptView } from './company-view.js';
import { termsOf, termsView } from './credit-terms.js';
import { queueInvitationMail } from './invitation-mail-jobs.js';
import { taxExemptionOf } from './tax-certificate-queries.js';

/** What removing a member does to their sign-in (the auth module's, wired in app.ts). */
export interface MemberSessions {
  revokeSessions(tx: Database, customerId: string): Promise<void>;
  sessionsEnded(customerId: string): Promise<void>;
}

/** A company holds at most this many locations: a checkout's picker, not an address book of customers. */
export const MAX_COMPANY_ADDRESSES = 50;

const DAY_MS = 24 * 3600_000;
const toCents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
const invitationExpired = (m: MemberRow) => !!m.invitedAt && m.invitedAt.getTime() + COMPANY_INVITATION_DAYS * DAY_MS < Date.now();

/**
 * The company screens' calls (issue 26). The server decides who belongs where: every call starts
 * from the caller's own membership, and a member or location id of another company is a 404.
 */
export function companyService({
  db,
  sessions,
  creditTerms,
}: {
  db: Database;
  sessions: MemberSessions;
  creditTerms: CreditTermsDefaults;
}) {
  async function me(customerId: string): Promise<MemberRow> {
    const member = await findMember(db, customerId);
    if (!member) throw unauthorized('Please log in to continue.');
    return member;
  }

  async function admin(customerId: string): Promise<MemberRow> {
    const member = await me(customerId);
    if (member.companyRole !== 'admin') throw forbidden(M.adminsOnly);
    return member;
  }

  /** A change by one of the company's admins, in the audit log with the company (no staff actor). */
  const audit = (tx: Database, who: MemberRow, action: string, summary: string, before?: unknown, after?: unknown) =>
    recordAudit(tx, {
      staff: null,
      action,
      entityType: 'company',
      entityId: who.companyId,
      summary: `${who.email}: ${summary}`,
      before,
      after,
    });

  async function view(member: MemberRow): Promise<Company> {
    const [company, members, addresses, terms, exemption] = await Promise.all([
      findCompany(db, member.companyId),
      listMembers(db, member.companyId),
      listAddresses(db, member.companyId),
      termsOf(db, member.companyId, creditTerms),
      taxExemptionOf(db, member.companyId, new Date()),
    ]);
    if (!company) throw notFound('Company not found');
    return companyView(
      company,
      member.companyRole,
      members.map((m) => memberView(m, invitationExpired(m))),
      addresses,
      termsView(terms),
      taxExemptView(exemption),
    );
  }

  /** The company's admins lock each other here, so 'the last admin' is decided one change at a time. */
  async function keepsAnAdmin(tx: Database, member: MemberRow): Promise<void> {
    if (member.companyRole !== 'admin' || member.invitedAt) return;
    if ((await otherAdmins(tx, member.companyId, member.id)) === 0) throw new HttpError(409, M.lastAdmin);
  }

  return {
    /** GET /company: everyone in the company sees it; only admins change it. */
    get: async (customerId: string) => view(await me(customerId)),

    async rename(customerId: string, name: string): Promise<Company> {
      const who = await admin(customerId);
      await db.transaction(async (tx) => {
        const before = await findCompany(tx, who.companyId);
        await renameCompany(tx, who.companyId, name);
        await audit(tx, who, 'company.rename', `renamed the company to "${name}"`, { name: before?.name }, { name });
      });
      return view(who);
    },

    /**
     * Invites a colleague: an account in this company that has no usable password until the
     * invitation is accepted. An email that has an account anywhere is refused without saying where.
     */
    async invite(customerId: string, body: InviteMemberBody): Promise<{ id: string }> {
      const who = await admin(customerId);
      const existing = await findCustomerByEmail(db, body.user_email);
      if (existing) throw new HttpError(409, existing.companyId === who.companyId && !existing.removedAt ? M.alreadyMember : M.emailTaken);
      // A password nobody knows: the account cannot log in before the invitee chooses one.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      try {
        return await db.transaction(async (tx) => {
          const id = await insertInvitedMember(tx, {
            companyId: who.companyId,
            email: body.user_email,
            name: body.user_name,
            role: body.company_role,
            orderLimitCents: body.company_role === 'buyer' ? toCents(body.order_limit) : null,
            passwordHash,
          });
          await queueInvitationMail(tx, { companyId: who.companyId, memberId: id, email: body.user_email, invitedBy: who.name });
          await audit(tx, who, 'company.invite', `invited ${body.user_email} as ${body.company_role}`, undefined, {
            email: body.user_email,
            company_role: body.company_role,
            order_limit: body.order_limit,
          });
          return { id };
        });
      } catch (err) {
        // Registered or invited elsewhere at the same moment: the unique email index decides.
        if (isUniqueViolation(err)) throw new HttpError(409, M.emailTaken);
        throw err;
      }
    },

    /** Sends a new link to an invitation not yet accepted (the older links stop working). */
    async resendInvitation(customerId: string, memberId: string): Promise<string> {
      const who = await admin(customerId);
      return db.transaction(async (tx) => {
        const member = await findMemberOf(tx, who.companyId, memberId, true);
        if (!member) throw notFound(M.memberNotFound);
        if (!member.invitedAt) throw new HttpError(409, M.notInvited);
        await touchInvitation(tx, memberId);
        await queueInvitationMail(tx, { companyId: who.companyId, memberId, email: member.email, invitedBy: who.name });
        await audit(tx, who, 'company.invite_again', `sent a new invitation to ${member.email}`);
        return member.email;
      });
    },

    async updateMember(customerId: string, memberId: string, body: UpdateMemberBody): Promise<Company> {
      const who = await admin(customerId);
      await db.transaction(async (tx) => {
        await lockMembership(tx, who.companyId);
        const member = await findMemberOf(tx, who.companyId, memberId, true);
        if (!member) throw notFound(M.memberNotFound);
        if (body.company_role !== 'admin') await keepsAnAdmin(tx, member);
        const limit = body.company_role === 'buyer' ? toCents(body.order_limit) : null;
        await setMemberRole(tx, memberId, body.company_role, limit);
        await audit(
          tx,
          who,
          'company.member_change',
          `changed ${member.email} to ${body.company_role}${limit !== null ? ` with a limit of $${(limit / 100).toFixed(2)}` : ''}`,
          { company_role: member.companyRole, order_limit_cents: member.orderLimitCents },
          { company_role: body.company_role, order_limit_cents: limit },
        );
      });
      return view(who);
    },

    /**
     * Removes a member: an invitation is withdrawn (no account stays), an active member can no
     * longer log in and their sessions end now; their orders stay in the company's history.
     */
    async removeMember(customerId: string, memberId: string): Promise<string> {
      const who = await admin(customerId);
      const outcome = await db.transaction(async (tx) => {
        await lockMembership(tx, who.companyId);
        const member = await findMemberOf(tx, who.companyId, memberId, true);
        if (!member) throw notFound(M.memberNotFound);
        await keepsAnAdmin(tx, member);
        if (member.invitedAt) {
          await deleteInvitedMember(tx, memberId);
          await audit(tx, who, 'company.invitation_withdrawn', `withdrew the invitation of ${member.email}`);
          return 'withdrawn' as const;
        }
        await markMemberRemoved(tx, memberId);
        await sessions.revokeSessions(tx, memberId);
        await audit(tx, who, 'company.member_remove', `removed ${member.email} from the company`);
        return 'removed' as const;
      });
      if (outcome === 'removed') await sessions.sessionsEnded(memberId);
      return outcome === 'removed' ? M.memberRemoved : M.invitationWithdrawn;
    },

    /** What the invitation page shows before the form: whose company, for which email. */
    async invitation(secret: string) {
      const token = isWellFormedSecret(secret) ? await findEmailToken(db, 'invite', hashSecret(secret)) : null;
      if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) throw badRequest(M.invitationInvalid);
      const member = await findMember(db, token.customerId);
      const company = member?.invitedAt ? await findCompany(db, member.companyId) : undefined;
      if (!member || !company) throw badRequest(M.invitationInvalid);
      return { company_name: company.name, user_email: member.email, user_name: member.name };
    },

    /** The invitee's name and password; the link works once, and the account is verified by it. */
    async acceptInvitation(body: AcceptInvitationBody): Promise<void> {
      if (!isWellFormedSecret(body.token)) throw badRequest(M.invitationInvalid);
      const passwordHash = await hashPassword(body.user_password);
      await db.transaction(async (tx) => {
        const memberId = await consumeEmailToken(tx, 'invite', hashSecret(body.token));
        if (!memberId || !(await activateInvitedMember(tx, memberId, body.user_name, passwordHash))) throw badRequest(M.invitationInvalid);
      });
    },

    // ---- locations ---------------------------------------------------------------------------

    async addAddress(customerId: string, body: CompanyAddressBody): Promise<{ id: string }> {
      const who = await admin(customerId);
      return db.transaction(async (tx) => {
        const count = await countAddresses(tx, who.companyId);
        if (count >= MAX_COMPANY_ADDRESSES) throw badRequest(`A company can keep at most ${MAX_COMPANY_ADDRESSES} locations.`);
        const { label, is_default, ...address } = body;
        // The first location is the default whatever the form said.
        const isDefault = is_default || count === 0;
        if (isDefault) await clearDefaultAddress(tx, who.companyId);
        const id = await insertAddress(tx, { companyId: who.companyId, label, address, isDefault });
        await audit(tx, who, 'company.address_add', `added the location "${label}"`);
        return { id };
      });
    },

    async updateAddress(customerId: string, addressId: string, body: CompanyAddressBody): Promise<Company> {
      const who = await admin(customerId);
      await db.transaction(async (tx) => {
        const current = await findAddress(tx, who.companyId, addressId);
        if (!current) throw notFound(M.addressNotFound);
        const { label, is_default, ...address } = body;
        // The default stays one until another location is made the default.
        const isDefault = is_default || current.isDefault;
        if (isDefault) await clearDefaultAddress(tx, who.companyId, addressId);
        await updateAddress(tx, addressId, { label, address, isDefault });
        await audit(tx, who, 'company.address_change', `changed the location "${label}"`);
      });
      return view(who);
    },

    async removeAddress(customerId: string, addressId: string): Promise<Company> {
      const who = await admin(customerId);
      await db.transaction(async (tx) => {
        const current = await findAddress(tx, who.companyId, addressId);
        if (!current) throw notFound(M.addressNotFound);
        await deleteAddress(tx, addressId);
        if (current.isDefault) await promoteOldestAddress(tx, who.companyId);
        await audit(tx, who, 'company.address_remove', `removed the location "${current.label}"`);
      });
      return view(who);
    },
  };
}

export type CompanyService = ReturnType<typeof companyService>;
