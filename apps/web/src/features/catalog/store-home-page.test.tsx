import type { ProductPage } from '@northbend/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  describe("'My machines'", () => {
    const dana = { ...CUSTOMER, user_machine_make_ids: ['make-amada'], user_machine_model_ids: ['model-emk'] };
    const tree = {
      result: [
        {
          id: 'make-trumpf',
          name: 'Trumpf',
          models: [{ id: 'model-tru', name: 'TruPunch 1000', categories: [{ id: 'cat-dies', name: 'Dies' }] }],
        },
        {
          id: 'make-amada',
          name: 'Amada',
          models: [{ id: 'model-emk', name: 'EMK 3610 NT', categories: [{ id: 'cat-punches', name: 'Punches' }] }],
        },
      ],
    };

    it('lists only what fits the profile machines at first, and one click shows every tool, also after a reload', async () => {
      const sent = fakeApi({
        ...lookups,
        'POST product/public/lists/filter?page=1': page(['Round Punch']),
        'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']),
      });
      renderRoutes(routes, { at: '/', customer: dana });
      const user = userEvent.setup();

      expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
      expect(sent.find((r) => r.path === 'product/public/lists/filter?page=1')?.body).toMatchObject({
        fitsMachineMakeIds: ['make-amada'],
        fitsMachineModelIds: ['model-emk'],
      });
      const toggle = screen.getByRole('switch', { name: 'My machines' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');

      await user.click(toggle);
      expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      cleanup();

      // A new start of the app on this device: the choice is kept.
      renderRoutes(routes, { at: '/', customer: dana });
      expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'My machines' })).toHaveAttribute('aria-checked', 'false');
    });

    it('says how many more match for other machines, and "show all" lists them for every machine (issue 28)', async () => {
      const sent = fakeApi({
        ...lookups,
        'POST product/public/lists/filter?page=1': { ...page(['Round Punch']), other_machines_count: 12 },
        'GET product/public/lists?page=1': page(['Round Punch', 'Square Die']),
      });
      renderRoutes(routes, { at: '/', customer: dana });
      const user = userEvent.setup();

      expect(await screen.findByText('Found Result: 1')).toBeInTheDocument();
      expect(screen.getByText(/12 more for other machines —/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'show all' }));
      expect(await screen.findByText('Found Result: 2')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'My machines' })).toHaveAttribute('aria-checked', 'false');
      expect(screen.queryByText(/more for other machines/)).not.toBeInTheDocument();
      expect(sent.filter((r) => r.path === 'product/public/lists?page=1')).toHaveLength(1);
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

    it('opens the tree at the profile machines; a leaf filters by its category, make and model', async () => {
      const sent = fakeApi({
        ...lookups,
        'GET product/public/tree': tree,
        'POST product/public/lists/filter?page=1': page(['Round Punch']),
      });
      renderRoutes(routes, { at: '/', customer: dana });
      const user = userEvent.setup();

      expect(await screen.findByRole('button', { name: 'Amada' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'EMK 3610 NT' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Trumpf' })).toHaveAttribute('aria-expanded', 'false');

      await user.click(screen.getByRole('button', { name: 'Punches' }));
      await waitFor(() =>
        expect(sent.filter((r) => r.path === 'product/public/lists/filter?page=1').at(-1)?.body).toMatchObject({
          categoryId: 'cat-punches',
          machineMakeIds: ['make-amada'],
          machineModelIds: ['model-emk'],
        }),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Punches' })).toHaveAttribute('aria-current', 'true'));
    });
  });
});
