import { z } from 'zod';
import { CustomerResult } from './customers.js';

/** Register, logout, the password calls: a status and the spec's text. */
export const MessageAnswer = z.object({ status: z.boolean(), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** GET /customer/verify/register. */
export const VerifyAnswer = MessageAnswer.extend({
  message_type: z.number().int().describe('1 success, 2 warning (already verified), 3 error'),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswer>;

/** Its 400: message_type 3 for a bad link; without one when the request itself was refused (e.g. a control character). */
export const VerifyRefusal = MessageAnswer.extend({ message_type: z.number().int().optional() });

/** POST /customer/login. */
export const LoginAnswer = MessageAnswer.extend({ user: CustomerResult, authToken: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** GET /customer/refresh_token/{id}: a new access token. */
export const RefreshAnswer = z.object({ success: z.boolean(), user: z.object({ token: z.string() }) });
export type RefreshAnswer = z.infer<typeof RefreshAnswer>;

/** The refresh call's 401 when the session is over. */
export const SessionEndedAnswer = z.object({ success: z.boolean(), status: z.boolean(), message: z.string() });
export type SessionEndedAnswer = z.infer<typeof SessionEndedAnswer>;
