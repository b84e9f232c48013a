/**
 * The customer forms' texts (spec section 5), without zod: the login page's island shows the
 * 'fill all the fields' warning, and the request schemas that use these (schemas/customer.ts)
 * stay out of its script.
 */
export const CUSTOMER_MESSAGES = {
  emailInvalid: 'Email is invalid',
  password:
    'The password should contain Minimum 6 and Maximum 12 characters at least 1 Uppercase Alphabet, 1 Lowercase Alphabet, 1 Number and 1 Special Character:',
  passwordMismatch: 'The Password Not Match With Confirm Password',
  fillAllFields: 'Please fill all the fields.',
} as const;
