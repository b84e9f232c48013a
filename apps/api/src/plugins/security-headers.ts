import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { MAP_EMBED_ORIGINS, SPECULATION_RULES } from '@northbend/shared';

/**
 * What a browser may do with a page of ours (Permissions-Policy): none of these features is used,
 * so none is granted, to our pages or to the map's frame. Only features Chromium knows, or it
 * logs an error for each unknown one.
 */
const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The CSP source that allows exactly the storefront's inline speculation rules. */
const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`;

/** The back office's page preview: the content editor frames it (admin/content/page-preview-frame.tsx). */
const PREVIEW_PAGE = '/admin-preview.html';

type Surface = 'shop' | 'back-office' | 'preview';

function surfaceOf(url: string | undefined): Surface {
  const path = (url ?? '/').split('?')[0];
  if (path === PREVIEW_PAGE) return 'preview';
  return path === '/admin' || path === '/admin.html' || path.startsWith('/admin/') ? 'back-office' : 'shop';
}

/** Each response's script nonce, by its raw response (helmet's directive functions see only req and res). */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * Security headers on every answer (pages, API, images) through @fastify/helmet, and a CSP nonce
 * per response in `reply.cspNonce.script` for whoever renders HTML with an inline script (server
 * rendering, later): `<script nonce="…">`. One Content-Security-Policy for the storefront, the
 * API and the Swagger UI; the back office may frame its own page preview, and only that preview
 * may be framed (by the back office). The demo payment pages send a stricter policy of their own.
 * Registered before the routes and before compression (app.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }): Promise<void> {
  // Before helmet's hooks, which build the header from the nonce.
  app.addHook('onRequest', async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, nonce);
    // Styles may be inline anyway (below), so one nonce serves both kinds of element.
    reply.cspNonce = { script: nonce, style: nonce };
  });

  const surface = (req: IncomingMessage) => surfaceOf(req.url);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's build has no inline script (index.html loads /assets/*.js); server-rendered pages
        // put the nonce on theirs. No 'unsafe-inline', no 'unsafe-eval'. The public pages' speculation
        // rules (decision 035), a JSON list of links to prefetch that runs no code, are let in by
        // their hash: the page cache keeps one HTML for every visitor, so they carry no nonce.
        scriptSrc: ["'self'", SPECULATION_RULES_HASH, (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`],
        scriptSrcAttr: ["'none'"],
        // Inline styles stay allowed: react-toastify and Tiptap add <style> elements at run time, and
        // React writes style attributes; a style cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for Bootstrap's inline SVG icons and the two-factor QR code; blob: for a chosen
        // profile photo's preview.
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Fonts are self-hosted (@fontsource); nothing loads from Google Fonts. data: for Swiper's
        // stylesheet, which carries its small icon font inline.
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The contact block's map hosts: the same list the back office checks a map address against.
        frameSrc: [(req: IncomingMessage) => [...(surface(req) === 'back-office' ? ["'self'"] : []), ...MAP_EMBED_ORIGINS].join(' ')],
        frameAncestors: [(req: IncomingMessage) => (surface(req) === 'preview' ? "'self'" : "'none'")],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // On http (development, tests) it would send the page's requests to an https that is not there.
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // For browsers without frame-ancestors; those with it ignore this header.
    xFrameOptions: { action: 'deny' },
    // HTTPS is the proxy's in front of the shop: only production promises it.
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (surfaceOf(req.url) === 'preview') reply.header('x-frame-options', 'SAMEORIGIN');
  });
}
