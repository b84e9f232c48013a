import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, onSessionEnded } from './api-client';
import { session } from './session';

// Decision 014: a token whose session ended elsewhere (logout, password reset or change) gets the
// expiry answer; the one refresh then fails with 401 and the tab must end up logged out, not loop.

vi.mock('react-toastify', () => ({ toast: { warning: vi.fn(), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EXPIRED = { status: false, message: 'Your session has expired. Please log in again.', code: 'TOKEN_EXPIRED' };

function loggedIn(): void {
  session.setUser({ _id: 'c0ffee00-0000-4000-8000-000000000001', user_name: 'Dana', user_email: 'dana@precisionfab.example' });
  session.setToken('token-of-an-ended-session');
}

const authorizationOf = (call: unknown[]) => (call[1] as { headers: Record<string, string> }).headers.authorization;

describe('the API client when the server ended the session', () => {
  it('logs the tab out once and asks again as a visitor', async () => {
    loggedIn();
    const ended = vi.fn();
    onSessionEnded(ended);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, EXPIRED))
      .mockResolvedValueOnce(json(401, { success: false, status: false, message: 'Your session has ended. Please log in again.' }))
      .mockResolvedValueOnce(json(200, { result: ['visitor view'] }));
    vi.stubGlobal('fetch', fetch);

    await expect(apiGet('product/public/lists', { quiet: true })).resolves.toEqual({ result: ['visitor view'] });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(session.isLoggedIn()).toBe(false);
    expect(session.token()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[1][0]).toMatch(/\/customer\/refresh_token\//);
    expect(authorizationOf(fetch.mock.calls[2])).toBeUndefined();
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledWith(EXPIRED.message));
  });

  it('keeps the session when the refresh could not reach the server, and reports the refusal', async () => {
    loggedIn();
    const ended = vi.fn();
    onSessionEnded(ended);
    const fetch = vi.fn().mockResolvedValueOnce(json(403, EXPIRED)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failure = await apiGet('cart/customer-cart-list/x', { quiet: true }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect(ended).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('resends with the new token when the session is still live (an expired token)', async () => {
    loggedIn();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, EXPIRED))
      .mockResolvedValueOnce(json(200, { success: true, user: { token: 'fresh-token' } }))
      .mockResolvedValueOnce(json(200, { result: [] }));
    vi.stubGlobal('fetch', fetch);

    await expect(apiGet('wishlist/x', { quiet: true })).resolves.toEqual({ result: [] });
    expect(authorizationOf(fetch.mock.calls[2])).toBe('fresh-token');
    expect(session.isLoggedIn()).toBe(true);
  });
});
