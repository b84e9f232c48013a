/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant } from '../../test/fixtures';
import { useSession } from '../session-store';
import { DrawerLine } from './cart-line';

const measured = cartVariant({ variant_measurement_selected: { type: 'IN', value: 0.5, min: 0.4, max: 0.8 } });
const LINE = cartLine({ cart_selected_product_variants: [measured], cart_item_total: 45 });

/** The drawer's line as the header shows it: drawn from the session store, which a change refills. */
function Drawn() {
  const { cart } = useSession();
  const line = cart[0] ?? LINE;
  return (
    <ul>
      <DrawerLine line={line} customerId="c1" />
    </ul>
  );
}

// A change goes through the session store and a fetch: on a busy 2-core machine that can take
// over vi.waitFor's default second without anything being wrong.
const BUSY = { timeout: 5000 };

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('a cart line in the island pages’ drawer', () => {
  it('shows what was configured, and + sets the variant’s quantity to 2 with the totals the cart answers', async () => {
    const two = cartLine({
      cart_selected_product_variants: [{ ...measured, variant_quantity: 2, variant_total: 90 }],
      cart_item_total: 90,
    });
    const sent = fakeApi({ 'POST cart/variant-qty-plus-minus': cartAnswer([two]) });
    const root = document.createElement('div');
    document.body.append(root);
    await act(() => render(<Drawn />, root));
    expect(root.querySelector('.nb-cart-variant__config')?.textContent).toContain('Measurement: 0.5 IN');
    expect(root.querySelector('.nb-cart-buy__unit')?.textContent).toBe('$45.00 each');

    await act(() =>
      root.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity of Thick Turret Punch, Round 10"]')!.click(),
    );
    await vi.waitFor(() => expect(root.querySelector('.nb-cart-buy__total')?.textContent).toBe('$90.00'), BUSY);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: 'cart/variant-qty-plus-minus',
      body: { cartId: 'line-1', variantId: 'var-1', variant_quantity: 2 },
    });
    expect(root.querySelector<HTMLInputElement>('input[aria-label="Quantity of Thick Turret Punch, Round 10"]')?.value).toBe('2');
  });
});
