import type { AdminMessage, StaffLoginAnswer, StaffMeAnswer, TotpSetupAnswer } from '@northbend/shared';
import { adminGet, adminPost } from '../api/client';

/** The back office's sign-in and the signed-in user's own account (/api/v1/admin/auth, /me). */
export const authApi = {
  login: (body: { email: string; password: string; totp?: string }) => adminPost<StaffLoginAnswer>('auth/login', body),
  logout: () => adminPost<AdminMessage>('auth/logout'),
  setPassword: (token: string, password: string) => adminPost<AdminMessage>('auth/set-password', { token, password }),
  me: (signal?: AbortSignal) => adminGet<StaffMeAnswer>('me', signal),
  changePassword: (current_password: string, new_password: string) =>
    adminPost<AdminMessage>('me/password', { current_password, new_password }),
  totpSetup: () => adminPost<TotpSetupAnswer>('me/totp/setup'),
  totpEnable: (code: string) => adminPost<AdminMessage>('me/totp/enable', { code }),
  totpDisable: (code: string) => adminPost<AdminMessage>('me/totp/disable', { code }),
};
