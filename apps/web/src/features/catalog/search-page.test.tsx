import type { ProductPage } from '@northbend/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type SentRequest } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { SearchPage, searchLoader } from './search-page';

const routes = [{ path: '/search', loader: searchLoader, Component: SearchPage }];

const page = (names: string[], extra: Partial<ProductPage> = {}): ProductPage => ({
  result: names.map((name, i) => product({ _id: `prod-${i}`, product_name: name, product_slug: `p-${i}` })),
  paginationInfo: { currentPage: 1, totalPages: 1, totalCount: names.length, limit: 20 },
  ...extra,
});

const lookups = { 'GET product/keyword/public/machine-make/dropdown': { result: [] } };

describe('the search page (issue 28)', () => {
  it('names the nearest sizes when the typed size is not in the catalog', async () => {
    fakeApi({
      ...lookups,
      'POST product/public/search/results?page=1': page(['Thick Turret Oblong Punch 10.0 × 40.0 mm – C Station'], {
        nearest_size: {
          asked: '10 × 30',
          nearest: ['10 × 25 mm', '10 × 40 mm'],
          message: 'No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm',
        },
      }),
    });
    renderRoutes(routes, { at: '/search?q=obround+10+x+30' });
    expect(await screen.findByRole('status')).toHaveTextContent('No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm');
    expect(screen.getByRole('link', { name: /Oblong Punch 10\.0 × 40\.0/ })).toBeInTheDocument();
  });

  it("narrows a customer's search to the profile machines, and says how many more match for other machines", async () => {
    const dana = { ...CUSTOMER, user_machine_make_ids: ['make-amada'], user_machine_model_ids: ['model-emk'] };
    const sent = fakeApi({
      ...lookups,
      'POST product/public/search/results?page=1': (r: SentRequest) =>
        (r.body as { fitsMachineModelIds?: string[] }).fitsMachineModelIds
          ? page(['Round Punch'], { other_machines_count: 3 })
          : page(['Round Punch', 'Round Die', 'Square Punch', 'Oblong Punch']),
    });
    renderRoutes(routes, { at: '/search?q=punch', customer: dana });

    expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
    expect(sent.find((r) => r.path.startsWith('product/public/search/results'))?.body).toMatchObject({
      fitsMachineModelIds: ['model-emk'],
    });
    expect(await screen.findByRole('switch', { name: 'My machines' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText(/3 more for other machines —/)).toBeInTheDocument();
    // Prices are for customers: they may sort by price.
    expect(await screen.findByRole('option', { name: 'Price (low to high)' })).toBeInTheDocument();
  });
});
