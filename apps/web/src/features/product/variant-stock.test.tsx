import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { product, variant } from '../../test/fixtures';
import { landing, renderRoutes } from '../../test/render';
import { productLoader } from './product-loader';
import { ProductPage } from './product-page';

// Issue 28 item 14: each variant's row says whether it is in stock, as the product's summary does,
// from the variant's own stock or, when it has none of its own, the product's.

const routes = [{ path: '/:name/:id', loader: productLoader, Component: ProductPage }, landing(paths.login)];
const SHOWN = { timeout: 3000 };

describe('stock per variant on the product page', () => {
  it("shows a variant's own stock, else the product's", async () => {
    fakeApi({
      'GET product/public/prod-1': {
        result: product({
          product_quantity: 6,
          product_variants_status: true,
          product_variants: [
            variant({ _id: 'var-1', variant_name: 'Round 10', variant_sku: 'RD-10', variant_quantity: 0, variant_order: 0 }),
            variant({ _id: 'var-2', variant_name: 'Round 12', variant_sku: 'RD-12', variant_quantity: null, variant_order: 1 }),
            variant({ _id: 'var-3', variant_name: 'Round 14', variant_sku: 'RD-14', variant_quantity: 3, variant_order: 2 }),
          ],
        }),
      },
      'POST product/public/find/many': { result: [] },
    });
    renderRoutes(routes, { at: paths.product('thick-turret-punch', 'prod-1') });
    const rowOf = async (sku: string) => (await screen.findByText(sku, {}, SHOWN)).closest('tr')!;
    expect(within(await rowOf('RD-10')).getByText('Ships in 10 days')).toHaveClass('nb-availability--later');
    expect(within(await rowOf('RD-12')).getByText('In stock')).toHaveClass('nb-availability--in');
    expect(within(await rowOf('RD-14')).getByText('In stock')).toBeInTheDocument();
  });

  it("shows the product's 'Ships in N days' on a variant without its own stock when the product has none", async () => {
    fakeApi({
      'GET product/public/prod-1': {
        result: product({ product_quantity: 0, product_variants_status: true, product_variants: [variant()] }),
      },
      'POST product/public/find/many': { result: [] },
    });
    renderRoutes(routes, { at: paths.product('thick-turret-punch', 'prod-1') });
    const row = (await screen.findByText('RD-10', {}, SHOWN)).closest('tr')!;
    expect(within(row).getByText('Ships in 10 days')).toBeInTheDocument();
  });
});
