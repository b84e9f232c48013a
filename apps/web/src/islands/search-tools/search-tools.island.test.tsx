import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { serveIsland } from '../../test/serve-island';
import SearchToolsIsland, { type SearchToolsIslandProps } from './search-tools.island';

const goTo = vi.fn();
vi.mock('../navigate', () => ({ goTo: (url: string) => goTo(url) }));

const PROPS: SearchToolsIslandProps = {
  id: 's',
  state: { q: 'punch', page: 3, sort: 'relevance', machineMakeIds: [], machineModelIds: [] },
  sorts: [
    { value: 'relevance', label: 'Best match' },
    { value: 'name', label: 'Name (A–Z)' },
  ],
  makes: [
    { value: 'make-amada', name: 'Amada' },
    { value: 'make-trumpf', name: 'Trumpf' },
  ],
  models: [],
};

beforeEach(() => {
  goTo.mockClear();
  history.replaceState(null, '', '/search?q=punch&page=3');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the search page’s tools island', () => {
  it('loads page 1 of the search in the chosen order', async () => {
    await serveIsland(SearchToolsIsland, PROPS);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(goTo).toHaveBeenCalledWith('/search?q=punch&sort=name');
  });

  it('applies the makes chosen when their list closes: several boxes, one load', async () => {
    fakeApi({ 'POST product/keyword/public/machine-model/dropdown/selected': { result: [] } });
    await serveIsland(SearchToolsIsland, PROPS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Machine make/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Amada' }));
    await user.click(screen.getByRole('checkbox', { name: 'Trumpf' }));
    expect(goTo).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    // The list's closing is an effect of the render that closed it.
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(goTo).toHaveBeenCalledWith('/search?q=punch&makes=make-amada%2Cmake-trumpf');
  });

  it('offers to clear the machines of a narrowed search', async () => {
    await serveIsland(SearchToolsIsland, {
      ...PROPS,
      state: { ...PROPS.state, machineMakeIds: ['make-amada'], machineModelIds: ['model-emk'] },
      models: [{ value: 'model-emk', name: 'EMK 3610 NT' }],
    });
    expect(screen.getByRole('button', { name: /^Machine model/ })).toHaveTextContent('EMK 3610 NT');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear machines' }));
    expect(goTo).toHaveBeenCalledWith('/search?q=punch');
  });
});
