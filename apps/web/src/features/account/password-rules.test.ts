import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { emailMessage, passwordPairMessages } from './password-rules';

describe('emailMessage', () => {
  it('says nothing for an empty field until the form is submitted', () => {
    expect(emailMessage('')).toBe('');
    expect(emailMessage('', true)).toBe(CUSTOMER_MESSAGES.emailInvalid);
  });
  it('flags an address without a dotted ending as the customer types', () => {
    expect(emailMessage('dana@precisionfab')).toBe(CUSTOMER_MESSAGES.emailInvalid);
    expect(emailMessage('dana.whitfield@precisionfab.com')).toBe('');
  });
  it('accepts capitals and spaces around, as the server lower-cases and trims', () => {
    expect(emailMessage(' Dana@PrecisionFab.com ')).toBe('');
  });
});

describe('passwordPairMessages', () => {
  it('asks for upper, lower, digit and special character, at least 6', () => {
    expect(passwordPairMessages('abc', '').password).toBe(CUSTOMER_MESSAGES.password);
    expect(passwordPairMessages('Abcdef1', '').password).toBe(CUSTOMER_MESSAGES.password);
    expect(passwordPairMessages('Ab1!x', '').password).toBe(CUSTOMER_MESSAGES.password);
    expect(passwordPairMessages('Ab1!xy', '').password).toBe('');
  });
  it('flags a confirmation that differs, once one is typed', () => {
    expect(passwordPairMessages('Ab1!xy', '').confirm).toBe('');
    expect(passwordPairMessages('Ab1!xy', 'Ab1!x').confirm).toBe(CUSTOMER_MESSAGES.passwordMismatch);
    expect(passwordPairMessages('Ab1!xy', 'Ab1!xy').confirm).toBe('');
  });
  it('flags empty fields after a submit', () => {
    expect(passwordPairMessages('', '', true)).toEqual({ password: CUSTOMER_MESSAGES.password, confirm: '' });
    expect(passwordPairMessages('Ab1!xy', '', true).confirm).toBe(CUSTOMER_MESSAGES.passwordMismatch);
  });
});
