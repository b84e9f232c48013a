import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { can, QUICKBOOKS_MESSAGES, type AdminQuickBooks, type QuickBooksCallbackResult } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { authorizeUrl, exchangeCode, qboRedirectUri, QboAuthError } from '../../integrations/quickbooks/qbo-oauth.js';
import type { QuickBooksSettings } from '../../integrations/quickbooks/qbo-settings.js';
import { HttpError } from '../../lib/http-errors.js';
import type { SignedInStaff, StaffLoader } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { bookedCounts, findConnection, insertAuthorization, ordersToBook, takeAuthorization } from './books-queries.js';
import { queueUnbooked } from './books-sweep.js';
import type { QboConnection } from './qbo-connection.js';

/** How long the owner has on Intuit's consent page before the state is refused. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

export interface BooksServiceDeps {
  db: Database;
  /** Undefined without QBO_CLIENT_ID: the screen says so and nothing connects. */
  qbo?: QuickBooksSettings;
  connection?: QboConnection;
  publicUrl: string;
  /** The staff user of a live session (the staff module's), or null: binds Intuit's callback to who started it. */
  loadStaff: StaffLoader;
}

/** The QuickBooks screen's actions (decision 033): connect (owner), disconnect (owner), resync, status. */
export function booksService({ db, qbo, connection, publicUrl, loadStaff }: BooksServiceDeps) {
  const configured = () => {
    if (!qbo || !connection) throw new HttpError(409, QUICKBOOKS_MESSAGES.notConfigured);
    return { qbo, connection };
  };

  async function status(): Promise<AdminQuickBooks> {
    const row = await findConnection(db);
    const counts = row ? await bookedCounts(db, row.realmId) : { invoice: 0, payment: 0, sales_receipt: 0 };
    const waiting = row ? (await ordersToBook(db, row.realmId, row.booksFrom, 10_000)).length : 0;
    return {
      configured: !!qbo,
      connected: !!row,
      realm_id: row?.realmId ?? null,
      source: row?.source ?? null,
      connected_by: row?.connectedBy ?? null,
      connected_at: row?.connectedAt.toISOString() ?? null,
      books_from: row?.booksFrom.toISOString() ?? null,
      refresh_expires_at: row?.refreshExpiresAt?.toISOString() ?? null,
      booked: { invoices: counts.invoice, payments: counts.payment, sales_receipts: counts.sales_receipt },
      waiting,
    };
  }

  return {
    status,

    /** Intuit's consent page for this owner, its `state` bound to the owner's session (single use, 10 minutes). */
    async startConnect(me: SignedInStaff, sessionId: string): Promise<{ authorize_url: string }> {
      const { qbo: app } = configured();
      const state = randomBytes(24).toString('base64url');
      await insertAuthorization(db, {
        stateHash: hashState(state),
        staffId: me.id,
        sessionId,
        expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_MS),
      });
      return { authorize_url: authorizeUrl(app, qboRedirectUri(publicUrl), state) };
    },

    /**
     * Intuit's redirect back: the state must be one this shop gave an owner whose session still
     * lives; the code is exchanged for tokens, stored sealed, audited. Answers what the screen says.
     */
    async finishConnect(
      query: { code?: string; state?: string; realmId?: string; error?: string },
      log: FastifyBaseLogger,
    ): Promise<QuickBooksCallbackResult> {
      if (!qbo || !connection) return 'failed';
      const started = query.state ? await takeAuthorization(db, hashState(query.state)) : null;
      if (!started || started.expiresAt.getTime() < Date.now()) return 'expired';
      const me = await loadStaff(started.staffId, started.sessionId);
      if (!me || !can(me.role, 'settings.manage')) return 'not-allowed';
      if (query.error || !query.code || !query.realmId) return 'refused';
      let tokens;
      try {
        tokens = await exchangeCode(qbo, query.code, qboRedirectUri(publicUrl));
      } catch (err) {
        log.error({ err: err instanceof QboAuthError ? err.message : err }, 'Intuit refused the authorization code');
        return 'failed';
      }
      const realmId = query.realmId;
      await db.transaction(async (tx) => {
        const before = await findConnection(tx);
        await connection.save(tx, realmId, tokens, me.email);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quickbooks.connect',
          entityType: 'quickbooks',
          entityId: realmId,
          summary: `${me.email} connected the shop to QuickBooks company ${realmId}`,
          before: before ? { realm_id: before.realmId } : null,
          after: { realm_id: realmId },
        });
      });
      return 'connected';
    },

    async disconnect(me: SignedInStaff): Promise<AdminQuickBooks> {
      const { connection: conn } = configured();
      const row = await db.transaction(async (tx) => {
        const gone = await conn.disconnect(tx);
        if (!gone) throw new HttpError(409, QUICKBOOKS_MESSAGES.notConnected);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quickbooks.disconnect',
          entityType: 'quickbooks',
          entityId: gone.realmId,
          summary: `${me.email} disconnected the shop from QuickBooks company ${gone.realmId}`,
          before: { realm_id: gone.realmId },
        });
        return gone;
      });
      await conn.revoke(row);
      return status();
    },

    /** Queues every order with something left to book, failed and dead bookings included. */
    async resync(me: SignedInStaff): Promise<{ queued: number; result: AdminQuickBooks }> {
      configured();
      const queued = await db.transaction(async (tx) => {
        if (!(await findConnection(tx))) throw new HttpError(409, QUICKBOOKS_MESSAGES.notConnected);
        const n = await queueUnbooked(tx, { force: Date.now().toString(36) });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quickbooks.resync',
          entityType: 'quickbooks',
          summary: `${me.email} queued ${n} order${n === 1 ? '' : 's'} for booking in QuickBooks`,
          after: { queued: n },
        });
        return n;
      });
      return { queued, result: await status() };
    },
  };
}

export type BooksService = ReturnType<typeof booksService>;
