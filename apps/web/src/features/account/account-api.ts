import { apiGet, apiPost, apiUpload } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import type { SessionUser } from '../../app/session';

/** A customer as the API shows it (spec section 3; never any password material). */
export interface Customer extends SessionUser {
  user_name: string;
  user_email: string;
  user_mobile_number: string;
  user_business_name: string;
  user_machine_make_ids: string[];
  user_machine_model_ids: string[];
  user_sheet_material: string[];
  user_sheet_thickness: string[];
  user_address: string;
  /** URL path of the profile photo, or '' for none. */
  user_profile: string;
  user_counts?: { order: number; wishlist: number; cart: number };
}

export interface MessageReply {
  status: boolean;
  message: string;
}

/** message_type of the verification answer: 1 success, 2 warning, 3 error (spec section 4). */
export type VerifyMessageType = 1 | 2 | 3;

export interface VerifyReply extends MessageReply {
  message_type: VerifyMessageType;
}

interface LoginReply extends MessageReply {
  user: Customer;
  authToken: string;
}

export interface RegisterFields {
  user_name: string;
  user_email: string;
  user_mobile_number: string;
  user_business_name: string;
  user_password: string;
  user_confirm_password: string;
}

// Loads and checks whose failure a screen shows in its own way pass quiet (spec section 8);
// form submits let the client toast the server's message.
export const accountApi = {
  login: (body: { user_email: string; user_password: string; remember_me: boolean }) => apiPost<LoginReply>(apiPaths.customerLogin, body),
  logout: () => apiPost<MessageReply>(apiPaths.customerLogout, undefined, { quiet: true }),
  register: (body: RegisterFields) => apiPost<MessageReply>(apiPaths.customerRegister, body),
  verifyRegister: (token: string, signal?: AbortSignal) => apiGet<VerifyReply>(apiPaths.verifyRegister(token), { quiet: true, signal }),
  forgetPassword: (user_email: string) => apiPost<MessageReply>(apiPaths.forgetPassword, { user_email }),
  verifyResetToken: (token: string, signal: AbortSignal) =>
    apiGet<MessageReply>(apiPaths.verifyResetPassword(token), { quiet: true, signal }),
  resetPassword: (token: string, body: { user_new_password: string; user_confirm_password: string }) =>
    apiPost<MessageReply>(apiPaths.resetPassword(token), body),
  changePassword: (id: string, body: { user_current_password: string; user_new_password: string; user_confirm_password: string }) =>
    apiPost<MessageReply>(apiPaths.changePassword(id), body),
  updateProfile: (id: string, form: FormData) => apiUpload<MessageReply & { result: Customer }>(apiPaths.customerUpdate(id), form),
};
