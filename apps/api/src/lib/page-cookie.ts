import fastifyCookie from '@fastify/cookie';
import { decodeJwt } from 'jose';
import type { FastifyReply } from 'fastify';

/**
 * `nb_page`: a copy of the customer's access token, read ONLY by the storefront page route
 * (plugins/static.ts) so a logged-in customer's first page is drawn for them (decision 035 point 5).
 * httpOnly: no script reads it (the storefront keeps its own copy in localStorage). SameSite=Lax and
 * Path=/: it must come with a top-level navigation to any page. The API routes never accept it
 * (the viewer reads only `authorization`), so a cross-site form cannot act with it (no CSRF).
 */
export const PAGE_COOKIE = 'nb_page';

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure });

/** Sets the cookie to a just-issued customer access token, living exactly as long as the token. */
export function setPageCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const exp = decodeJwt(token).exp;
  const maxAge = typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 0;
  reply.setCookie(PAGE_COOKIE, token, { ...options(secure), maxAge });
}

/** Drops the cookie (logout, a refused refresh, a cookie whose token no longer passes). */
export function clearPageCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PAGE_COOKIE, options(secure));
}

/** The nb_page token of a page request's Cookie header, if any (the page route has no cookie plugin). */
export function pageCookieToken(header: string | undefined): string | null {
  if (!header) return null;
  return fastifyCookie.parse(header)[PAGE_COOKIE] || null;
}

/** The Set-Cookie line that drops the cookie, for the page route. */
export const clearedPageCookie = (secure: boolean): string =>
  fastifyCookie.serialize(PAGE_COOKIE, '', { ...options(secure), expires: new Date(0), maxAge: 0 });
