/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-storage';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant } from '../../test/fixtures';
import type { HeaderIslandProps } from './header.island';

const PAGES = [
  { slug: 'about-us', value: 'AboutUs' },
  { slug: 'contact-us', value: 'ContactUs' },
];

/** The header as a public page serves it: the server's HTML, then hydrated in place with the same props. */
async function serveAndHydrate(props: HeaderIslandProps): Promise<HTMLElement> {
  // Each test is a new page: a fresh session store, which reads the stored session once.
  const { default: HeaderIsland } = await import('./header.island');
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<HeaderIsland {...props} />);
  document.body.append(element);
  await act(() => hydrate(<HeaderIsland {...props} />, element));
  return element;
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.innerHTML = '';
  session.clear();
});

describe('the header island of the public pages', () => {
  it('is drawn for a visitor on the server: links of the page directory, the active page, LogIn back to it', async () => {
    fakeApi({});
    const header = await serveAndHydrate({ pages: PAGES, path: '/contact-us?from=footer' });
    expect(header.querySelector('a[aria-current="page"]')?.textContent).toBe('Contact Us');
    expect(header.querySelector('.nb-badge')).toBeNull();
    const account = header.querySelector<HTMLButtonElement>('button[aria-label="Account"]')!;
    await act(() => account.click());
    const login = [...header.querySelectorAll('a')].find((a) => a.textContent === 'LogIn')!;
    expect(login.getAttribute('href')).toBe('/user/login?redirect=%2Fcontact-us%3Ffrom%3Dfooter');
  });

  it('shows a signed-in customer their name, cart count and wishlist count once the page is theirs', async () => {
    session.setUser({ _id: 'c1', user_name: 'Dana' });
    const lines = [
      cartLine({ _id: 'l1' }),
      cartLine({ _id: 'l2', cart_selected_product_variants: [cartVariant({ _id: 'v1' }), cartVariant({ _id: 'v2' })] }),
    ];
    fakeApi({ 'GET cart/customer-cart-list/c1': cartAnswer(lines), 'GET wishlist/c1': { status: true, result: [{ _id: 'p1' }] } });
    const header = await serveAndHydrate({ pages: PAGES, path: '/' });
    // The session store's answers (cart, wishlist) arrive after hydration.
    await vi.waitFor(() => expect(header.querySelector('[aria-label="3 items in your cart"]')?.textContent).toBe('3'));
    expect(header.querySelector('[aria-label="1 items in your wishlist"]')).not.toBeNull();
    expect(header.querySelector('.nb-header__nav-quick')?.textContent).toBe('Quick Order');
    await act(() => header.querySelector<HTMLButtonElement>('button[aria-label="Account of Dana"]')!.click());
    expect(header.textContent).toContain('Hello, Dana');
  });

  it('is drawn for the customer of the page cookie, and becomes the visitor’s if the tab has logged out since', async () => {
    fakeApi({});
    const { default: HeaderIsland } = await import('./header.island');
    const props = { pages: PAGES, path: '/home', session: { user: { _id: 'c1', user_name: 'Dana' }, cartCount: 2, wishlistCount: 0 } };
    const html = renderToString(<HeaderIsland {...props} />);
    expect(html).toContain('aria-label="2 items in your cart"');
    expect(html).toContain('Account of Dana');
    // No stored session in this browser: the stored session has the last word.
    const header = await serveAndHydrate(props);
    await vi.waitFor(() => expect(header.querySelector('.nb-badge')).toBeNull());
    expect(header.querySelector('button[aria-label="Account"]')).not.toBeNull();
  });
});
