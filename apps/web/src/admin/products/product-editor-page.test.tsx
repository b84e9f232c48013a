import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, CategoryList, KeywordDropdownAnswer } from '@northbend/shared';
import { NoticeHost } from '../ui/notices';
import { ProductEditorPage } from './product-editor-page';
import { withModalDialogs } from './test-dialog';

withModalDialogs();

// Ids are UUIDs, as the shared schema checks them.
const MAIN = '11111111-1111-4111-8111-111111111111';
const ROUND = '22222222-2222-4222-8222-222222222222';
const MAKE = '33333333-3333-4333-8333-333333333333';
const MODEL = '44444444-4444-4444-8444-444444444444';
const PRODUCT = '55555555-5555-4555-8555-555555555555';
const VARIANT = '66666666-6666-4666-8666-666666666666';

const category = (id: string, name: string, parent: string | null) => ({
  _id: id,
  category_name: name,
  category_slug: name.toLowerCase(),
  parent_category: parent,
  category_image: '',
  name,
  value: id,
});
const keywords = (name: string): KeywordDropdownAnswer => ({
  result: { productDropdown_name: name, productDropdown_options: [{ value: 'mild-steel', name: 'Mild Steel' }] },
});

const saved = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: PRODUCT,
  product_name: 'Thick Turret Punch',
  product_slug: 'thick-turret-punch',
  product_sku: 'TT-1',
  product_description: '',
  product_price: 88,
  product_quantity: 5,
  product_images: [],
  product_category_ids: [ROUND],
  product_machine_make_ids: [],
  product_machine_model_ids: [],
  product_keywords: {},
  product_variants: [
    {
      _id: VARIANT,
      variant_name: 'Round 10',
      variant_sku: 'RD-10',
      variant_price: 45,
      variant_order: 0,
      variant_description: '',
      variant_image: '',
      variant_measurement: { mm_status: true, in_status: false, mm: { min: 10, max: 20 }, in: { min: null, max: null } },
      variant_options: [],
      variant_price_tiers: [],
      variant_quantity: null,
      archived: false,
      ordered: true,
    },
  ],
  product_price_tiers: [],
  product_status: 'published',
  product_publish_at: null,
  archived: false,
  archived_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ordered: true,
  storefront_path: `/thick-turret-punch/${PRODUCT}`,
  ...over,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown };

/** Stubs fetch with the public pickers' lists and the given admin answers, keyed 'METHOD path' below /api/v1/. */
function fakeShop(routes: Record<string, Answer | ((sent: Sent) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  const all: Record<string, Answer | ((sent: Sent) => Answer)> = {
    'GET product/category/public/dropdown': {
      body: { result: [category(MAIN, 'Punches', null), category(ROUND, 'Round', MAIN)] } satisfies CategoryList,
    },
    'GET product/public/tree': {
      body: { result: [{ id: MAKE, name: 'Amada', models: [{ id: MODEL, name: 'EM 2510', categories: [] }] }] },
    },
    'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_MATERIAL': { body: keywords('Sheet Material') },
    'GET product/keyword/public/dropdown/find/DROPDOWN_SHEET_THICKNESS': { body: keywords('Sheet Thickness') },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        path: String(input).replace('/api/v1/', ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      const route = all[`${request.method} ${request.path}`];
      const answer = typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <p>The product list</p> },
      { path: '/admin/products/new', element: <ProductEditorPage /> },
      { path: '/admin/products/:id', element: <ProductEditorPage /> },
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

const posts = (sent: Sent[], path: string) => sent.filter((s) => s.method !== 'GET' && s.path === path);

afterEach(() => vi.unstubAllGlobals());

// Typing letter by letter in jsdom takes seconds on a busy machine.
describe('new product', { timeout: 30_000 }, () => {
  it('checks the fields with the shared rules, then creates the product and opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      'POST admin/products': { status: 201, body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } },
      [`GET admin/products/${PRODUCT}`]: { body: { result: saved() } },
    });
    const router = renderAt('/admin/products/new');
    // No address before there is a slug; a new product's address shows its slug, its id comes with the save.
    expect(await screen.findByText(/The storefront address is made from it\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create product' }));

    expect(screen.getByText('product_name is required')).toBeInTheDocument();
    expect(screen.getByText('product_sku is required')).toBeInTheDocument();
    expect(screen.getByText('product_category_ids needs at least one category')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: 4 fields need attention');
    expect(posts(sent, 'admin/products')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Thick Turret Punch');
    expect(screen.getByLabelText('Slug')).toHaveValue('thick-turret-punch');
    expect(screen.getByText(`${window.location.origin}/thick-turret-punch/…`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Part number/), 'TT-1');
    await user.type(screen.getByLabelText(/^Price/), '88');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: one field needs attention');
    await user.click(screen.getByRole('checkbox', { name: 'Round' }));
    // The bar follows the fixes.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Amada' }));
    await user.click(screen.getByRole('checkbox', { name: 'EM 2510' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Mild Steel' })[0]);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { name: 'Thick Turret Punch', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT}`);
    expect(posts(sent, 'admin/products')[0].body).toMatchObject({
      product_name: 'Thick Turret Punch',
      product_slug: 'thick-turret-punch',
      product_sku: 'TT-1',
      product_price: 88,
      product_quantity: 0,
      product_category_ids: [ROUND],
      product_machine_make_ids: [MAKE],
      product_machine_model_ids: [MODEL],
      product_keywords: { DROPDOWN_SHEET_MATERIAL: ['mild-steel'] },
      product_variants: [],
    });
    expect(screen.getByText(/Saved at .*The storefront and carts show it now/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a part number beside the field', async () => {
    const user = userEvent.setup({ delay: null });
    fakeShop({ 'POST admin/products': { status: 409, body: { message: 'product_sku TT-1 is already used by another product' } } });
    renderAt('/admin/products/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Thick Turret Punch');
    await user.type(screen.getByLabelText(/^Part number/), 'TT-1');
    await user.type(screen.getByLabelText(/^Price/), '88');
    await user.click(screen.getByRole('checkbox', { name: 'Round' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const sku = screen.getByLabelText(/^Part number/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: product_sku TT-1 is already used by another product');
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('product_sku TT-1 is already used by another product');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    fakeShop({});
    const router = renderAt('/admin/products/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Half-typed');
    await user.click(screen.getByRole('link', { name: /Products/ }));

    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(router.state.location.pathname).toBe('/admin/products/new');

    await user.click(screen.getByRole('link', { name: /Products/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByText('The product list')).toBeInTheDocument();
  });
});

describe('saved product', { timeout: 30_000 }, () => {
  it('saves changes with the variants’ ids and positions, and takes the saved product back', async () => {
    const user = userEvent.setup({ delay: null });
    let current = saved();
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: () => ({ body: { result: current } }),
      [`PUT admin/products/${PRODUCT}`]: () => {
        current = saved({ product_price: 92.5 });
        return { body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } };
      },
    });
    renderAt(`/admin/products/${PRODUCT}`);
    const price = await screen.findByLabelText(/^Price/);
    expect(screen.getByText('No changes')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '92.5');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    const [put] = posts(sent, `admin/products/${PRODUCT}`);
    expect(put.body).toMatchObject({
      product_price: 92.5,
      product_variants: [{ _id: VARIANT, variant_name: 'Round 10', variant_order: 0, variant_price: 45 }],
    });
    expect(screen.getByLabelText(/^Price/)).toHaveValue('92.50');
  });

  it('shows and saves the shipping weight and box (issue 30): a cleared box is sent as none, a variant weight as typed', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: () => ({
        body: { result: saved({ product_shipping_weight: 12.5, product_shipping_dimensions: { length: 14, width: 10, height: 6 } }) },
      }),
      [`PUT admin/products/${PRODUCT}`]: () => ({ body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } }),
    });
    renderAt(`/admin/products/${PRODUCT}`);
    const weight = await screen.findByLabelText(/^Shipping weight/, { selector: '#product-shipping-weight' });
    expect(weight).toHaveValue('12.5');
    const box = screen.getByRole('group', { name: 'Box (optional)' });
    expect(within(box).getByLabelText(/^Length/)).toHaveValue('14');
    await user.clear(weight);
    await user.type(weight, '13');
    for (const side of [/^Length/, /^Width/, /^Height/]) await user.clear(within(box).getByLabelText(side));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    const [put] = posts(sent, `admin/products/${PRODUCT}`);
    expect(put.body).toMatchObject({
      product_shipping_weight: 13,
      product_shipping_dimensions: null,
      product_variants: [{ _id: VARIANT, variant_shipping_weight: null }],
    });
  });

  it('sends volume breaks of the product and of a variant, with the unit price each gives (issue 27)', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: { body: { result: saved({ product_price_tiers: [{ min_quantity: 25, discount_percent: 10 }] }) } },
      [`PUT admin/products/${PRODUCT}`]: { body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } },
    });
    renderAt(`/admin/products/${PRODUCT}`);
    const breaks = within((await screen.findByRole('heading', { name: 'Volume breaks' })).closest('section')!);
    // The saved break at 25 pieces, priced from the variant's $45.00.
    expect(breaks.getByLabelText('Break 1: from how many pieces')).toHaveValue('25');
    expect(breaks.getByText('$40.50')).toBeInTheDocument();

    await user.click(breaks.getByRole('button', { name: 'Add break' }));
    await user.type(breaks.getByLabelText('Break 2: from how many pieces'), '1');
    await user.type(breaks.getByLabelText('Break 2: percent off'), '5');
    expect(breaks.getByText('$42.75')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(breaks.getByText('product_price_tiers: a volume break starts at 2 pieces or more')).toBeInTheDocument();
    expect(posts(sent, `admin/products/${PRODUCT}`)).toHaveLength(0);
    await user.type(breaks.getByLabelText('Break 2: from how many pieces'), '0');

    // The variant uses the product's breaks until it is given its own.
    await user.click(screen.getByRole('button', { name: 'Edit Round 10' }));
    expect(screen.getByText('Uses the product’s breaks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give it its own breaks' }));
    const variant = within(document.getElementById(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-controls')!)!);
    await user.click(variant.getByRole('button', { name: 'Add break' }));
    await user.type(variant.getByLabelText('Break 1: from how many pieces'), '5');
    await user.type(variant.getByLabelText('Break 1: percent off'), '3');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(posts(sent, `admin/products/${PRODUCT}`)[0].body).toMatchObject({
      product_price_tiers: [
        { min_quantity: 25, discount_percent: 10 },
        { min_quantity: 10, discount_percent: 5 },
      ],
      product_variants: [{ _id: VARIANT, variant_price_tiers: [{ min_quantity: 5, discount_percent: 3 }] }],
    });
  });

  it('shows an archived product’s banner, and restores it after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: {
        body: { result: saved({ product_status: 'archived', archived: true, archived_at: '2026-11-21T09:00:00.000Z' }) },
      },
      [`POST admin/products/${PRODUCT}/restore`]: { body: { result: saved() } },
    });
    renderAt(`/admin/products/${PRODUCT}`);
    expect(await screen.findByText(/It is not in the storefront, search or the sitemap/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View in storefront/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restore Thick Turret Punch?' })).getByRole('button', { name: 'Restore product' }),
    );

    expect(await screen.findByRole('link', { name: /View in storefront/ })).toHaveAttribute('href', `/thick-turret-punch/${PRODUCT}`);
    expect(screen.queryByText(/It is not in the storefront/)).not.toBeInTheDocument();
    expect(posts(sent, `admin/products/${PRODUCT}/restore`)).toHaveLength(1);
  });
});

// Issue 28: drafts and scheduled publishing.
describe('product status', { timeout: 30_000 }, () => {
  it('starts a new product as a draft, with Publish offered, and creates it as a draft', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      'POST admin/products': { status: 201, body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } },
      [`GET admin/products/${PRODUCT}`]: { body: { result: saved({ product_status: 'draft' }) } },
    });
    renderAt('/admin/products/new');
    expect(await screen.findByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Published' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Archived' })).not.toBeInTheDocument();
    expect(screen.getByText(/A new product starts as a draft/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Thick Turret Punch');
    await user.type(screen.getByLabelText(/^Part number/), 'TT-1');
    await user.type(screen.getByLabelText(/^Price/), '88');
    await user.click(screen.getByRole('checkbox', { name: 'Round' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { name: 'Thick Turret Punch', level: 1 })).toBeInTheDocument();
    expect(posts(sent, 'admin/products')[0].body).toMatchObject({ product_status: 'draft', product_publish_at: null });
    expect(screen.getByText(/Saved at .*A draft: only the back office and its preview show it/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View in storefront/ })).not.toBeInTheDocument();
  });

  it('publishes from a date and time, asks for the time when it is cleared, and archives through the status', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: { body: { result: saved({ product_status: 'draft' }) } },
      [`PUT admin/products/${PRODUCT}`]: { body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } },
    });
    renderAt(`/admin/products/${PRODUCT}`);
    expect(await screen.findByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: 'Published from a date and time' }));
    const when = screen.getByLabelText(/Goes live at/) as HTMLInputElement;
    expect(when.value).toMatch(/^\d{4}-\d{2}-\d{2}T08:00$/);
    await user.clear(when);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter the date and time it goes live.')).toBeInTheDocument();
    expect(posts(sent, `admin/products/${PRODUCT}`)).toHaveLength(0);

    await user.type(when, '2026-12-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/Saved at/);
    expect(posts(sent, `admin/products/${PRODUCT}`)[0].body).toMatchObject({
      product_status: 'published',
      // 08:00 of the shop's day (America/Detroit, EST in December), whatever the browser's zone (issue 28 item 12).
      product_publish_at: '2026-12-01T13:00:00.000Z',
    });

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(sent, `admin/products/${PRODUCT}`)).toHaveLength(2));
    expect(posts(sent, `admin/products/${PRODUCT}`)[1].body).toMatchObject({ product_status: 'archived', product_publish_at: null });
  });
});

describe('variants: copy options and stock (issue 28 item 14)', { timeout: 30_000 }, () => {
  const coating = {
    _id: 'opt-1',
    variant_options_name: 'Coating',
    variant_options_link: 5,
    variant_options_lists: [
      { _id: 'c-1', variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
      { _id: 'c-2', variant_options_child_name: 'TiN', variant_options_child_price: 12.5, variant_options_child_is_default: false },
    ],
  };
  const base = saved().product_variants[0]!;
  const threeVariants = saved({
    product_variants: [
      { ...base, variant_options: [coating] },
      { ...base, _id: '77777777-7777-4777-8777-777777777777', variant_name: 'Round 12', variant_sku: 'RD-12', variant_order: 1 },
      {
        ...base,
        _id: '88888888-8888-4888-8888-888888888888',
        variant_name: 'Round 14',
        variant_sku: 'RD-14',
        variant_order: 2,
        variant_quantity: 4,
        variant_options: [{ ...coating, variant_options_name: 'Grind', variant_options_link: 0 }],
      },
    ],
  });

  it('copies a variant’s options to the others after a confirm naming how many change; the save sends them, and each variant’s stock', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeShop({
      [`GET admin/products/${PRODUCT}`]: { body: { result: threeVariants } },
      [`PUT admin/products/${PRODUCT}`]: { body: { result: { _id: PRODUCT, product_slug: 'thick-turret-punch' } } },
    });
    renderAt(`/admin/products/${PRODUCT}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Round 10' }));
    const panel = within(document.getElementById(screen.getByRole('button', { name: 'Done' }).getAttribute('aria-controls')!)!);
    expect(panel.getByLabelText(/^Quantity in stock/)).toHaveValue('');
    expect(panel.getByText('Empty: the product’s stock (5) applies.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Copy options to all variants' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the options of Round 10?' }));
    expect(dialog.getByText(/The options of 2 other variants will be replaced with copies of this variant’s 1 option/)).toBeInTheDocument();
    // Keeping it as it is changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No changes')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Copy options to all variants' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change 2 variants' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // Every variant has them now: nothing more to copy.
    expect(panel.getByRole('button', { name: 'Copy options to all variants' })).toBeDisabled();
    expect(posts(sent, `admin/products/${PRODUCT}`)).toHaveLength(0);

    await user.type(panel.getByLabelText(/^Quantity in stock/), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    const options = [
      {
        variant_options_name: 'Coating',
        variant_options_link: 5,
        variant_options_lists: [
          { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
          { variant_options_child_name: 'TiN', variant_options_child_price: 12.5, variant_options_child_is_default: false },
        ],
      },
    ];
    expect(posts(sent, `admin/products/${PRODUCT}`)[0]!.body).toMatchObject({
      product_variants: [
        { _id: VARIANT, variant_sku: 'RD-10', variant_options: options, variant_quantity: 0 },
        { variant_sku: 'RD-12', variant_options: options, variant_quantity: null },
        { variant_sku: 'RD-14', variant_options: options, variant_quantity: 4 },
      ],
    });
  });
});
