import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminMessage, StaffLoginAnswer, StaffLoginBody, StaffSetPasswordBody } from '@northbend/shared';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { STAFF_MESSAGES } from './messages.js';
import type { StaffLimits } from './rate-limits.js';
import type { StaffService } from './service.js';
import { STAFF_REFRESH_COOKIE, staffRefreshCookie } from './staff-sessions.js';

const tags = ['admin'];
const Refused = z.object({ status: z.boolean(), message: z.string() });
// Reachable signed out: each call checks its own body (password, emailed link) or refresh cookie.
const config = { staff: 'public' } as const;

interface Options {
  staff: StaffService;
  limits: StaffLimits;
  secure: boolean;
}

/** /api/v1/admin/auth/*: the calls that work without a staff token. */
export const staffAuthRoutes: FastifyPluginAsyncZod<Options> = async (app, { staff, limits, secure }) => {
  acceptEmptyJson(app);

  app.post(
    '/login',
    {
      ...limits.login,
      config,
      schema: {
        tags,
        summary: 'Sign in to the back office',
        description:
          'Answers 401 `TOTP_REQUIRED` when the account has two-factor sign-in and no `totp` was sent, 401 `TOTP_INVALID` for a wrong code. Sets the httpOnly refresh cookie.',
        body: StaffLoginBody,
        response: { 200: StaffLoginAnswer },
      },
    },
    async (req, reply) => {
      const { session, ...answer } = await staff.auth.login(req.body, req.cookies[STAFF_REFRESH_COOKIE]);
      staffRefreshCookie.set(reply, session, secure);
      return answer;
    },
  );

  app.post(
    '/refresh',
    {
      config,
      schema: { tags, summary: 'A new access token for the refresh cookie (rotated)', response: { 200: StaffLoginAnswer, 401: Refused } },
    },
    async (req, reply) => {
      const refreshed = await staff.auth.refresh(req.cookies[STAFF_REFRESH_COOKIE]);
      if (!refreshed) {
        staffRefreshCookie.clear(reply, secure);
        return reply.code(401).send({ status: false, message: STAFF_MESSAGES.sessionEnded });
      }
      const { session, ...answer } = refreshed;
      staffRefreshCookie.set(reply, session, secure);
      return answer;
    },
  );

  app.post('/logout', { config, schema: { tags, summary: 'Sign out', response: { 200: AdminMessage } } }, async (req, reply) => {
    await staff.auth.logout(req.cookies[STAFF_REFRESH_COOKIE]);
    staffRefreshCookie.clear(reply, secure);
    return { message: STAFF_MESSAGES.signedOut };
  });

  app.post(
    '/set-password',
    {
      ...limits.tokenCheck,
      config,
      schema: {
        tags,
        summary: 'Choose a password with an invitation or reset link',
        body: StaffSetPasswordBody,
        response: { 200: AdminMessage },
      },
    },
    async (req) => {
      await staff.auth.setPassword(req.body.token, req.body.password);
      return { message: STAFF_MESSAGES.passwordSet };
    },
  );
};
