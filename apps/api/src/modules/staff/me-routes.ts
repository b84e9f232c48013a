import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMessage, StaffChangePasswordBody, StaffMeAnswer, TotpCodeBody, TotpSetupAnswer } from '@northbend/shared';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf, staffSessionOf } from '../../plugins/staff-viewer.js';
import { STAFF_MESSAGES } from './messages.js';
import type { StaffService } from './service.js';
import { STAFF_REFRESH_COOKIE } from './staff-sessions.js';

const tags = ['admin'];
// Open while the shop waits for this user to set up two-factor sign-in (decision 010).
const enrolling = { staff: 'totp-setup' } as const;
const signedIn = { staff: 'signed-in' } as const;

/** /api/v1/admin/me: the signed-in staff user's own account, password and two-factor sign-in. */
export const staffMeRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  acceptEmptyJson(app);

  app.get('', { config: enrolling, schema: { tags, summary: 'Who is signed in', response: { 200: StaffMeAnswer } } }, async (req) =>
    staff.accounts.me(staffOf(req)),
  );

  app.post(
    '/password',
    {
      config: signedIn,
      schema: { tags, summary: 'Change my password (other sessions end)', body: StaffChangePasswordBody, response: { 200: AdminMessage } },
    },
    async (req) => {
      await staff.auth.changePassword(staffOf(req), req.body, req.cookies[STAFF_REFRESH_COOKIE], staffSessionOf(req));
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/totp/setup',
    { config: enrolling, schema: { tags, summary: 'Start two-factor set-up: secret and QR code', response: { 200: TotpSetupAnswer } } },
    async (req) => staff.totp.setup(staffOf(req)),
  );

  app.post(
    '/totp/enable',
    {
      config: enrolling,
      schema: { tags, summary: 'Turn two-factor sign-in on with a code', body: TotpCodeBody, response: { 200: AdminMessage } },
    },
    async (req) => {
      await staff.totp.enable(staffOf(req), req.body.code);
      return { message: STAFF_MESSAGES.totpOn };
    },
  );

  app.post(
    '/totp/disable',
    {
      config: signedIn,
      schema: { tags, summary: 'Turn two-factor sign-in off with a code', body: TotpCodeBody, response: { 200: AdminMessage } },
    },
    async (req) => {
      await staff.totp.disable(staffOf(req), req.body.code);
      return { message: STAFF_MESSAGES.totpOff };
    },
  );
};
