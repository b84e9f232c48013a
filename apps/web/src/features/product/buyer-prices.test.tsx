import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { product, variant } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { productLoader } from './product-loader';
import { ProductPage } from './product-page';

// Issue 27: a buyer sees their company's price with the list price struck through, the volume
// breaks as a table (the cart's side: features/cart/cart-breaks.test.tsx).

const routes = [{ path: '/:name/:id', loader: productLoader, Component: ProductPage }, landing(paths.login)];
const AT = paths.product('thick-turret-punch', 'prod-1');
const SHOWN = { timeout: 3000 };

function serve(shown: ReturnType<typeof product>) {
  fakeApi({ 'GET product/public/prod-1': { result: shown }, 'POST product/public/find/many': { result: [] } });
}

describe("a buyer's prices on the product page", () => {
  it('strikes the list price through before theirs and lists the price at each break', async () => {
    serve(
      product({
        product_price: 85,
        product_list_price: 100,
        price_tiers: [
          { min_quantity: 1, unit_price: 85 },
          { min_quantity: 10, unit_price: 80.75 },
          { min_quantity: 25, unit_price: 76.5 },
        ],
      }),
    );
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const price = (await screen.findByText('Price', {}, SHOWN)).closest('.nb-product-price') as HTMLElement;
    expect(within(price).getByRole('deletion')).toHaveTextContent('List price $100.00');
    expect(price).toHaveTextContent('List price $100.00 your price $85.00');
    const table = within(price).getByRole('table', { name: 'Volume pricing' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['1–9$85.00', '10–24$80.75', '25+$76.50']);
  });

  it('shows one price and no table when nothing lowers it', async () => {
    serve(product({ product_price: 100, price_tiers: [{ min_quantity: 1, unit_price: 100 }] }));
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const price = (await screen.findByText('Price', {}, SHOWN)).closest('.nb-product-price') as HTMLElement;
    expect(within(price).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(price).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows each variant's own price and its breaks in the variants table", async () => {
    serve(
      product({
        product_variants_status: true,
        product_price_range: { min: 45, max: 45 },
        product_variants: [
          variant({
            variant_price: 45,
            variant_list_price: 50,
            price_tiers: [
              { min_quantity: 1, unit_price: 45 },
              { min_quantity: 10, unit_price: 42.75 },
            ],
          }),
        ],
      }),
    );
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const row = (await screen.findByRole('button', { name: 'Options of Round 10' }, SHOWN)).closest('tr')!;
    expect(within(row).getByRole('deletion')).toHaveTextContent('$50.00');
    expect(row).toHaveTextContent('10+ $42.75');
  });
});
