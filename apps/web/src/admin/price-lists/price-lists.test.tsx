import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPriceList, AdminPriceListSummary } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { NoticeHost } from '../ui/notices';
import { PriceListPage } from './price-list-page';
import { PriceListsPage } from './price-lists-page';

withModalDialogs();

const LIST = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const COMPANY = '7b0c6a52-1f4e-4c43-9a55-6d3f1b2c9e10';
const PUNCHES = '11111111-1111-4111-8111-111111111111';
const ROUND = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '55555555-5555-4555-8555-555555555555';

const SUMMARY: AdminPriceListSummary = {
  _id: LIST,
  name: 'Precision Fab 2027',
  starts_at: null,
  ends_at: null,
  status: 'active',
  companies: [{ _id: COMPANY, company_name: 'Precision Fab LLC' }],
  rule_count: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const DETAIL: AdminPriceList = {
  ...SUMMARY,
  rules: [
    {
      _id: 'r1',
      product_id: null,
      variant_id: null,
      category_id: PUNCHES,
      option_id: null,
      option_child_name: null,
      unit_price: null,
      discount_percent: 15,
      min_quantity: 1,
      target: 'Category Punches and its children',
    },
  ],
};

const category = (id: string, name: string, parent: string | null) => ({
  _id: id,
  category_name: name,
  category_slug: name.toLowerCase(),
  parent_category: parent,
  category_image: '',
  name,
  value: id,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Handler = [RegExp, (call: Call) => { status?: number; body: unknown }];

/** Stubs fetch: each call answers the first handler matching 'METHOD url'; the category tree is always there. */
function fakeApi(handlers: Handler[]) {
  const calls: Call[] = [];
  const all: Handler[] = [
    ...handlers,
    [
      /GET \/api\/v1\/product\/category\/public\/dropdown$/,
      () => ({ body: { result: [category(PUNCHES, 'Punches', null), category(ROUND, 'Round', PUNCHES)] } }),
    ],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const handler = all.find(([pattern]) => pattern.test(`${call.method} ${call.url}`));
      const answer = handler ? handler[1](call) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/price-lists', element: <PriceListsPage /> },
      { path: '/admin/price-lists/new', element: <PriceListPage /> },
      { path: '/admin/price-lists/:id', element: <PriceListPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <NoticeHost>
      <RouterProvider router={router} />
    </NoticeHost>,
  );
  return router;
}

const sent = (calls: Call[], method: string) => calls.filter((c) => c.method === method);

describe('Price lists', { timeout: 30_000 }, () => {
  it('lists the price lists with their status, companies and rules', async () => {
    fakeApi([
      [
        /GET .*\/admin\/price-lists$/,
        () => ({
          body: {
            result: [
              SUMMARY,
              { ...SUMMARY, _id: 'l2', name: 'Spring promo', status: 'scheduled', starts_at: '2027-03-01T05:00:00.000Z', companies: [] },
            ],
          },
        }),
      ],
    ]);
    renderAt('/admin/price-lists');

    const table = await screen.findByRole('table', { name: 'Price lists' });
    const row = within(table).getByRole('link', { name: 'Precision Fab 2027' }).closest('tr')!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/admin/price-lists/${LIST}`);
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('Precision Fab LLC');
    expect(row.textContent).toContain('No end date');
    const promo = within(table).getByRole('link', { name: 'Spring promo' }).closest('tr')!;
    expect(promo.textContent).toContain('Scheduled');
    expect(promo.textContent).toContain('From Mar 1, 2027');
    expect(promo.textContent).toContain('No companies');
    expect(screen.getByRole('link', { name: 'New price list' }).getAttribute('href')).toBe('/admin/price-lists/new');
  });

  it('creates a list with a company, a category rule and a fixed price from 10 pieces', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [
        /GET .*\/admin\/companies\?search=precision$/,
        () => ({
          body: {
            result: [{ _id: COMPANY, company_name: 'Precision Fab LLC', member_count: 2, admin_emails: ['dana@precisionfab.example'] }],
            paginationInfo: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 20 },
          },
        }),
      ],
      [
        /POST \/api\/v1\/product\/public\/search$/,
        () => ({ body: { status: true, data: { result: [{ _id: PRODUCT, product_name: 'Thick Turret Punch', product_sku: 'TT-1' }] } } }),
      ],
      [
        /POST .*\/admin\/price-lists$/,
        () => ({ status: 201, body: { result: { ...DETAIL, _id: LIST }, message: 'The price list has been created.' } }),
      ],
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
    ]);
    const router = renderAt('/admin/price-lists/new');

    await user.type(await screen.findByLabelText('Name'), 'Precision Fab 2027');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2027-03-31' } });

    await user.type(screen.getByLabelText('Add a company'), 'precision');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Add Precision Fab LLC' }));
    expect(within(screen.getByRole('list', { name: 'Companies of the list' })).getByText('Precision Fab LLC')).toBeTruthy();

    // 15 % off the Punches category (and its children).
    await user.selectOptions(screen.getByLabelText('Category'), 'Punches');
    await user.type(screen.getByLabelText('Percent off'), '15');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const rules = screen.getByRole('table', { name: 'Rules of the price list' });
    expect(within(rules).getByText('Category Punches and its children')).toBeTruthy();

    // A fixed $80 for product TT-1 from 10 pieces.
    await user.selectOptions(screen.getByLabelText('Applies to'), 'A product');
    await user.type(screen.getByLabelText('Product part number or name'), 'TT-1');
    await user.click(screen.getAllByRole('button', { name: 'Find' })[1]);
    await user.click(await screen.findByRole('button', { name: 'Choose TT-1' }));
    await user.selectOptions(screen.getByLabelText('Price'), 'Fixed unit price ($)');
    await user.type(screen.getByLabelText('Unit price ($)'), '80');
    await user.clear(screen.getByLabelText('From (pieces)'));
    await user.type(screen.getByLabelText('From (pieces)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(within(rules).getByText('Product TT-1: Thick Turret Punch')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('The price list has been created.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/price-lists/${LIST}`));
    expect(sent(calls, 'POST').find((c) => c.url.endsWith('/admin/price-lists'))?.body).toEqual({
      name: 'Precision Fab 2027',
      company_ids: [COMPANY],
      // Days of the shop's calendar (America/Detroit, decision 030), whatever the browser's zone.
      starts_at: '2027-01-01T05:00:00.000Z',
      ends_at: '2027-04-01T04:00:00.000Z',
      rules: [
        {
          product_id: null,
          variant_id: null,
          category_id: PUNCHES,
          option_id: null,
          option_child_name: null,
          unit_price: null,
          discount_percent: 15,
          min_quantity: 1,
        },
        {
          product_id: PRODUCT,
          variant_id: null,
          category_id: null,
          option_id: null,
          option_child_name: null,
          unit_price: 80,
          discount_percent: null,
          min_quantity: 10,
        },
      ],
    });
  });

  it('prices a variant found by its part number, with one of its option choices', async () => {
    const user = userEvent.setup({ delay: null });
    const VARIANT = '66666666-6666-4666-8666-666666666666';
    const OPTION = '77777777-7777-4777-8777-777777777777';
    const variant = {
      _id: VARIANT,
      variant_name: 'Round 10',
      variant_sku: 'RD-10',
      variant_options: [
        {
          variant_options_id: OPTION,
          variant_options_name: 'Coating',
          variant_options_link: 0,
          variant_options_lists: [
            { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
            { variant_options_child_name: 'TiN', variant_options_child_price: 18, variant_options_child_is_default: false },
          ],
        },
      ],
    };
    const calls = fakeApi([
      [
        /POST \/api\/v1\/product\/public\/search$/,
        () => ({ body: { status: true, data: { result: [{ _id: PRODUCT, product_name: 'Thick Turret Punch', product_sku: 'TT-1' }] } } }),
      ],
      [
        /GET \/api\/v1\/product\/public\/5555/,
        () => ({
          body: {
            result: {
              _id: PRODUCT,
              product_name: 'Thick Turret Punch',
              product_sku: 'TT-1',
              product_variants: [{ ...variant, _id: 'other', variant_sku: 'RD-8', variant_name: 'Round 8', variant_options: [] }, variant],
            },
          },
        }),
      ],
      [/PUT .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL, message: 'The price list has been saved.' } })],
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/price-lists/${LIST}`);

    await user.selectOptions(await screen.findByLabelText('Applies to'), 'A variant');
    await user.type(screen.getByLabelText('Variant part number or product'), 'rd-10');
    await user.click(screen.getAllByRole('button', { name: 'Find' })[1]);
    await user.click(await screen.findByRole('button', { name: 'Choose TT-1' }));
    // The part number typed in full picks the variant.
    expect(await screen.findByLabelText('Variant')).toHaveValue(VARIANT);
    await user.selectOptions(screen.getByLabelText('Option choice'), 'Coating: TiN');
    await user.selectOptions(screen.getByLabelText('Price'), 'Fixed unit price ($)');
    await user.type(screen.getByLabelText('Unit price ($)'), '61.5');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByText('Variant RD-10: Thick Turret Punch (Round 10), Coating: TiN')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText('The price list has been saved.')).toBeTruthy();
    expect((sent(calls, 'PUT')[0].body as { rules: unknown[] }).rules[1]).toEqual({
      product_id: PRODUCT,
      variant_id: VARIANT,
      category_id: null,
      option_id: OPTION,
      option_child_name: 'TiN',
      unit_price: 61.5,
      discount_percent: null,
      min_quantity: 1,
    });
  });

  it('checks a rule before sending, and shows the server’s refusal by the field it names', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [/PUT .*\/admin\/price-lists\//, () => ({ status: 400, body: { status: false, message: 'ends_at must be after starts_at' } })],
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/price-lists/${LIST}`);

    const percent = await screen.findByLabelText('Percent off of rule 1');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(percent).toHaveAccessibleDescription('discount_percent must be between 0 and 100');
    expect(sent(calls, 'PUT')).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '12.5');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2027-05-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2027-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText('Not saved: ends_at must be after starts_at')).toBeTruthy();
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('ends_at must be after starts_at');
    expect(sent(calls, 'PUT')[0].body).toMatchObject({ rules: [{ category_id: PUNCHES, discount_percent: 12.5 }] });
  });

  it('asks before leaving unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi([
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
      [/GET .*\/admin\/price-lists$/, () => ({ body: { result: [SUMMARY] } })],
    ]);
    const router = renderAt(`/admin/price-lists/${LIST}`);
    await user.clear(await screen.findByLabelText('Percent off of rule 1'));
    await user.type(screen.getByLabelText('Percent off of rule 1'), '20');
    await user.click(screen.getByRole('link', { name: /Price lists/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Keep as it is' }));
    expect(router.state.location.pathname).toBe(`/admin/price-lists/${LIST}`);
    await user.click(screen.getByRole('link', { name: /Price lists/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('table', { name: 'Price lists' })).toBeTruthy();
  });

  it('deletes a list after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [/DELETE .*\/admin\/price-lists\//, () => ({ body: { message: 'The price list has been deleted.' } })],
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
      [/GET .*\/admin\/price-lists$/, () => ({ body: { result: [] } })],
    ]);
    const router = renderAt(`/admin/price-lists/${LIST}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Precision Fab 2027?' })).getByRole('button', { name: 'Delete price list' }),
    );
    expect(await screen.findByText('The price list has been deleted.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/price-lists'));
    expect(sent(calls, 'DELETE')).toHaveLength(1);
  });

  it('checks a rules CSV (a dry run), lists the mistakes of a bad one and imports a clean one', async () => {
    const user = userEvent.setup({ delay: null });
    const csv =
      'product_sku,variant_sku,category_slug,option_name,option_choice,unit_price,discount_percent,min_quantity\n,,punches,,,,15,1\n';
    const calls = fakeApi([
      [
        /POST .*\/rules\/import\?dry_run=true$/,
        (call) =>
          (call.body as { csv: string }).csv.includes('NOPE')
            ? {
                status: 400,
                body: {
                  result: { dry_run: true, rules: 0, errors: [{ row: 2, message: 'Row 2: no product has the part number NOPE' }] },
                  message: 'The file has 1 mistake(s); nothing was changed.',
                },
              }
            : { body: { result: { dry_run: true, rules: 1, errors: [] }, message: "The file is fine: 1 rules would replace the list's." } },
      ],
      [
        /POST .*\/rules\/import\?dry_run=false$/,
        () => ({ body: { result: { dry_run: false, rules: 1, errors: [] }, message: '1 rules imported.' } }),
      ],
      [/GET .*\/admin\/price-lists\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/price-lists/${LIST}`);

    const input = await screen.findByLabelText('CSV file');
    await user.upload(input, new File(['product_sku,unit_price\nNOPE,10\n'], 'bad.csv', { type: 'text/csv' }));
    // The file is read before it can be checked.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Row 2: no product has the part number NOPE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(input, new File([csv], 'rules.csv', { type: 'text/csv' }));
    // The file is read before it can be checked.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('1 rules would replace the list’s.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 rules imported.')).toBeTruthy();

    const imports = sent(calls, 'POST').map((c) => ({ url: c.url.replace(/^.*price-lists\//, ''), body: c.body }));
    expect(imports).toEqual([
      { url: `${LIST}/rules/import?dry_run=true`, body: { csv: 'product_sku,unit_price\nNOPE,10\n' } },
      { url: `${LIST}/rules/import?dry_run=true`, body: { csv } },
      { url: `${LIST}/rules/import?dry_run=false`, body: { csv } },
    ]);
    // The list is read again with its new rules.
    await vi.waitFor(() => expect(sent(calls, 'GET').filter((c) => c.url.endsWith(`/admin/price-lists/${LIST}`))).toHaveLength(2));
  });
});
