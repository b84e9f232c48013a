import type { Database } from '../../db/client.js';
import { refreshTokens, revokeToken, type QboTokens } from '../../integrations/quickbooks/qbo-oauth.js';
import type { QuickBooksSettings } from '../../integrations/quickbooks/qbo-settings.js';
import { openToken, sealToken } from '../../integrations/quickbooks/token-cipher.js';
import { deleteConnection, findConnection, saveConnection, updateTokens, type QboConnectionRow } from './books-queries.js';

/** An access token this close to its end (1 hour) is renewed before use: a booking never starts with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * The shop's QuickBooks connection (decision 033): tokens sealed with QBO_TOKEN_KEY, the access
 * token renewed before it expires, and Intuit's rotated refresh token stored each time.
 */
export function qboConnection(db: Database, qbo: QuickBooksSettings) {
  const seal = (token: string) => sealToken(qbo.tokenKey(), token);
  const open = (sealed: string) => openToken(qbo.tokenKey(), sealed);
  const sealed = (tokens: QboTokens) => ({
    refreshToken: seal(tokens.refreshToken),
    refreshExpiresAt: tokens.refreshExpiresAt,
    accessToken: seal(tokens.accessToken),
    accessExpiresAt: tokens.accessExpiresAt,
  });

  return {
    find: () => findConnection(db),

    /** Stores a connection made in the browser (the callback's tokens) in place of any other. */
    save: (tx: Database, realmId: string, tokens: QboTokens, connectedBy: string): Promise<QboConnectionRow> =>
      saveConnection(tx, { realmId, ...sealed(tokens), source: 'oauth', connectedBy, connectedAt: new Date(), booksFrom: new Date() }),

    /**
     * QBO_REALM_ID and QBO_REFRESH_TOKEN at start: stored unless this company is connected already,
     * in which case the stored token is the newer one (Intuit rotated the operator's since).
     */
    async connectFromEnv(): Promise<'connected' | 'kept'> {
      const env = qbo.envConnection;
      if (!env) throw new Error('QBO_REALM_ID and QBO_REFRESH_TOKEN are not set');
      const current = await findConnection(db);
      if (current?.realmId === env.realmId) return 'kept';
      await saveConnection(db, {
        realmId: env.realmId,
        refreshToken: seal(env.refreshToken),
        refreshExpiresAt: null,
        accessToken: null,
        accessExpiresAt: null,
        source: 'env',
        connectedBy: null,
        connectedAt: new Date(),
        booksFrom: new Date(),
      });
      return 'connected';
    },

    /**
     * A live access token of the connected company. Renewal runs under the row's lock, so two
     * processes never spend the same refresh token (the second would be refused, it being rotated).
     * `renew`: QuickBooks refused the stored one (401), renew it whatever its expiry says.
     */
    async accessToken(renew = false): Promise<{ realmId: string; token: string }> {
      return db.transaction(async (tx) => {
        const row = await findConnection(tx, { forUpdate: true });
        if (!row) throw new Error('QuickBooks is not connected');
        if (!renew && row.accessToken && row.accessExpiresAt && row.accessExpiresAt.getTime() - Date.now() > RENEW_BEFORE_MS)
          return { realmId: row.realmId, token: open(row.accessToken) };
        const tokens = await refreshTokens(qbo, open(row.refreshToken));
        await updateTokens(tx, sealed(tokens));
        return { realmId: row.realmId, token: tokens.accessToken };
      });
    },

    /** Forgets the connection in `tx`; the books already kept stay. Revoke its token once committed. */
    disconnect: (tx: Database): Promise<QboConnectionRow | null> => deleteConnection(tx),

    /** Tells Intuit the forgotten connection's token is no longer wanted: a courtesy, whatever it answers. */
    async revoke(row: QboConnectionRow): Promise<void> {
      await revokeToken(qbo, open(row.refreshToken)).catch(() => undefined);
    },
  };
}

export type QboConnection = ReturnType<typeof qboConnection>;
