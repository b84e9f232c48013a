import type {
  ApprovalListAnswer,
  CustomerResult,
  InvitationFacts,
  DropdownItem,
  KeywordDropdownAnswer,
  KeywordDropdownId,
  LoginAnswer,
  MessageAnswer,
  ProfileUpdatedAnswer,
  VerifyAnswer,
} from '@northbend/shared';
import { apiGet, apiPost, apiUpload } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

/** A customer as the API shows it (spec section 3; never any password material). */
export type Customer = CustomerResult;

/** message_type of the verification answer: 1 success, 2 warning, 3 error (spec section 4). */
export type VerifyMessageType = 1 | 2 | 3;

/** The verification answer, its message_type narrowed to the three the API sends. */
export type VerifyReply = Omit<VerifyAnswer, 'message_type'> & { message_type: VerifyMessageType };

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
  login: (body: { user_email: string; user_password: string; remember_me: boolean }) =>
    apiPost<LoginAnswer>(apiPaths.customerLogin, body, { quiet: true }),
  logout: () => apiPost<MessageAnswer>(apiPaths.customerLogout, undefined, { quiet: true }),
  /** The options of a keyword dropdown (sheet material, sheet thickness). */
  keywordOptions: (id: KeywordDropdownId, signal: AbortSignal): Promise<DropdownItem[]> =>
    apiGet<KeywordDropdownAnswer>(apiPaths.keywordDropdown(id), { quiet: true, signal }).then(
      (b) => b.result?.productDropdown_options ?? [],
    ),
  register: (body: RegisterFields) => apiPost<MessageAnswer>(apiPaths.customerRegister, body),
  verifyRegister: (token: string, signal?: AbortSignal) => apiGet<VerifyReply>(apiPaths.verifyRegister(token), { quiet: true, signal }),
  forgetPassword: (user_email: string) => apiPost<MessageAnswer>(apiPaths.forgetPassword, { user_email }),
  verifyResetToken: (token: string, signal: AbortSignal) =>
    apiGet<MessageAnswer>(apiPaths.verifyResetPassword(token), { quiet: true, signal }),
  resetPassword: (token: string, body: { user_new_password: string; user_confirm_password: string }) =>
    apiPost<MessageAnswer>(apiPaths.resetPassword(token), body),
  changePassword: (id: string, body: { user_current_password: string; user_new_password: string; user_confirm_password: string }) =>
    apiPost<MessageAnswer>(apiPaths.changePassword(id), body),
  /** How many approval requests (issue 26) are awaiting an answer; quiet: the card then says 0. */
  approvalsWaiting: (signal: AbortSignal) =>
    apiGet<ApprovalListAnswer>('company/approvals', { quiet: true, signal }).then(
      (b) => b.result.filter((r) => r.status === 'Awaiting approval').length,
    ),
  /** An invitation to a company (issue 26): who is invited where; quiet: the page says when the link is dead. */
  checkInvitation: (token: string, signal: AbortSignal) =>
    apiPost<InvitationFacts>('company/invitations/check', { token }, { quiet: true, signal }).then((b) => b.result),
  /** Quiet: the refusal shows on the card. */
  acceptInvitation: (body: { token: string; user_name: string; user_password: string; user_confirm_password: string }) =>
    apiPost<MessageAnswer>('company/invitations/accept', body, { quiet: true }),
  updateProfile: (id: string, form: FormData) => apiUpload<ProfileUpdatedAnswer>(apiPaths.customerUpdate(id), form),
};
