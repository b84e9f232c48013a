/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import ContactFormIsland from './contact-form.island';

const ID = 'nb-contact-t1';
const MAKE_ID = '0b8f0c1e-8a7d-4c1b-9a39-1d5c2f9e0a01';
const MAKES = {
  status: true,
  result: [
    { value: MAKE_ID, name: 'Amada' },
    { value: '0b8f0c1e-8a7d-4c1b-9a39-1d5c2f9e0a02', name: 'Trumpf' },
  ],
};

/** The form as an island page serves it: the server's HTML, then hydrated in place. */
async function serveAndHydrate(): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<ContactFormIsland id={ID} />);
  document.body.append(element);
  await act(() => hydrate(<ContactFormIsland id={ID} />, element));
  return element;
}

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${ID}-${name}`)!;
async function type(form: HTMLElement, name: string, value: string) {
  const input = field(form, name);
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function fillIn(form: HTMLElement) {
  await type(form, 'name', 'Dana Ortiz');
  await type(form, 'email', 'dana@example.com');
  await type(form, 'business_name', 'Ortiz Metal');
  await type(form, 'where_are_you_located', 'Tulsa, OK');
  await type(form, 'message', 'Do you make 2 mm punches?');
}
const send = (form: HTMLElement) => act(() => form.querySelector('form')!.requestSubmit());

// The first submit loads the shared schema (zod): on a busy 2-core machine that can take over the
// default second of vi.waitFor without anything being wrong.
const LOADS = { timeout: 5000 };

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the contact form island', () => {
  it('refuses an empty form with the spec messages and puts the focus on the first field', async () => {
    fakeApi({ 'GET product/keyword/public/machine-make/dropdown': MAKES });
    const form = await serveAndHydrate();
    await send(form);
    await vi.waitFor(() => expect(form.querySelector(`#${ID}-name-error`)?.textContent).toBe('Name is required'), LOADS);
    expect(form.querySelector(`#${ID}-email-error`)?.textContent).toBe('Email is required');
    expect(form.querySelector(`#${ID}-business_name-error`)?.textContent).toBe('Business Name is required');
    expect(form.querySelector(`#${ID}-where_are_you_located-error`)?.textContent).toBe('Location is required');
    expect(form.querySelector(`#${ID}-message-error`)?.textContent).toBe('Message is required');
    expect(form.querySelector(`#${ID}-phone-error`)).toBeNull();
    expect(document.activeElement).toBe(field(form, 'name'));
    // Once refused, a fixed field loses its message as it is typed.
    await type(form, 'email', 'dana@example');
    await vi.waitFor(() => expect(form.querySelector(`#${ID}-email-error`)?.textContent).toBe('Invalid email address'), LOADS);
  });

  it('sends the enquiry with the chosen machines, shows the server message and empties the form', async () => {
    const sent = fakeApi({
      'GET product/keyword/public/machine-make/dropdown': MAKES,
      'POST product/keyword/public/machine-model/dropdown/selected': {
        status: true,
        result: [{ value: '0b8f0c1e-8a7d-4c1b-9a39-1d5c2f9e0b01', name: 'HG 1303' }],
      },
      'POST form/public/contact-us': { status: true, message: 'ok', data: { message: 'Thank you, we will be in touch.' } },
    });
    const form = await serveAndHydrate();
    await fillIn(form);
    await act(() => form.querySelector<HTMLButtonElement>(`#${ID}-makes`)!.click());
    await vi.waitFor(() => expect(form.textContent).toContain('Amada'), LOADS);
    const amada = [...form.querySelectorAll('label')].find((l) => l.textContent === 'Amada')!.querySelector('input')!;
    await act(() => amada.click());
    await vi.waitFor(() => expect(form.textContent).toContain('HG 1303'), LOADS);
    expect(form.querySelector(`#${ID}-makes`)?.textContent).toBe('Amada (1 selected)');
    await send(form);
    await vi.waitFor(
      () => expect(form.querySelector('.nb-contact-form__status')?.textContent).toBe('Thank you, we will be in touch.'),
      LOADS,
    );
    const enquiry = sent.find((r) => r.path === 'form/public/contact-us')!.body;
    expect(enquiry).toMatchObject({ name: 'Dana Ortiz', email: 'dana@example.com', machine_make_ids: [MAKE_ID], website: '' });
    expect(field(form, 'name').value).toBe('');
    expect(field(form, 'message').value).toBe('');
    expect(form.querySelector(`#${ID}-makes`)?.textContent).toBe('--- select machine makes ---');
    expect(document.activeElement).toBe(form.querySelector('[role="status"]'));
  });

  it('keeps what was typed when the enquiry cannot be sent, and says why in the status area', async () => {
    fakeApi({
      'GET product/keyword/public/machine-make/dropdown': MAKES,
      'POST form/public/contact-us': { status: 429, body: { message: 'Too many messages, try again later.' } },
    });
    const form = await serveAndHydrate();
    await fillIn(form);
    await send(form);
    await vi.waitFor(() =>
      expect(form.querySelector('[role="alert"]')?.textContent).toBe('Your message could not be sent. Please try again.'),
    );
    expect(form.querySelector('.nb-contact-form__status')?.textContent).toBe('Too many messages, try again later.');
    expect(field(form, 'name').value).toBe('Dana Ortiz');
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });
});
