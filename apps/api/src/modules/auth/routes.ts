import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBody,
  ForgetPasswordBody,
  IdParams,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  RefreshAnswer,
  RegisterBody,
  ResetPasswordBody,
  SessionEndedAnswer,
  VerifyAnswer,
  VerifyRefusal,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import { AUTH_MESSAGES } from './messages.js';
import type { PasswordService } from './password-service.js';
import { registerAuthLimits } from './rate-limits.js';
import { customerRefreshCookie, REFRESH_COOKIE } from './refresh-sessions.js';
import type { AuthService } from './service.js';
import { requireCustomer, sessionOf } from '../../plugins/viewer.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { clearPageCookie, setPageCookie } from '../../lib/page-cookie.js';

// Emailed links carry the token. Whatever arrives (nothing, twice, 10 KB), the answer is the
// link's own 'invalid or expired' one, never a validation error without message_type.
const LinkToken = z.object({
  token: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v.length <= 512 ? v : undefined))
    .describe('The token of the emailed link'),
});
// The refresh path's id is compared with the cookie's customer, so any string simply fails that.
const RefreshParams = z.object({ id: z.string().max(100) });

const tags = ['customer'];
// These calls work without an access token, so an expired one the storefront still sends is no reason to refuse them.
const noTokenNeeded = { ignoreExpiredToken: true };

interface AuthRoutesOptions {
  auth: AuthService;
  passwords: PasswordService;
  config: Pick<Config, 'publicUrl' | 'rateLimits' | 'redisUrl'>;
}

/** The account calls of spec section 7 under /customer, except the profile (modules/customers). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, passwords, config }) => {
  await app.register(cookie);
  const limits = await registerAuthLimits(app, config);
  const secure = config.publicUrl.startsWith('https://');

  app.post(
    '/register',
    { ...limits.register, config: noTokenNeeded, schema: { tags, body: RegisterBody, response: { 201: MessageAnswer } } },
    async (req, reply) => {
      await auth.register(req.body);
      return reply.code(201).send({ status: true, message: AUTH_MESSAGES.registered });
    },
  );

  app.get(
    '/verify/register',
    {
      ...limits.tokenCheck,
      config: noTokenNeeded,
      schema: { tags, querystring: LinkToken, response: { 200: VerifyAnswer, 400: VerifyRefusal } },
    },
    async (req, reply) => {
      const type = await auth.verifyRegistration(req.query.token);
      const message = type === 1 ? AUTH_MESSAGES.verified : type === 2 ? AUTH_MESSAGES.alreadyVerified : AUTH_MESSAGES.verifyLinkInvalid;
      return reply.code(type === 3 ? 400 : 200).send({ status: type !== 3, message, message_type: type });
    },
  );

  app.post(
    '/login',
    { ...limits.login, config: noTokenNeeded, schema: { tags, body: LoginBody, response: { 200: LoginAnswer } } },
    async (req, reply) => {
      const { user, authToken, session } = await auth.login(req.body, req.cookies[REFRESH_COOKIE]);
      customerRefreshCookie.set(reply, session, secure);
      // The page cookie: the storefront's pages are drawn for this customer (decision 035 point 5).
      setPageCookie(reply, authToken, secure);
      return { status: true, message: AUTH_MESSAGES.loggedIn, user, authToken };
    },
  );

  app.get(
    '/refresh_token/:id',
    { config: noTokenNeeded, schema: { tags, params: RefreshParams, response: { 200: RefreshAnswer, 401: SessionEndedAnswer } } },
    async (req, reply) => {
      const refreshed = await auth.refresh(req.cookies[REFRESH_COOKIE], req.params.id);
      if (!refreshed) {
        customerRefreshCookie.clear(reply, secure);
        clearPageCookie(reply, secure);
        return reply.code(401).send({ success: false, status: false, message: AUTH_MESSAGES.sessionEnded });
      }
      if (refreshed.session) customerRefreshCookie.set(reply, refreshed.session, secure);
      setPageCookie(reply, refreshed.token, secure);
      return { success: true, user: { token: refreshed.token } };
    },
  );

  app.post(
    '/forget-password',
    { ...limits.forgetPassword, config: noTokenNeeded, schema: { tags, body: ForgetPasswordBody, response: { 200: MessageAnswer } } },
    async (req) => {
      await passwords.forgetPassword(req.body.user_email);
      return { status: true, message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      ...limits.tokenCheck,
      config: noTokenNeeded,
      schema: { tags, querystring: LinkToken, body: ResetPasswordBody, response: { 200: MessageAnswer } },
    },
    async (req) => {
      await passwords.resetPassword(req.query.token, req.body.user_new_password);
      return { status: true, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/change-password/:id',
    {
      ...limits.changePassword,
      // Who asks is checked before the body, so another customer's token learns nothing from it.
      config: { owner: { param: 'id', beforeBody: true } },
      schema: { tags, params: IdParams, body: ChangePasswordBody, response: { 200: MessageAnswer } },
    },
    async (req) => {
      await passwords.changePassword(requireCustomer(req), req.body, req.cookies[REFRESH_COOKIE], sessionOf(req));
      return { status: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  await app.register(async (scope) => {
    // Logout and the token check take no body; their bodies are small.
    acceptEmptyJson(scope, 4096);
    const bodiless = scope.withTypeProvider<ZodTypeProvider>();

    bodiless.post('/logout', { config: noTokenNeeded, schema: { tags, response: { 200: MessageAnswer } } }, async (req, reply) => {
      await auth.logout(req.cookies[REFRESH_COOKIE]);
      customerRefreshCookie.clear(reply, secure);
      clearPageCookie(reply, secure);
      return { status: true, message: AUTH_MESSAGES.loggedOut };
    });

    // The spec names this GET, one note POST: both answer the same.
    for (const method of ['GET', 'POST'] as const) {
      bodiless.route({
        method,
        url: '/verify/reset-password',
        ...limits.tokenCheck,
        config: noTokenNeeded,
        schema: { tags, querystring: LinkToken, response: { 200: MessageAnswer } },
        handler: async (req) => {
          const token = req.query.token ?? (req.body as { token?: unknown } | undefined)?.token;
          await passwords.checkResetToken(typeof token === 'string' ? token : undefined);
          return { status: true, message: AUTH_MESSAGES.resetLinkValid };
        },
      });
    }
  });
};
