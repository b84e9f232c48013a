import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathOf } from './return-path';

describe('the path login returns to (issue 16)', () => {
  it('takes a path of this site with its query and hash', () => {
    expect(returnPathOf('/user/order?focus=NB-100001')).toBe('/user/order?focus=NB-100001');
    expect(returnPathOf('/punches/p1#specs')).toBe('/punches/p1#specs');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/user/order'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [null],
  ])('refuses %j', (raw) => {
    expect(returnPathOf(raw)).toBeNull();
  });

  it('never returns to the login-related screens or the logout', () => {
    for (const path of ['/user/login', '/user/login?redirect=/x', '/user/logout', '/user/register', '/user/reset-password?token=a'])
      expect(returnPathOf(path)).toBeNull();
    expect(returnPathOf('/user/loginx')).toBe('/user/loginx');
  });

  it('builds the login link, plain when there is nothing to come back to', () => {
    expect(loginReturningTo('/user/order?focus=NB-100001')).toBe('/user/login?redirect=%2Fuser%2Forder%3Ffocus%3DNB-100001');
    expect(loginReturningTo('/')).toBe('/user/login');
    expect(loginReturningTo('/user/logout')).toBe('/user/login');
  });
});
