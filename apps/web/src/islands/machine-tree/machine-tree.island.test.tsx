import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../../features/catalog/catalog-query';
import type { TreeMake } from '../../features/catalog/machine-tree-nodes';
import { fakeApi } from '../../test/fake-api';
import { serveIsland } from '../../test/serve-island';
import MachineTreeIsland from './machine-tree.island';

const goTo = vi.fn();
vi.mock('../navigate', () => ({ goTo: (url: string) => goTo(url) }));

const TRUMPF: TreeMake = {
  id: 'make-trumpf',
  name: 'Trumpf',
  models: [{ id: 'model-tru', name: 'TruPunch 1000', categories: [{ id: 'cat-dies', name: 'Dies' }] }],
};
const AMADA: TreeMake = {
  id: 'make-amada',
  name: 'Amada',
  models: [{ id: 'model-emk', name: 'EMK 3610 NT', categories: [{ id: 'cat-punches', name: 'Punches' }] }],
};

beforeEach(() => {
  goTo.mockClear();
  history.replaceState(null, '', '/?q=round');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the store home’s machine tree island', () => {
  it('is drawn open at the branches it is given; a leaf loads the list for its category, make and model', async () => {
    await serveIsland(MachineTreeIsland, {
      tree: [{ id: 'make-trumpf', name: 'Trumpf' }, AMADA],
      drawnMakeIds: ['make-amada'],
      applied: { ...NO_FILTERS, productName: 'round' },
      open: ['/make-amada', '/make-amada/model-emk'],
    });
    expect(screen.getByRole('button', { name: 'Amada' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'EMK 3610 NT' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Trumpf' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Punches' }));
    expect(goTo).toHaveBeenCalledWith('/?category=cat-punches&makes=make-amada&models=model-emk&q=round');
  });

  it('marks the leaf of the list it shows', async () => {
    await serveIsland(MachineTreeIsland, {
      tree: [AMADA],
      applied: { ...NO_FILTERS, categoryId: 'cat-punches', machineMakeIds: ['make-amada'], machineModelIds: ['model-emk'] },
      open: ['/make-amada', '/make-amada/model-emk'],
    });
    expect(screen.getByRole('button', { name: 'Punches' })).toHaveAttribute('aria-current', 'true');
  });

  it('asks for the rest of the tree when a make drawn closed is opened, once', async () => {
    const sent = fakeApi({ 'GET product/public/tree': { result: [TRUMPF, AMADA] } });
    await serveIsland(MachineTreeIsland, {
      tree: [{ id: 'make-trumpf', name: 'Trumpf' }, AMADA],
      drawnMakeIds: ['make-amada'],
      applied: NO_FILTERS,
      open: [],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Trumpf' }));
    await user.click(await screen.findByRole('button', { name: 'TruPunch 1000' }));
    expect(screen.getByRole('button', { name: 'Dies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Amada' }));
    expect(sent.filter((r) => r.path === 'product/public/tree')).toHaveLength(1);
  });

  it('says No Data Found under a branch without children', async () => {
    await serveIsland(MachineTreeIsland, { tree: [{ id: 'make-x', name: 'Finn-Power', models: [] }], applied: NO_FILTERS, open: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finn-Power' }));
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });
});
