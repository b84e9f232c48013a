import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../../features/catalog/catalog-query';
import { fakeApi } from '../../test/fake-api';
import { serveIsland } from '../../test/serve-island';
import type { CatalogFiltersIslandProps } from './catalog-filters.island';

const goTo = vi.fn();
vi.mock('../navigate', () => ({ goTo: (url: string) => goTo(url) }));

const PROPS: CatalogFiltersIslandProps = {
  id: 'f',
  applied: NO_FILTERS,
  categories: [
    { value: 'cat-punches', name: 'Punches', level: 0 },
    { value: 'cat-round', name: 'Round Punches', level: 1 },
  ],
  makes: [
    { value: 'make-amada', name: 'Amada' },
    { value: 'make-trumpf', name: 'Trumpf' },
  ],
  models: [],
};

async function serve(props: Partial<CatalogFiltersIslandProps> = {}) {
  const { default: CatalogFiltersIsland } = await import('./catalog-filters.island');
  return serveIsland(CatalogFiltersIsland, { ...PROPS, ...props });
}

const pick = async (user: ReturnType<typeof userEvent.setup>, picker: string, name: string) => {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${picker}`) }));
  await user.click(await screen.findByRole('checkbox', { name }));
};

beforeEach(() => {
  goTo.mockClear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the store home’s filter bar island', () => {
  it('loads page 1 of the list for the chosen category, makes and models on Filter Product', async () => {
    const sent = fakeApi({
      'POST product/keyword/public/machine-model/dropdown/selected': { result: [{ value: 'model-emk', name: 'EMK 3610 NT' }] },
    });
    await serve();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cat-round');
    await pick(user, 'Machine make', 'Amada');
    await user.keyboard('{Escape}');
    await pick(user, 'Machine model', 'EMK 3610 NT');
    await user.keyboard('{Escape}');
    expect(goTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Filter Product' }));

    expect(goTo).toHaveBeenCalledWith('/?category=cat-round&makes=make-amada&models=model-emk');
    expect(sent.at(-1)?.body).toEqual({ machineMakeIds: ['make-amada'] });
  });

  it('applies the product name when the box is left, and not again for the same name', async () => {
    await serve();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Product name' }), 'die');
    await user.tab();
    expect(goTo).toHaveBeenCalledWith('/?q=die');

    goTo.mockClear();
    history.replaceState(null, '', '/?q=die');
    document.body.innerHTML = '';
    await serve({ applied: { ...NO_FILTERS, productName: 'die' } });
    await user.click(screen.getByRole('searchbox', { name: 'Product name' }));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Filter Product' }));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('names the applied machines at once, empties the models with the makes, and Reset loads the whole list', async () => {
    history.replaceState(null, '', '/?makes=make-amada&models=model-emk');
    fakeApi({});
    await serve({
      applied: { ...NO_FILTERS, machineMakeIds: ['make-amada'], machineModelIds: ['model-emk'] },
      models: [{ value: 'model-emk', name: 'EMK 3610 NT' }],
    });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /^Machine make/ })).toHaveTextContent('Amada');
    expect(screen.getByRole('button', { name: /^Machine model/ })).toHaveTextContent('EMK 3610 NT');

    await pick(user, 'Machine make', 'Amada');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Machine model/ })).toHaveTextContent('--- select machine models ---'));

    await user.click(screen.getByRole('button', { name: 'Reset Product' }));
    expect(goTo).toHaveBeenCalledWith('/');
  });
});
