import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session-storage';
import { fakeApi } from '../test/fake-api';

const loadAgain = vi.fn();
vi.mock('./navigate', () => ({ loadAgain: () => loadAgain(), goTo: vi.fn() }));

const REFRESH = 'GET customer/refresh_token/c1';

beforeEach(() => {
  vi.resetModules();
  loadAgain.mockClear();
  session.setUser({ _id: 'c1', user_name: 'Dana' });
  document.body.innerHTML = '<a href="/user/login" data-visitor-price>LVP</a>';
});
afterEach(() => {
  document.body.innerHTML = '';
  session.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a visitor’s page in a signed-in customer’s tab', () => {
  it('renews the session (which sets the page cookie) and asks for the page again, once', async () => {
    const sent = fakeApi({ [REFRESH]: { success: true, user: { token: 'fresh' } } });
    const { redrawForCustomer } = await import('./customer-page');
    await redrawForCustomer();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([REFRESH]);
    expect(loadAgain).toHaveBeenCalledTimes(1);
    // Drawn for a visitor again (the browser refused the cookie): it stays, no loop.
    await redrawForCustomer();
    expect(loadAgain).toHaveBeenCalledTimes(1);
  });

  it('stays as it is when the page shows no prices, or the session cannot be renewed', async () => {
    const sent = fakeApi({ [REFRESH]: { status: 401, body: { message: 'Session ended' } } });
    const { redrawForCustomer } = await import('./customer-page');
    await redrawForCustomer();
    expect(loadAgain).not.toHaveBeenCalled();
    document.body.innerHTML = '<p>No prices here</p>';
    await redrawForCustomer();
    expect(sent).toHaveLength(1);
  });
});
