import type { AdminEnquiryDetail, AdminEnquiryPage, AdminEnquiryQuery, AdminEnquiryRow, EnquiryStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { enquiryReplyMail } from '../../integrations/mail/templates/enquiry-reply.js';
import { notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { machineNames } from '../catalog/index.js';
import { staffNames } from '../staff/index.js';
import { queueContactMail } from './contact-mail-jobs.js';
import { findEnquiry, insertReply, listEnquiries, listReplies, setEnquiryStatus, type EnquiryRow } from './admin-enquiry-queries.js';

export const ADMIN_ENQUIRY_MESSAGES = {
  notFound: 'This enquiry was not found.',
  replied: 'Your reply is on its way and the enquiry is marked as answered.',
  statusChanged: 'The enquiry status has been changed.',
} as const;

interface EnquiryDeps {
  db: Database;
  salesEmail: string;
  brandName: string;
}

/** Sales' inbox of 'Get In Touch' enquiries: list, read, reply by email, file. */
export function adminEnquiryService({ db, salesEmail, brandName }: EnquiryDeps) {
  async function rowOf(e: EnquiryRow): Promise<AdminEnquiryRow> {
    const machines = await machineNames(db, e.machineMakeIds, e.machineModelIds);
    return {
      _id: e.id,
      name: e.name,
      email: e.email,
      phone: e.phone,
      company: e.businessName,
      location: e.location,
      machine_makes: machines.makes,
      machine_models: machines.models,
      message: e.message,
      status: e.status,
      reply_count: e.replyCount,
      createdAt: e.createdAt.toISOString(),
    };
  }

  async function detail(id: string): Promise<AdminEnquiryDetail> {
    const enquiry = await findEnquiry(db, id);
    if (!enquiry) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
    const replies = await listReplies(db, id);
    const names = await staffNames(
      db,
      replies.map((r) => r.staffId),
    );
    return {
      ...(await rowOf(enquiry)),
      replies: replies.map((r) => ({
        _id: r.id,
        body: r.body,
        staff_name: r.staffId ? (names.get(r.staffId) ?? null) : null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return {
    async list(q: AdminEnquiryQuery): Promise<AdminEnquiryPage> {
      const { rows, totalCount } = await listEnquiries(db, q);
      return {
        result: await Promise.all(rows.map(rowOf)),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      };
    },

    detail,

    /**
     * Stores the reply, marks the enquiry answered and queues the reply's email to the enquirer
     * (replies to it reach sales), all in one transaction: the email is a job that retries until
     * the mail server takes it (decision 013).
     */
    async reply(me: SignedInStaff, id: string, body: string): Promise<AdminEnquiryDetail> {
      const enquiry = await findEnquiry(db, id);
      if (!enquiry) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
      const mail = enquiryReplyMail({
        brandName,
        customerName: enquiry.name,
        staffName: me.name,
        body,
        originalMessage: enquiry.message,
        sentAt: enquiry.createdAt.toISOString().slice(0, 10),
      });
      await db.transaction(async (tx) => {
        const current = await findEnquiry(tx, id, true);
        if (!current) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
        const reply = await insertReply(tx, { enquiryId: id, staffId: me.id, body });
        await setEnquiryStatus(tx, id, 'answered');
        await queueContactMail(tx, 'reply', reply.id, { to: enquiry.email, replyTo: salesEmail, ...mail });
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'enquiry.reply',
          entityType: 'enquiry',
          entityId: id,
          summary: `${me.email} replied to the enquiry of ${current.email}`,
          before: { status: current.status },
          after: { status: 'answered', reply_id: reply.id },
        });
      });
      return detail(id);
    },

    async setStatus(me: SignedInStaff, id: string, status: EnquiryStatus): Promise<AdminEnquiryDetail> {
      await db.transaction(async (tx) => {
        const current = await findEnquiry(tx, id, true);
        if (!current) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
        if (current.status === status) return;
        await setEnquiryStatus(tx, id, status);
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'enquiry.status',
          entityType: 'enquiry',
          entityId: id,
          summary: `${me.email} moved the enquiry of ${current.email} from ${current.status} to ${status}`,
          before: { status: current.status },
          after: { status },
        });
      });
      return detail(id);
    },
  };
}
