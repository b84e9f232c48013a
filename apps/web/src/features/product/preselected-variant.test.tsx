import type { VariantOption } from '@northbend/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { product, variant } from '../../test/fixtures';
import { landing, renderRoutes } from '../../test/render';
import { productLoader } from './product-loader';
import { ProductPage } from './product-page';

// The tool finder (issue 14) opens a die as ?variant=<id>&clearance=<child>.

const routes = [{ path: '/:name/:id', loader: productLoader, Component: ProductPage }, landing(paths.login)];
const AT = paths.product('trumpf-style-die', 'prod-1');
const SHOWN = { timeout: 3000 };

const clearance = (): VariantOption => ({
  variant_options_id: 'clearance',
  variant_options_name: 'Die Clearance',
  variant_options_link: 0,
  variant_options_lists: ['0.10 mm', '0.20 mm', '0.30 mm'].map((name, i) => ({
    variant_options_child_name: name,
    variant_options_child_is_default: i === 0,
  })),
});

const none = { mm_status: false, in_status: false, mm: { min: null, max: null }, in: { min: null, max: null } };
const die = product({
  product_name: 'Trumpf-Style Die Round Ø 10.0 mm',
  product_variants_status: true,
  product_variants: [
    variant({
      _id: 'var-st',
      variant_name: 'Standard Land',
      variant_sku: 'TR-DI-ST',
      variant_measurement: none,
      variant_options: [clearance()],
    }),
    variant({
      _id: 'var-sf',
      variant_name: 'Slug-Free',
      variant_sku: 'TR-DI-SF',
      variant_order: 2,
      variant_measurement: none,
      variant_options: [clearance()],
    }),
  ],
});

const serve = () => fakeApi({ 'GET product/public/prod-1': { result: die }, 'POST product/public/find/many': { result: [] } });

describe('a variant preselected by the tool finder', () => {
  it('is marked, its panel open with the clearance chosen, and a notice says what was picked', async () => {
    serve();
    renderRoutes(routes, { at: `${AT}?variant=var-sf&clearance=${encodeURIComponent('0.20 mm')}` });

    const notice = (await screen.findByText(/Picked by the tool finder/, {}, SHOWN)).closest('[role="status"]');
    expect(notice).toHaveTextContent('Picked by the tool finder: Slug-Free · Die Clearance 0.20 mm');
    expect(screen.getByRole('button', { name: 'Options of Slug-Free' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Options of Standard Land' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Die Clearance' })).toHaveValue('0.20 mm');
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('TR-DI-SF');
  });

  it('ignores an unknown variant or clearance, opening the page as usual', async () => {
    serve();
    renderRoutes(routes, { at: `${AT}?variant=var-gone&clearance=9.99%20mm` });
    expect(await screen.findByRole('button', { name: 'Options of Slug-Free' }, SHOWN)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Picked by the tool finder/)).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
  });
});
