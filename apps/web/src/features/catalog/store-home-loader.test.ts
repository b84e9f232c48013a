import type { PageViewer, ProductPage } from '@northbend/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import type { RenderContext } from '../../app/render-context';
import { storeHomeLoader } from './store-home-loader';

const EMPTY: ProductPage = { result: [], paginationInfo: { currentPage: 1, totalPages: 1, totalCount: 0, limit: 20 } };
const DANA: PageViewer = {
  customerId: 'c1',
  userName: 'Dana',
  machines: { makeIds: ['make-amada'], modelIds: ['model-emk'] },
  myMachinesOn: true,
};

const load = (url: string, viewer?: PageViewer) => {
  const context: RenderContext = { viewer };
  const address = `http://shop.test${url}`;
  return storeHomeLoader({ request: new Request(address), url: new URL(address), pattern: '/', params: {}, context });
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

// The server draws the store home for the page cookie's customer (decision 035): the loader reads
// the customer's machines and their device's choice from the render's context.
describe('the store home drawn on the server', () => {
  it("narrows the list to the customer's machines while their device keeps 'My machines' on", async () => {
    vi.stubEnv('SSR', true);
    const sent = fakeApi({ 'POST product/public/lists/filter?page=1': EMPTY });
    const data = load('/', DANA);
    await data.list.load.promise;
    expect(data.machines).toEqual({ customer: true, park: DANA.machines, on: true });
    expect(sent.at(-1)?.body).toMatchObject({ fitsMachineMakeIds: ['make-amada'], fitsMachineModelIds: ['model-emk'] });
  });

  it('lists every tool where the device turned it off, and for a visitor', async () => {
    vi.stubEnv('SSR', true);
    const sent = fakeApi({ 'GET product/public/lists?page=1': EMPTY });
    await load('/', { ...DANA, myMachinesOn: false }).list.load.promise;
    const visitor = load('/');
    await visitor.list.load.promise;
    expect(visitor.machines).toEqual({ customer: false, park: null, on: true });
    expect(sent.filter((r) => r.path === 'product/public/lists?page=1')).toHaveLength(2);
  });

  it('draws page 1 for a page past the last', async () => {
    vi.stubEnv('SSR', true);
    fakeApi({
      'GET product/public/lists?page=9': { ...EMPTY, paginationInfo: { ...EMPTY.paginationInfo, currentPage: 9 } },
      'GET product/public/lists?page=1': { ...EMPTY, paginationInfo: { ...EMPTY.paginationInfo, totalCount: 3 } },
    });
    expect((await load('/?page=9').list.load.promise).paginationInfo).toMatchObject({ currentPage: 1, totalCount: 3 });
  });
});
