import { CUSTOMER_MESSAGES, PASSWORD_PATTERN, REGISTER_EMAIL_PATTERN } from '@northbend/shared';

/**
 * The live messages of spec section 5, shown while the customer types. An empty field is only
 * flagged once the form was submitted, so a fresh form opens without red.
 */
export function emailMessage(email: string, submitted = false): string {
  // The server lower-cases before it checks (shared RegisterBody), so 'Dana@…' is fine here too.
  const value = email.trim().toLowerCase();
  return (value || submitted) && !REGISTER_EMAIL_PATTERN.test(value) ? CUSTOMER_MESSAGES.emailInvalid : '';
}

export interface PasswordPairMessages {
  password: string;
  confirm: string;
}

/** The password rule and 'The Password Not Match With Confirm Password' (register, reset, change). */
export function passwordPairMessages(password: string, confirm: string, submitted = false): PasswordPairMessages {
  return {
    password: (password || submitted) && !PASSWORD_PATTERN.test(password) ? CUSTOMER_MESSAGES.password : '',
    confirm: (confirm || submitted) && confirm !== password ? CUSTOMER_MESSAGES.passwordMismatch : '',
  };
}
