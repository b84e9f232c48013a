/** @jsxImportSource preact */
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { serveIsland } from '../../test/serve-island';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-storage';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant, variant } from '../../test/fixtures';
import type { VariantsTableIslandProps } from './variants-table.island';

const COATED = variant({
  _id: 'var-2',
  variant_name: 'Round 12 coated',
  variant_order: 2,
  variant_options: [
    {
      variant_options_id: 'coating',
      variant_options_name: 'Coating',
      variant_options_link: 0,
      variant_options_lists: [
        { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: false },
        { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
      ],
    },
  ],
});

const props = (over: Partial<VariantsTableIslandProps> = {}): VariantsTableIslandProps => ({
  productId: 'prod-1',
  productName: 'Thick Turret Punch',
  variants: [variant(), COATED],
  productQuantity: 10,
  pick: { variant: null, clearance: null },
  drawn: { line: null, inWishlist: false },
  ...over,
});

/** The table as a product page serves it: the server's HTML, then hydrated in place with the same props. */
async function serveAndHydrate(p: VariantsTableIslandProps): Promise<HTMLElement> {
  // Each test is a new page: a fresh session store.
  const { default: VariantsTableIsland } = await import('./variants-table.island');
  return serveIsland(VariantsTableIsland, p);
}

const button = (root: HTMLElement, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
async function typeInto(input: HTMLInputElement, value: string) {
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// A change goes through the session store and a fetch: on a busy 2-core machine that can take
// over vi.waitFor's default second without anything being wrong.
const BUSY = { timeout: 5000 };

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.innerHTML = '';
  session.clear();
  vi.unstubAllGlobals();
});

describe('the variants table island', () => {
  it('shows a visitor the variants without add buttons, and explains a measurement out of bounds in the alert', async () => {
    fakeApi({});
    const table = await serveAndHydrate(props());
    expect([...table.querySelectorAll('.nb-variant__sku')].map((s) => s.textContent)).toEqual(['RD-10', 'RD-10']);
    expect(table.querySelector('[aria-label^="Add "]')).toBeNull();

    await act(() => button(table, 'Options of Round 10')!.click());
    const measurement = table.querySelector<HTMLInputElement>('#nb-measure-var-1')!;
    await typeInto(measurement, '25');
    expect(table.querySelector('[role="alert"]')?.textContent).toBe('Please enter a value between 10 MM and 20 MM.');
    expect(measurement.getAttribute('aria-invalid')).toBe('true');
    await typeInto(measurement, '15');
    expect(table.querySelector('[role="alert"]')).toBeNull();
  });

  it('adds a customer’s configured variant: the server prices it, the row becomes its quantity and the toast says so', async () => {
    session.setUser({ _id: 'c1', user_name: 'Dana' });
    const added = cartLine({
      cart_selected_product_variants: [
        cartVariant({
          _id: 'var-2',
          variant_name: 'Round 12 coated',
          variant_options_selected: [
            {
              variant_options_id: 'coating',
              variant_options_name: 'Coating',
              variant_options_child_name: 'TiN',
              variant_options_child_price: 12,
            },
          ],
        }),
      ],
    });
    const sent = fakeApi({
      'GET cart/customer-cart-list/c1': cartAnswer([]),
      'GET wishlist/c1': { status: true, result: [] },
      'POST cart/variant-add-to-cart': { ...cartAnswer([added]), message: 'Item added to your cart.' },
    });
    const table = await serveAndHydrate(props());
    await vi.waitFor(() => expect(button(table, 'Add Round 12 coated to cart')).not.toBeNull(), BUSY);

    await act(() => button(table, 'Options of Round 12 coated')!.click());
    const coating = table.querySelector<HTMLSelectElement>('#nb-option-var-2-coating')!;
    // Cheapest first, with the surcharge; the default child is chosen.
    expect([...coating.options].map((o) => o.textContent)).toEqual(['--- Select ---', 'None +$0.00', 'TiN +$12.00']);
    expect(coating.value).toBe('None');
    await act(() => {
      coating.value = 'TiN';
      coating.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => button(table, 'Add Round 12 coated to cart')!.click());

    await vi.waitFor(() => expect(table.querySelector('[aria-label="Quantity of Round 12 coated"]')).not.toBeNull(), BUSY);
    const add = sent.find((r) => r.path === 'cart/variant-add-to-cart')!;
    expect(JSON.parse((add.body as { cart_selected_product_variants: string }).cart_selected_product_variants)).toEqual({
      _id: 'var-2',
      variant_quantity: 1,
      variant_measurement_selected: null,
      variant_options_selected: [{ variant_options_id: 'coating', variant_options_child_name: 'TiN' }],
    });
    expect(coating.disabled).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.Toastify')?.textContent).toContain('Item added to your cart.'), BUSY);
  });

  it('is drawn for the page cookie’s customer with their variant locked in the cart, before any script runs', async () => {
    const { default: VariantsTableIsland } = await import('./variants-table.island');
    const line = cartLine({
      cart_selected_product_variants: [
        cartVariant({ variant_quantity: 3, variant_measurement_selected: { type: 'MM', value: 15, min: 10, max: 20 } }),
      ],
    });
    const html = renderToString(
      <VariantsTableIsland
        {...props({
          pick: { variant: 'var-1', clearance: null },
          drawn: { line, inWishlist: false, session: { user: { _id: 'c1', user_name: 'Dana' }, cartCount: 1, wishlistCount: 0 } },
        })}
      />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    // The tool finder's pick opens its panel; being in the cart, its choices are locked and summarised.
    expect(page.querySelector('.nb-variants__picked')?.textContent).toBe('Picked by the tool finder: Round 10');
    expect(page.querySelector<HTMLInputElement>('#nb-measure-var-1')?.disabled).toBe(true);
    expect(page.querySelector<HTMLInputElement>('#nb-measure-var-1')?.value).toBe('15');
    expect(page.querySelector('.nb-user-selected')?.textContent).toContain('Quantity in cart: 3');
    expect(page.querySelector<HTMLInputElement>('input[aria-label="Quantity of Round 10"]')?.value).toBe('3');
  });
});
