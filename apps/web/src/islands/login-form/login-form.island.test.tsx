/** @jsxImportSource preact */
import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { act } from 'preact/test-utils';
import { serveIsland } from '../../test/serve-island';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-storage';
import { takeToastAfterNavigation } from '../../lib/toast-after-navigation';
import { fakeApi } from '../../test/fake-api';
import LoginFormIsland from './login-form.island';

const replaceWith = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../navigate', () => ({ replaceWith: (url: string) => replaceWith(url) }));

const DANA = { _id: 'c1', user_name: 'Dana Ortiz', user_email: 'dana@precisionfab.example' };
const WELCOME = { status: true, message: 'Login successfully.', user: DANA, authToken: 'token-1' };

/** The form as the login document serves it: the server's HTML, then hydrated in place. */
const serveAndHydrate = (back: string | null = null): Promise<HTMLElement> => serveIsland(LoginFormIsland, { back });

const input = (form: HTMLElement, id: string) => form.querySelector<HTMLInputElement>(`#${id}`)!;
async function type(form: HTMLElement, id: string, value: string) {
  await act(() => {
    input(form, id).value = value;
    input(form, id).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function fillIn(form: HTMLElement, password = 'Demo#2024') {
  await type(form, 'login-email', ' dana@precisionfab.example ');
  await type(form, 'login-password', password);
}
const send = (form: HTMLElement) => act(() => form.querySelector('form')!.requestSubmit());
const button = (form: HTMLElement) => form.querySelector<HTMLButtonElement>('button[type=submit]')!;

// The first toast loads its module (and stylesheet): on a busy 2-core machine that can take over a second.
const LOADS = { timeout: 5000 };

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  replaceWith.mockReset();
  vi.unstubAllGlobals();
});

describe('the login form island', () => {
  it('draws the account form: email, password, remember me, the way to a new password and the Login button', async () => {
    const form = await serveAndHydrate();
    expect(form.querySelector('form.nb-auth__form')).not.toBeNull();
    expect(input(form, 'login-email').type).toBe('email');
    expect(input(form, 'login-password').type).toBe('password');
    expect(form.querySelector('label[for=login-remember]')?.textContent).toBe('Remember me');
    expect(form.querySelector('a')?.getAttribute('href')).toBe('/user/forget-password');
    expect(button(form).textContent).toBe('Login');
  });

  it('refuses empty fields with their messages and the spec warning, focusing the first, and sends nothing', async () => {
    const sent = fakeApi({});
    const form = await serveAndHydrate();
    await send(form);
    expect(form.querySelector('#login-email-error')?.textContent).toBe('Email is required');
    expect(form.querySelector('#login-password-error')?.textContent).toBe('Password is required');
    expect(input(form, 'login-email').getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.body.querySelector('.Toastify')?.textContent).toBe(CUSTOMER_MESSAGES.fillAllFields), LOADS);
    await vi.waitFor(() => expect(document.activeElement).toBe(input(form, 'login-email')));
    expect(sent).toEqual([]);

    await type(form, 'login-email', 'dana@precisionfab.example');
    await send(form);
    expect(form.querySelector('#login-email-error')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(input(form, 'login-password')));
  });

  it('keeps a refusal on the card in the server’s words, and the typed email', async () => {
    fakeApi({
      'POST customer/login': { status: 403, body: { status: false, message: 'Please verify your email. We have sent you a new link.' } },
    });
    const form = await serveAndHydrate();
    await fillIn(form, 'wrong');
    await send(form);
    await vi.waitFor(() =>
      expect(form.querySelector('[role=alert]')?.textContent).toBe('Please verify your email. We have sent you a new link.'),
    );
    expect(input(form, 'login-email').value).toBe('dana@precisionfab.example');
    expect(button(form).disabled).toBe(false);
    expect(session.isLoggedIn()).toBe(false);
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('says why when the server cannot be reached, in the network’s words as before', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const form = await serveAndHydrate();
    await fillIn(form);
    await send(form);
    await vi.waitFor(() => expect(form.querySelector('[role=alert]')?.textContent).toBe('Failed to fetch'));
  });

  it('logs in once however often it is pressed, stores the session, keeps the welcome for the next page and returns', async () => {
    // The answer waits until the test gives it, so the busy form can be seen and pressed again.
    let answer: () => void = () => undefined;
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify(WELCOME), { status: 200, headers: { 'content-type': 'application/json' } }));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = await serveAndHydrate('/user/profile');
    await fillIn(form);
    await act(() => input(form, 'login-remember').click());
    await send(form);
    await send(form);
    expect(button(form).disabled).toBe(true);
    expect(form.querySelector('.spinner-border')).not.toBeNull();
    answer();
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/user/profile'));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toMatch(/customer\/login$/);
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
      user_email: 'dana@precisionfab.example',
      user_password: 'Demo#2024',
      remember_me: true,
    });
    expect(session.user()).toEqual(DANA);
    expect(session.token()).toBe('token-1');
    expect(takeToastAfterNavigation()).toEqual({ message: 'Login successfully.', kind: 'success' });
    expect(takeToastAfterNavigation()).toBeNull();
  });

  it('goes to the store home after a login that came from nowhere', async () => {
    const sent = fakeApi({ 'POST customer/login': WELCOME });
    const form = await serveAndHydrate();
    await fillIn(form);
    await send(form);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/'));
    expect(sent.map((r) => r.body)).toEqual([{ user_email: 'dana@precisionfab.example', user_password: 'Demo#2024', remember_me: false }]);
  });

  it('sends a tab that holds a customer’s session on at once, to the page it was to return to', async () => {
    session.setUser(DANA as never);
    await serveAndHydrate('/user/order');
    expect(replaceWith).toHaveBeenCalledWith('/user/order');
  });
});
