import { centsToDollars, type AdminCustomerDetail, type AdminCustomerPage, type AdminCustomerQuery } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { findKeywordDropdown, machineNames } from '../catalog/index.js';
import { companyNameOf, listAdminCustomers, lockCustomerRow, setDisabled, setPoRequired, setVerified } from './admin-customer-queries.js';
import type { CustomerAccountsPort } from './admin-customers-port.js';
import type { CustomerRow } from './customer-view.js';
import { findCustomerById, findMachinePark } from './queries.js';
import { CUSTOMER_NOT_FOUND } from './service.js';
import { userCounts } from './user-counts.js';

export const ADMIN_CUSTOMER_MESSAGES = {
  verificationSent: 'A new verification link is on its way to the customer.',
  alreadyVerified: "This customer's email is already verified.",
  verified: 'The customer has been marked as verified.',
  disabled: 'The customer has been disabled and signed out everywhere.',
  enabled: 'The customer can sign in again.',
  poRequired: 'Every order of this customer now needs their PO number.',
  poOptional: "This customer's PO number is optional again.",
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type CustomerListFacts = Pick<CustomerRow, 'id' | 'name' | 'email' | 'businessName' | 'verifiedAt' | 'disabledAt' | 'createdAt'>;

/** A customer as the back office's list shows them; the profile starts from the same fields. */
const customerRowView = (c: CustomerListFacts, orderCount: number) => ({
  _id: c.id,
  name: c.name,
  email: c.email,
  company: c.businessName,
  verified: !!c.verifiedAt,
  disabled: !!c.disabledAt,
  order_count: orderCount,
  createdAt: c.createdAt.toISOString(),
});

/** The back office's customers: list, profile, and the account switches (each audited). */
export function adminCustomerService({ db, accounts }: { db: Database; accounts: CustomerAccountsPort }) {
  /** The names of a profile's sheet choices (stored as the dropdown's values); unknown values show as stored. */
  async function sheetNames(dropdownId: string, values: string[]): Promise<string[]> {
    if (!values.length) return [];
    const names = new Map((await findKeywordDropdown(db, dropdownId))?.options.map((o) => [o.value, o.name]) ?? []);
    return values.map((v) => names.get(v) ?? v);
  }

  async function detailOf(c: CustomerRow): Promise<AdminCustomerDetail> {
    // The machines are the company's (issue 26): the same for every member.
    const park = await findMachinePark(db, c.companyId);
    const [machines, counts, recent, materials, thicknesses, companyName] = await Promise.all([
      machineNames(db, park.machineMakeIds, park.machineModelIds),
      userCounts(db, c.id),
      accounts.recentOrders(c.id),
      sheetNames('DROPDOWN_SHEET_MATERIAL', park.sheetMaterials),
      sheetNames('DROPDOWN_SHEET_THICKNESS', park.sheetThicknesses),
      companyNameOf(db, c.companyId),
    ]);
    return {
      ...customerRowView(c, counts.order),
      company_id: c.companyId,
      company_name: companyName,
      company_role: c.companyRole,
      phone: c.mobileNumber,
      address: c.address,
      verified_at: iso(c.verifiedAt),
      disabled_at: iso(c.disabledAt),
      machine_makes: machines.makes,
      machine_models: machines.models,
      sheet_materials: materials,
      sheet_thicknesses: thicknesses,
      shipping_address: c.shippingAddress ?? null,
      po_required: c.poRequired,
      counts,
      recent_orders: recent.map((o) => ({
        _id: o.id,
        order_id: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        status: o.status,
        payment_type: o.paymentType,
        payment_status: o.paymentStatus,
        shipping_status: o.shippingStatus,
        total: centsToDollars(o.totalCents),
      })),
    };
  }

  async function found(id: string): Promise<CustomerRow> {
    const row = await findCustomerById(db, id);
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    return row;
  }

  /**
   * Locks the customer and applies `change` (which answers the changed row, or undefined when it was
   * already so: a repeat changes nothing and writes no audit entry), auditing in the same transaction.
   */
  async function switchAccount(
    me: SignedInStaff,
    id: string,
    action: string,
    change: (tx: Database, before: CustomerRow) => Promise<CustomerRow | undefined>,
    describe: (before: CustomerRow) => { summary: string; before: unknown; after: unknown },
  ): Promise<AdminCustomerDetail> {
    const row = await db.transaction(async (tx) => {
      const before = await lockCustomerRow(tx, id);
      if (!before) throw notFound(CUSTOMER_NOT_FOUND);
      const after = await change(tx, before);
      if (!after) return before;
      await recordAudit(tx, { staff: { id: me.id, email: me.email }, action, entityType: 'customer', entityId: id, ...describe(before) });
      return after;
    });
    return detailOf(row);
  }

  return {
    async list(q: AdminCustomerQuery): Promise<AdminCustomerPage> {
      const { rows, totalCount } = await listAdminCustomers(db, q);
      return {
        result: rows.map((r) => customerRowView(r, r.orderCount)),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      };
    },

    detail: async (id: string) => detailOf(await found(id)),

    /** Queues a new verification link with its audit entry (409 once verified); the email is a job (decision 013). */
    async resendVerification(me: SignedInStaff, id: string): Promise<AdminCustomerDetail> {
      const customer = await found(id);
      if (customer.verifiedAt) throw new HttpError(409, ADMIN_CUSTOMER_MESSAGES.alreadyVerified);
      await db.transaction(async (tx) => {
        await accounts.queueVerification(tx, customer);
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'customer.resend_verification',
          entityType: 'customer',
          entityId: id,
          summary: `${me.email} sent a new verification link to ${customer.email}`,
        });
      });
      return detailOf(customer);
    },

    verify: (me: SignedInStaff, id: string) =>
      switchAccount(
        me,
        id,
        'customer.verify',
        (tx) => setVerified(tx, id),
        (c) => ({
          summary: `${me.email} marked ${c.email} as verified`,
          before: { verified: false },
          after: { verified: true },
        }),
      ),

    /** A disabled customer cannot log in, and every session they have ends now, access tokens included. */
    async disable(me: SignedInStaff, id: string): Promise<AdminCustomerDetail> {
      const detail = await switchAccount(
        me,
        id,
        'customer.disable',
        async (tx) => {
          const row = await setDisabled(tx, id, true);
          if (row) await accounts.revokeSessions(tx, id);
          return row;
        },
        (c) => ({ summary: `${me.email} disabled ${c.email}`, before: { disabled: false }, after: { disabled: true } }),
      );
      await accounts.sessionsEnded(id);
      return detail;
    },

    enable: (me: SignedInStaff, id: string) =>
      switchAccount(
        me,
        id,
        'customer.enable',
        (tx) => setDisabled(tx, id, false),
        (c) => ({
          summary: `${me.email} enabled ${c.email}`,
          before: { disabled: true },
          after: { disabled: false },
        }),
      ),

    /** 'PO required' (issue 14): checkout and POST /order/create refuse this customer's orders without a PO number. */
    setPoRequired: (me: SignedInStaff, id: string, required: boolean) =>
      switchAccount(
        me,
        id,
        required ? 'customer.require_po' : 'customer.po_optional',
        (tx) => setPoRequired(tx, id, required),
        (c) => ({
          summary: required
            ? `${me.email} required a PO number on every order of ${c.email}`
            : `${me.email} made the PO number optional for ${c.email}`,
          before: { po_required: !required },
          after: { po_required: required },
        }),
      ),
  };
}

export type AdminCustomerService = ReturnType<typeof adminCustomerService>;
