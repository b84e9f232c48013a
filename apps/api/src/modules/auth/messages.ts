/** The texts of the accounts contract (issue 4); the storefront shows them as they are. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  verified: 'Your email has been verified. You can now log in.',
  alreadyVerified: 'Your email is already verified. Please log in.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  loggedIn: 'You have logged in successfully.',
  badCredentials: 'Invalid email or password.',
  accountDisabled: 'This account has been disabled. Please contact us if you think this is a mistake.',
  emailNotVerified: 'Please verify your email before logging in. We have sent you a new verification link.',
  sessionEnded: 'Your session has ended. Please log in again.',
  loggedOut: 'You have been successfully logged out.',
  resetLinkSent: 'If an account exists for this email, a link to reset the password has been sent.',
  resetLinkValid: 'This link is valid.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
} as const;

/** Registration verification outcome (spec section 4): 1 success, 2 warning, 3 error. */
export type VerifyMessageType = 1 | 2 | 3;
