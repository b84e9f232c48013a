import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './refresh-sessions.js';

/**
 * The httpOnly cookie that carries a refresh session's secret, sent only to the calls under `path`
 * that need it (the storefront's customer calls, the back office's).
 */
export function refreshCookie(name: string, path: string) {
  const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, path, secure });
  return {
    name,
    /**
     * A remembered session's cookie lives until the session's end (Max-Age); any other ends with
     * the browser session, and the server ends the session in its own time anyway.
     */
    set(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
      const maxAge = session.rememberMe ? Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) : undefined;
      reply.setCookie(name, session.secret, { ...options(secure), ...(maxAge !== undefined ? { maxAge } : {}) });
    },
    clear(reply: FastifyReply, secure: boolean): void {
      reply.clearCookie(name, options(secure));
    },
  };
}
