import type { ToolFinderAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { product } from '../../test/fixtures';
import { ToolFinderPage } from './tool-finder-page';
import { noMatchHint } from './tool-finder-results';

const routes = [{ path: paths.toolFinder, Component: ToolFinderPage }];

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
  it("starts from the customer's machine and sheet, and links each die with its clearance preselected", async () => {
    const sent = serve();
    renderRoutes(routes, { at: paths.toolFinder, customer: PROFILE });
    const user = userEvent.setup();

    const form = screen.getByRole('form', { name: 'Tool finder' });
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
    const form = screen.getByRole('form', { name: 'Tool finder' });
    expect(within(form).queryByLabelText('Length (mm)')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Hole shape'), 'rectangle');
    expect(within(form).getByLabelText('Width (mm)')).toBeRequired();
    expect(within(form).getByLabelText('Length (mm)')).toBeRequired();
  });
});
