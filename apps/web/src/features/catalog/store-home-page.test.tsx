import type { ProductPage } from '@northbend/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { storeHomeLoader } from './store-home-loader';
import { StoreHomePage } from './store-home-page';

const routes = [{ index: true, loader: storeHomeLoader, Component: StoreHomePage }];

const page = (names: string[], currentPage = 1): ProductPage => ({
  result: names.map((name, i) => product({ _id: `prod-${i}`, product_name: name, product_slug: name.toLowerCase().replace(/ /g, '-') })),
  paginationInfo: { currentPage, totalPages: 1, totalCount: names.length, limit: 20 },
});

const lookups = {
  'GET product/category/public/dropdown': { result: [] },
  'GET product/keyword/public/machine-make/dropdown': { result: [] },
  'GET product/public/tree': { result: [] },
};

describe('the store home', () => {
  it("lists the page its URL asks for, filtered by the URL's search", async () => {
    const sent = fakeApi({
      ...lookups,
      'POST product/public/lists/filter?page=1': page(['Round Punch']),
    });
    renderRoutes(routes, { at: '/?q=round' });

    expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Round Punch/ })).toBeInTheDocument();
    expect(sent.find((r) => r.path.startsWith('product/public/lists'))?.body).toEqual({
      product_name: 'round',
      categoryId: '',
      machineMakeIds: [],
      machineModelIds: [],
    });
  });

  it('reads page 1 of the unfiltered list again on Reset Product', async () => {
    const sent = fakeApi({ ...lookups, 'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']) });
    renderRoutes(routes, { at: '/' });
    const user = userEvent.setup();

    expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Product' }));
    await waitFor(() => expect(sent.filter((r) => r.path === 'product/public/lists?page=1')).toHaveLength(2));
    expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
  });

  it('applies the search when the box is left, and lists what the filter call finds', async () => {
    fakeApi({
      ...lookups,
      'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']),
      'POST product/public/lists/filter?page=1': page(['Square Die']),
    });
    renderRoutes(routes, { at: '/' });
    const user = userEvent.setup();

    expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Product name' }), 'die');
    await user.tab();
    expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Round Punch/ })).not.toBeInTheDocument();
  });
});
