import { randomBytes } from 'node:crypto';
import {
  ADMIN_COMPANY_MESSAGES as M,
  type AdminCompanyDetail,
  type AdminCompanyPage,
  type AdminCompanyQuery,
  type InviteMemberBody,
} from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { listAudit, recordAudit } from '../audit/index.js';
import { findCustomerByEmail } from '../customers/index.js';
import {
  countCompanyOrders,
  listAdminCompanies,
  listAllMembers,
  lockAnyMember,
  recentCompanyOrders,
  recentCompanyQuotes,
  setMemberDisabled,
  type AdminMemberRow,
} from './admin-company-queries.js';
import { adminCompanyOrderView, adminCompanyQuoteView, adminCompanyRowView, adminMemberView } from './admin-company-view.js';
import { findCompany, insertInvitedMember, listAddresses, lockMembership, otherAdmins, renameCompany } from './company-queries.js';
import { termsOf, termsView } from './credit-terms.js';
import type { MemberSessions } from './company-service.js';
import { addressView, taxExemptView } from './company-view.js';
import { queueInvitationMail } from './invitation-mail-jobs.js';
import { taxExemptionOf } from './tax-certificate-queries.js';

const toCents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
/** The company page shows this many audit entries, newest first; the audit log has them all. */
const AUDIT_ENTRIES = 50;

/**
 * The back office's companies (issue 26): list, page, and the staff's own changes: rename, invite a
 * member, disable and enable one. Each change is in the company's audit entries with the staff actor.
 */
export function adminCompanyService({
  db,
  sessions,
  brandName,
  creditTerms,
}: {
  db: Database;
  sessions: MemberSessions;
  brandName: string;
  creditTerms: CreditTermsDefaults;
}) {
  const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

  async function companyOf(reader: Database, id: string) {
    const company = await findCompany(reader, id);
    if (!company) throw notFound(M.notFound);
    return company;
  }

  async function detail(id: string): Promise<AdminCompanyDetail> {
    const company = await companyOf(db, id);
    const [members, addresses, orderCount, orders, quotes, audit, terms, exemption] = await Promise.all([
      listAllMembers(db, id),
      listAddresses(db, id),
      countCompanyOrders(db, id),
      recentCompanyOrders(db, id),
      recentCompanyQuotes(db, id),
      listAudit(db, { entity_type: 'company', entity_id: id, page: 1, limit: AUDIT_ENTRIES }),
      termsOf(db, id, creditTerms),
      taxExemptionOf(db, id, new Date()),
    ]);
    return {
      _id: company.id,
      company_name: company.name,
      created_at: company.createdAt.toISOString(),
      members: members.map(adminMemberView),
      addresses: addresses.map(addressView),
      order_count: orderCount,
      orders: orders.map(adminCompanyOrderView),
      quotes: quotes.map((q) => adminCompanyQuoteView(q)),
      audit: audit.result,
      terms: termsView(terms),
      tax_exempt: taxExemptView(exemption),
    };
  }

  /**
   * Locks the member and applies `change` (false: it was already so, nothing is written), with
   * its audit entry in the same transaction.
   */
  async function switchMember(
    me: SignedInStaff,
    companyId: string,
    memberId: string,
    check: (tx: Database, member: AdminMemberRow) => Promise<void>,
    change: (tx: Database, member: AdminMemberRow) => Promise<boolean>,
    audit: (member: AdminMemberRow) => { action: string; summary: string; before: unknown; after: unknown },
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      await companyOf(tx, companyId);
      // One membership change of a company at a time, as the storefront's (company-queries.ts).
      await lockMembership(tx, companyId);
      const member = await lockAnyMember(tx, companyId, memberId);
      if (!member) throw notFound(M.memberNotFound);
      await check(tx, member);
      if (!(await change(tx, member))) return false;
      await recordAudit(tx, { staff: actor(me), entityType: 'company', entityId: companyId, ...audit(member) });
      return true;
    });
  }

  return {
    async list(q: AdminCompanyQuery): Promise<AdminCompanyPage> {
      const { rows, totalCount } = await listAdminCompanies(db, q);
      return {
        result: rows.map(adminCompanyRowView),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      };
    },

    detail,

    async rename(me: SignedInStaff, id: string, name: string): Promise<AdminCompanyDetail> {
      await db.transaction(async (tx) => {
        const before = await companyOf(tx, id);
        if (before.name === name) return;
        await renameCompany(tx, id, name);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'company.rename',
          entityType: 'company',
          entityId: id,
          summary: `${me.email} renamed the company from "${before.name}" to "${name}"`,
          before: { name: before.name },
          after: { name },
        });
      });
      return detail(id);
    },

    /**
     * Invites a member as a company admin would (decision 023): a password-less account until the
     * link is accepted; an email that has an account anywhere is refused (409).
     */
    async addMember(me: SignedInStaff, id: string, body: InviteMemberBody): Promise<AdminCompanyDetail> {
      await companyOf(db, id);
      if (await findCustomerByEmail(db, body.user_email)) throw new HttpError(409, M.emailTaken);
      // A password nobody knows: the account cannot log in before the invitee chooses one.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const orderLimitCents = body.company_role === 'buyer' ? toCents(body.order_limit) : null;
      try {
        await db.transaction(async (tx) => {
          const memberId = await insertInvitedMember(tx, {
            companyId: id,
            email: body.user_email,
            name: body.user_name,
            role: body.company_role,
            orderLimitCents,
            passwordHash,
          });
          await queueInvitationMail(tx, { companyId: id, memberId, email: body.user_email, invitedBy: `${me.name} at ${brandName}` });
          await recordAudit(tx, {
            staff: actor(me),
            action: 'company.invite',
            entityType: 'company',
            entityId: id,
            summary: `${me.email} invited ${body.user_email} as ${body.company_role}`,
            after: {
              email: body.user_email,
              company_role: body.company_role,
              order_limit: orderLimitCents === null ? null : body.order_limit,
            },
          });
        });
      } catch (err) {
        // Registered or invited elsewhere at the same moment: the unique email index decides.
        if (isUniqueViolation(err)) throw new HttpError(409, M.emailTaken);
        throw err;
      }
      return detail(id);
    },

    /** A disabled member cannot log in and their sessions end now; the company keeps an active admin. */
    async disableMember(me: SignedInStaff, id: string, memberId: string): Promise<AdminCompanyDetail> {
      const changed = await switchMember(
        me,
        id,
        memberId,
        async (tx, m) => {
          if (m.removedAt) throw new HttpError(409, M.removedMember);
          if (m.invitedAt) throw new HttpError(409, M.invitedNotDisabled);
          if (m.companyRole === 'admin' && !m.disabledAt && (await otherAdmins(tx, id, m.id)) === 0) throw new HttpError(409, M.lastAdmin);
        },
        async (tx, m) => {
          const done = await setMemberDisabled(tx, m.id, true);
          if (done) await sessions.revokeSessions(tx, m.id);
          return done;
        },
        (m) => ({
          action: 'company.member_disable',
          summary: `${me.email} disabled ${m.email}`,
          before: { disabled: false },
          after: { disabled: true },
        }),
      );
      if (changed) await sessions.sessionsEnded(memberId);
      return detail(id);
    },

    async enableMember(me: SignedInStaff, id: string, memberId: string): Promise<AdminCompanyDetail> {
      await switchMember(
        me,
        id,
        memberId,
        async (_tx, m) => {
          if (m.removedAt) throw new HttpError(409, M.removedMember);
        },
        (tx, m) => setMemberDisabled(tx, m.id, false),
        (m) => ({
          action: 'company.member_enable',
          summary: `${me.email} enabled ${m.email}`,
          before: { disabled: true },
          after: { disabled: false },
        }),
      );
      return detail(id);
    },
  };
}

export type AdminCompanyService = ReturnType<typeof adminCompanyService>;
