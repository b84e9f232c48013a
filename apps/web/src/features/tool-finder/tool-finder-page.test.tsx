import type { ToolFinderAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session-storage';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { product } from '../../test/fixtures';
import { hydrate, h } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { IslandsDocumentContext } from '../../islands/islands-document';
import { renderingIslands } from '../../islands/render-island';
import type { ToolFinderFormIslandProps } from '../../islands/tool-finder-form/tool-finder-form.island';
import { toolFinderLoader } from './tool-finder-loader';
import { ToolFinderPage } from './tool-finder-page';
import { noMatchHint } from './tool-finder-results';

// The form is the tool-finder-form island (decision 035): 'Find tools' opens the page for the
// choices as a new document, watched here instead of a browser that navigates.
const goTo = vi.fn();
vi.mock('../../islands/navigate', () => ({ goTo: (url: string) => goTo(url) }));

// The client application draws the page with the same island (IslandInApp), as under `npm run dev`.
const routes = [{ path: paths.toolFinder, loader: toolFinderLoader, Component: ToolFinderPage }];

/** The island's form, once Preact has drawn it into the page. */
const finderForm = () => screen.findByRole('form', { name: 'Tool finder' }, { timeout: 5000 });

beforeEach(() => goTo.mockClear());
afterEach(() => {
  document.body.innerHTML = '';
  session.clear();
  sessionStorage.clear();
});

const PROFILE = {
  ...CUSTOMER,
  user_machine_make_ids: ['make-amada'],
  user_machine_model_ids: ['model-emk'],
  user_sheet_material: ['stainless-steel-304'],
  user_sheet_thickness: ['2-0-mm'],
};

const ANSWER: ToolFinderAnswer = {
  result: {
    clearance: {
      material_name: 'Stainless Steel 304',
      material_class: 'stainless-steel',
      thickness_name: '2.0 mm (0.079 in)',
      thickness_mm: 2,
      percent: 25,
      clearance_mm: 0.5,
      band: 'up to 2.5 mm',
    },
    punches: [],
    dies: [
      {
        ...product({ _id: 'die-8', product_name: 'Thick Turret Round Die Ø 8.0 mm – A Station', product_slug: 'round-die-8' }),
        preselect: { variant_id: 'var-c50', variant_name: 'Clearance 0.50 mm', clearance_option: null, clearance_mm: 0.5, matches: true },
      },
    ],
  },
};

const ASKED = 'make=make-amada&model=model-emk&material=stainless-steel-304&thickness=2-0-mm&shape=round&size=8';

function serve() {
  return fakeApi({
    'GET product/keyword/public/machine-make/dropdown': { result: [{ value: 'make-amada', name: 'Amada' }] },
    'POST product/keyword/public/machine-model/dropdown/selected': { result: [{ value: 'model-emk', name: 'EMK 3610 NT' }] },
    'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_MATERIAL': {
      result: {
        productDropdown_name: 'Sheet Material',
        productDropdown_options: [{ value: 'stainless-steel-304', name: 'Stainless Steel 304' }],
      },
    },
    'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_THICKNESS': {
      result: { productDropdown_name: 'Sheet Thickness', productDropdown_options: [{ value: '2-0-mm', name: '2.0 mm (0.079 in)' }] },
    },
    'GET product/public/tool-finder?material=stainless-steel-304&thickness=2-0-mm&shape=round&size=8&machineMakeId=make-amada&machineModelId=model-emk':
      ANSWER,
  });
}

describe('the tool finder', () => {
  it("starts from the customer's machine and sheet, and opens the page of the chosen hole", async () => {
    const sent = serve();
    renderRoutes(routes, { at: paths.toolFinder, customer: PROFILE });
    const user = userEvent.setup();

    const form = await finderForm();
    expect(await within(form).findByRole('option', { name: 'EMK 3610 NT' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Machine make')).toHaveValue('make-amada');
    expect(within(form).getByLabelText('Machine model')).toHaveValue('model-emk');
    expect(await within(form).findByRole('option', { name: '2.0 mm (0.079 in)' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Sheet material')).toHaveValue('stainless-steel-304');
    expect(within(form).getByLabelText('Sheet thickness')).toHaveValue('2-0-mm');
    expect(screen.getByText(/Choose the sheet and the hole size/)).toBeInTheDocument();
    expect(sent.some((r) => r.path.startsWith('product/public/tool-finder'))).toBe(false);

    await user.type(within(form).getByLabelText('Diameter (mm)'), '8');
    await user.click(within(form).getByRole('button', { name: 'Find tools' }));

    expect(goTo).toHaveBeenCalledWith(`${paths.toolFinder}?${ASKED}`);
  });

  it('shows the recommendation for the choices in the address, and links each die with its clearance preselected', async () => {
    serve();
    renderRoutes(routes, { at: `${paths.toolFinder}?${ASKED}`, customer: PROFILE });

    expect(await screen.findByTestId('recommended-clearance')).toHaveTextContent('0.50 mm total (25 % of 2.0 mm)');
    const dies = screen.getByRole('region', { name: 'Dies' });
    expect(within(dies).getByText('Recommended clearance: Clearance 0.50 mm')).toBeInTheDocument();
    expect(within(dies).getByRole('link', { name: 'Thick Turret Round Die Ø 8.0 mm – A Station' })).toHaveAttribute(
      'href',
      '/round-die-8/die-8?variant=var-c50',
    );
    expect(
      within(screen.getByRole('region', { name: 'Punches' })).getByText(
        'None of our stock tools fits this hole on this machine. Try without the model, or ask us for a special.',
      ),
    ).toBeInTheDocument();
    // The form shows the asked choices.
    const form = await finderForm();
    expect(await within(form).findByRole('option', { name: 'EMK 3610 NT' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Machine model')).toHaveValue('model-emk');
    expect(within(form).getByLabelText('Diameter (mm)')).toHaveValue(8);
  });

  it('names the nearest sizes when nothing fits exactly, and lists their tools in place of the empty lists (issue 28)', async () => {
    const die = ANSWER.result.dies[0]!;
    const nearest: ToolFinderAnswer = {
      result: {
        ...ANSWER.result,
        punches: [],
        dies: [],
        nearest: {
          message: 'No exact match; nearest: Ø 8 mm and Ø 10 mm',
          sizes: ['Ø 8 mm', 'Ø 10 mm'],
          punches: [
            product({ _id: 'punch-10', product_name: 'Thick Turret Round Punch Ø 10.0 mm – A Station', product_slug: 'round-punch-10' }),
          ],
          dies: [die],
        },
      },
    };
    fakeApi({
      'GET product/keyword/public/machine-make/dropdown': { result: [] },
      'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_MATERIAL': {
        result: { productDropdown_name: 'Sheet Material', productDropdown_options: [{ value: 'mild-steel', name: 'Mild Steel' }] },
      },
      'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_THICKNESS': {
        result: { productDropdown_name: 'Sheet Thickness', productDropdown_options: [{ value: '2-0-mm', name: '2.0 mm (0.079 in)' }] },
      },
      'GET product/public/tool-finder?material=mild-steel&thickness=2-0-mm&shape=round&size=9': nearest,
    });
    renderRoutes(routes, { at: `${paths.toolFinder}?material=mild-steel&thickness=2-0-mm&shape=round&size=9` });

    expect(await screen.findByRole('status')).toHaveTextContent('No exact match; nearest: Ø 8 mm and Ø 10 mm');
    const dies = screen.getByRole('region', { name: 'Nearest dies' });
    expect(within(dies).getByRole('link', { name: 'Thick Turret Round Die Ø 8.0 mm – A Station' })).toHaveAttribute(
      'href',
      '/round-die-8/die-8?variant=var-c50',
    );
    expect(
      within(screen.getByRole('region', { name: 'Nearest punches' })).getByRole('link', { name: /Round Punch Ø 10\.0/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dies' })).not.toBeInTheDocument();
    expect(screen.queryByText(/None of our stock tools fits/)).not.toBeInTheDocument();
  });

  it('says what to loosen when nothing fits: the model, else the make, else the hole', () => {
    expect(noMatchHint({ make: 'make-amada', model: '' })).toBe(
      'None of our stock tools fits this hole on this machine. Try any make, or ask us for a special.',
    );
    expect(noMatchHint({ make: '', model: '' })).toBe(
      'None of our stock tools fits this hole. Try another size or shape, or ask us for a special.',
    );
  });

  it('asks for the length of a rectangle hole', async () => {
    serve();
    renderRoutes(routes, { at: paths.toolFinder });
    const user = userEvent.setup();
    const form = await finderForm();
    expect(within(form).queryByLabelText('Length (mm)')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Hole shape'), 'rectangle');
    expect(within(form).getByLabelText('Width (mm)')).toBeRequired();
    expect(within(form).getByLabelText('Length (mm)')).toBeRequired();
  });
});

describe('the tool finder on its island document (decision 035)', () => {
  /** The page as the server draws it: the loader's data settled, the form an island, the rest plain HTML. */
  async function onIslandDocument(url: string) {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://shop.test${url}`));
    if (context instanceof Response) throw new Error('no page');
    await (context.loaderData['0'] as { page: { promise: Promise<unknown> } }).page.promise;
    const doc = renderingIslands({ pages: [], categories: [] });
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <IslandsDocumentContext.Provider value={doc}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </IslandsDocumentContext.Provider>,
    );
    return { page, used: [...doc.used.keys()] };
  }

  it('draws the answer into the HTML, the form being the one island, and a visitor’s price prompt marked for a customer’s tab', async () => {
    serve();
    const { page, used } = await onIslandDocument(`${paths.toolFinder}?${ASKED}`);
    expect(used).toEqual(['tool-finder-form']);
    const island = page.querySelector<HTMLElement>('nb-island[data-island="tool-finder-form"]')!;
    expect(island.querySelector('form[aria-label="Tool finder"]')).not.toBeNull();
    expect(JSON.parse(island.dataset.props!)).toMatchObject({ choices: { make: 'make-amada', size: '8' }, fromProfile: false });
    expect(page.querySelector('[data-testid="recommended-clearance"]')?.textContent).toBe('0.50 mm total (25 % of 2.0 mm)');
    expect(page.querySelector('.nb-finder__tool [data-visitor-price]')?.textContent).toBe('LVP');
  });

  it('hands the API’s refusal to the form, which shows it as a toast', async () => {
    fakeApi({
      'GET product/keyword/public/machine-make/dropdown': { result: [] },
      'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_MATERIAL': { result: { productDropdown_options: [] } },
      'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_THICKNESS': { result: { productDropdown_options: [] } },
      'GET product/public/tool-finder?material=x&thickness=y&shape=round&size=9': {
        status: 400,
        body: { message: 'Unknown sheet material' },
      },
    });
    const { page } = await onIslandDocument(`${paths.toolFinder}?material=x&thickness=y&shape=round&size=9`);
    expect(page.textContent).toContain('The tool finder could not answer. Please check your choices and try again.');
    const island = page.querySelector<HTMLElement>('nb-island')!;
    const props = JSON.parse(island.dataset.props!) as ToolFinderFormIslandProps;
    expect(props.refused).toBe('Unknown sheet material');

    const { default: ToolFinderFormIsland } = await import('../../islands/tool-finder-form/tool-finder-form.island');
    document.body.append(island);
    await act(() => hydrate(h(ToolFinderFormIsland, props), island));
    await vi.waitFor(() => expect(document.querySelector('.Toastify')?.textContent).toContain('Unknown sheet material'));
  });
});
