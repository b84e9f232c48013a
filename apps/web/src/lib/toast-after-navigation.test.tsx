import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeToastAfterNavigation, toastAfterNavigation } from './toast-after-navigation';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a toast kept for the next page', () => {
  it('is shown once: the next page takes it, the one after finds nothing', () => {
    toastAfterNavigation('Login successfully.');
    expect(takeToastAfterNavigation()).toEqual({ message: 'Login successfully.', kind: 'success' });
    expect(takeToastAfterNavigation()).toBeNull();
  });

  it('keeps its kind', () => {
    toastAfterNavigation('Your session has ended.', 'warning');
    expect(takeToastAfterNavigation()).toEqual({ message: 'Your session has ended.', kind: 'warning' });
  });

  it('ignores what is not a kept toast (an empty or altered entry) and forgets it', () => {
    sessionStorage.setItem('nb.toastAfterNavigation', JSON.stringify({ message: 'x', kind: 'shout' }));
    expect(takeToastAfterNavigation()).toBeNull();
    sessionStorage.setItem('nb.toastAfterNavigation', '{not json');
    expect(takeToastAfterNavigation()).toBeNull();
    toastAfterNavigation('');
    expect(takeToastAfterNavigation()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('gives up quietly when the storage refuses (private mode): the login itself worked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => toastAfterNavigation('Login successfully.')).not.toThrow();
    expect(takeToastAfterNavigation()).toBeNull();
  });
});
