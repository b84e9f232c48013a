import type { ProductPage } from '@northbend/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
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

afterEach(() => {
  document.cookie = 'nb_my_machines=; Path=/; Max-Age=0';
});

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

  describe("'My machines'", () => {
    const dana = { ...CUSTOMER, user_machine_make_ids: ['make-amada'], user_machine_model_ids: ['model-emk'] };

    it('lists only what fits the profile machines, with the switch on', async () => {
      const sent = fakeApi({
        ...lookups,
        'POST product/public/lists/filter?page=1': { ...page(['Round Punch']), other_machines_count: 12 },
      });
      renderRoutes(routes, { at: '/', customer: dana });

      expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
      expect(sent.find((r) => r.path === 'product/public/lists/filter?page=1')?.body).toMatchObject({
        fitsMachineMakeIds: ['make-amada'],
        fitsMachineModelIds: ['model-emk'],
      });
      expect(await screen.findByRole('switch', { name: 'My machines' })).toHaveAttribute('aria-checked', 'true');
      // Issue 28: a narrowed list says how many more there are.
      expect(await screen.findByText(/12 more for other machines —/)).toBeInTheDocument();
    });

    it('lists every tool where this device turned the switch off', async () => {
      document.cookie = 'nb_my_machines=off; Path=/';
      const sent = fakeApi({ ...lookups, 'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']) });
      renderRoutes(routes, { at: '/', customer: dana });

      expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
      expect(await screen.findByRole('switch', { name: 'My machines' })).toHaveAttribute('aria-checked', 'false');
      expect(sent.some((r) => r.path.includes('filter'))).toBe(false);
    });

    it('shows no switch and sends no machines for a visitor', async () => {
      const sent = fakeApi({ ...lookups, 'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']) });
      renderRoutes(routes, { at: '/' });
      expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
      expect(screen.queryByRole('switch', { name: 'My machines' })).not.toBeInTheDocument();
      // In its place, the same bar says what logging in gives (the server-rendered page keeps the space).
      expect(screen.getByText('Log in to see only the tooling that fits the machines you run.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
      expect(sent.some((r) => r.path.includes('filter'))).toBe(false);
    });
  });
});
