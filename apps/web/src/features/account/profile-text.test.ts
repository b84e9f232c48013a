import { describe, expect, it } from 'vitest';
import { addressPreview, initialsOf } from './profile-text';

describe('addressPreview', () => {
  it('keeps an address of up to 20 characters as it is', () => {
    expect(addressPreview('12 Mill Road, Akron')).toBe('12 Mill Road, Akron');
    expect(addressPreview('12345678901234567890')).toBe('12345678901234567890');
  });
  it('cuts a longer one at 20 characters and adds ...', () => {
    expect(addressPreview('4120 Northbend Industrial Drive')).toBe('4120 Northbend Indus...');
  });
});

describe('initialsOf', () => {
  it('takes the first and last name', () => expect(initialsOf('Dana  Mae Whitfield')).toBe('DW'));
  it('takes two letters of a single name', () => expect(initialsOf('dana')).toBe('DA'));
  it('shows a question mark without a name', () => expect(initialsOf('  ')).toBe('?'));
});
