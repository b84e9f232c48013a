/** @jsxImportSource preact */
import { act } from 'preact/test-utils';
import { serveIsland } from '../../test/serve-island';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-storage';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import type { ProductActionsIslandProps } from './product-actions.island';

const goTo = vi.fn();
vi.mock('../navigate', () => ({ goTo: (url: string) => goTo(url) }));

const PLAIN: ProductActionsIslandProps = { productId: 'prod-1', hasVariants: false, drawn: { line: null, inWishlist: false } };

async function serveAndHydrate(props: ProductActionsIslandProps): Promise<HTMLElement> {
  const { default: ProductActionsIsland } = await import('./product-actions.island');
  return serveIsland(ProductActionsIsland, props);
}

const cartButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.nb-product-actions__cart')!;
const toastText = () => document.querySelector('.Toastify')?.textContent ?? '';

// A change goes through the session store and a fetch: on a busy 2-core machine that can take
// over vi.waitFor's default second without anything being wrong.
const BUSY = { timeout: 5000 };

beforeEach(() => {
  vi.resetModules();
  goTo.mockClear();
  history.replaceState(null, '', '/thick-turret-punch/prod-1');
});
afterEach(() => {
  document.body.innerHTML = '';
  session.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the product buttons island', () => {
  it('sends a visitor’s Add to Cart to log in, coming back to this product', async () => {
    fakeApi({});
    const buttons = await serveAndHydrate(PLAIN);
    await act(() => cartButton(buttons).click());
    expect(goTo).toHaveBeenCalledWith('/user/login?redirect=%2Fthick-turret-punch%2Fprod-1');
    expect(JSON.parse(sessionStorage.getItem('nb.afterLogin')!)).toMatchObject({
      path: '/thick-turret-punch/prod-1',
      action: { kind: 'addProduct', productId: 'prod-1' },
    });
  });

  it('finishes that press once the customer is back: the item is added and the button says so', async () => {
    session.setUser({ _id: 'c1', user_name: 'Dana' });
    sessionStorage.setItem(
      'nb.afterLogin',
      JSON.stringify({ path: '/thick-turret-punch/prod-1', action: { kind: 'addProduct', productId: 'prod-1' }, at: Date.now() }),
    );
    const sent = fakeApi({
      'GET cart/customer-cart-list/c1': cartAnswer([]),
      'GET wishlist/c1': { status: true, result: [] },
      'POST cart/add-to-cart': { ...cartAnswer([cartLine({ cart_product_quantity: 1 })]), message: 'Item added to your cart.' },
    });
    const buttons = await serveAndHydrate(PLAIN);
    await vi.waitFor(() => expect(cartButton(buttons).textContent).toContain('Item added to your cart'), BUSY);
    expect(sent.filter((r) => r.path === 'cart/add-to-cart')).toHaveLength(1);
    expect(sent.find((r) => r.path === 'cart/add-to-cart')!.body).toEqual({
      cart_customer_id: 'c1',
      cart_product_id: 'prod-1',
      cart_product_quantity: 1,
    });
    await vi.waitFor(() => expect(toastText()).toContain('Item added to your cart.'), BUSY);
    // Done once: it is forgotten.
    expect(sessionStorage.getItem('nb.afterLogin')).toBeNull();
  });

  it('is drawn for the page cookie’s customer as their cart and wishlist have it, and the heart takes the product out', async () => {
    session.setUser({ _id: 'c1', user_name: 'Dana' });
    fakeApi({
      'GET cart/customer-cart-list/c1': cartAnswer([cartLine()]),
      'GET wishlist/c1': { status: true, result: [{ _id: 'prod-1' }] },
      'DELETE wishlist/c1/prod-1': { status: true, result: [], message: 'Product has been removed to the wishlist.' },
    });
    const drawn = {
      line: cartLine(),
      inWishlist: true,
      session: { user: { _id: 'c1', user_name: 'Dana' }, cartCount: 1, wishlistCount: 1 },
    };
    const buttons = await serveAndHydrate({ ...PLAIN, drawn });
    expect(cartButton(buttons).textContent).toContain('Item added to your cart');
    const heart = buttons.querySelector<HTMLButtonElement>('button[aria-label="Remove from wishlist"]')!;
    await act(() => heart.click());
    await vi.waitFor(() => expect(buttons.querySelector('button[aria-label="Add to wishlist"]')).not.toBeNull(), BUSY);
    await vi.waitFor(() => expect(toastText()).toContain('Product has been removed to the wishlist.'), BUSY);
  });

  it('offers a product with variants the way down to them, and the heart', async () => {
    fakeApi({});
    const buttons = await serveAndHydrate({ ...PLAIN, hasVariants: true });
    expect(buttons.querySelector('a[href="#nb-variants"]')?.textContent).toBe('Choose a variant below');
    expect(buttons.querySelector('.nb-product-actions__cart')).toBeNull();
  });
});
