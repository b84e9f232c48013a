import { STAFF_PASSWORD_MIN_LENGTH } from '@northbend/shared';

/** What is wrong with a new staff password and its repetition, checked before asking the server. */
export function newPasswordProblems(password: string, confirm: string): { password?: string; confirm?: string } {
  return {
    password: password.length < STAFF_PASSWORD_MIN_LENGTH ? `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.` : undefined,
    confirm: confirm !== password ? 'The passwords do not match.' : undefined,
  };
}
