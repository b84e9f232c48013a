import type { QuickOrderMatch } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi, type SentRequest } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { QuickOrderPage } from './quick-order-page';

const routes = [{ path: paths.quickOrder, Component: QuickOrderPage }];

const plain: QuickOrderMatch = {
  part_number: 'NB-100',
  message: null,
  variants: [],
  item: {
    product_id: 'p1',
    product_name: 'Round Punch 6 mm',
    product_slug: 'round-punch-6',
    product_sku: 'NB-100',
    name: 'Round Punch 6 mm',
    image: '',
    price: 45,
    stock: 12,
    variant: null,
    needs_configuration: false,
  },
};

const measured: QuickOrderMatch = {
  part_number: 'NB-200-A',
  message: null,
  variants: [],
  item: {
    product_id: 'p2',
    product_name: 'Press Brake Die',
    product_slug: 'press-brake-die',
    product_sku: 'NB-200',
    name: 'Press Brake Die (Custom Cut)',
    image: '',
    price: 100,
    stock: 3,
    needs_configuration: true,
    variant: {
      _id: 'v1',
      variant_name: 'Custom Cut',
      variant_sku: 'NB-200-A',
      variant_price: 100,
      variant_image: '',
      variant_order: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      variant_description: '',
      variant_measurement: { mm_status: true, in_status: false, mm: { min: 20, max: 835 }, in: { min: null, max: null } },
      variant_options: [
        {
          variant_options_id: 'o1',
          variant_options_name: 'Coating',
          variant_options_link: 0,
          variant_options_lists: [
            { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
            { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: false },
          ],
        },
      ],
    },
  },
};

/** The product NB-200 itself: sold through its variants, which the lookup lists to choose from. */
const throughVariants: QuickOrderMatch = {
  part_number: 'NB-200',
  message: 'Please choose a variant of this product.',
  variants: [
    { part_number: 'NB-200-A', name: 'Custom Cut' },
    { part_number: 'NB-200-B', name: 'Standard 835 mm' },
  ],
  item: { ...measured.item!, name: 'Press Brake Die', variant: null, needs_configuration: false },
};

const known: Record<string, QuickOrderMatch> = { 'NB-100': plain, 'NB-200-A': measured, 'NB-200': throughVariants };

const lookup = (req: SentRequest) => ({
  result: (req.body as { part_numbers: string[] }).part_numbers.map(
    (p) => known[p.toUpperCase()] ?? { part_number: p, item: null, message: 'Part number not found', variants: [] },
  ),
});

describe('the quick order pad', () => {
  it('looks pasted rows up, configures a variant with the product page’s rules and adds all in one request', async () => {
    const sent = fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([]),
      'POST cart/quick-order/lookup': lookup,
      'POST cart/quick-order': {
        result: cartAnswer([cartLine()]).data,
        refused: [{ row: 2, part_number: 'NB-404', message: 'Part number not found' }],
      },
    });
    renderRoutes(routes, { at: paths.quickOrder, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Paste from spreadsheet' }));
    await user.click(screen.getByLabelText(/One row per line/));
    await user.paste('SKU\tQty\nnb-100\t2\nNB-404\t1\nNB-200-A\t3');
    await user.click(screen.getByRole('button', { name: 'Add rows to pad' }));

    const rows = () => within(screen.getByRole('list', { name: 'Quick order rows' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(3);
    expect(await within(rows()[0]).findByText('Round Punch 6 mm')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('$45.00 each · Stock: 12')).toBeInTheDocument();
    expect(within(rows()[0]).getByLabelText('Row 1 total')).toHaveTextContent('$90.00');
    expect(within(rows()[1]).getByText('Part number not found')).toBeInTheDocument();
    // One lookup for the three part numbers.
    expect(sent.filter((r) => r.path === 'cart/quick-order/lookup')).toHaveLength(1);

    const chooser = within(rows()[2]);
    expect(chooser.getByText(/Choose this option:/)).toBeInTheDocument();
    await user.type(chooser.getByLabelText('Measurement'), '900');
    expect(chooser.getByRole('alert')).toHaveTextContent('Please enter a value between 20 MM and 835 MM.');
    await user.clear(chooser.getByLabelText('Measurement'));
    await user.type(chooser.getByLabelText('Measurement'), '500');
    expect(chooser.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(chooser.getByLabelText('Coating'), 'TiN');
    expect(chooser.getByLabelText('Row 3 total')).toHaveTextContent('$336.00');

    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const add = sent.find((r) => r.path === 'cart/quick-order');
    expect(add?.body).toEqual({
      cart_customer_id: 'cust-1',
      rows: [
        { part_number: 'nb-100', quantity: 2 },
        { part_number: 'NB-404', quantity: 1 },
        {
          part_number: 'NB-200-A',
          quantity: 3,
          variant_measurement_selected: { type: 'MM', value: 500 },
          variant_options_selected: [{ variant_options_id: 'o1', variant_options_child_name: 'TiN' }],
        },
      ],
    });
    // The refused row stays with the reason; the added ones leave the pad.
    expect(await screen.findByText('Not added: Part number not found')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.getByLabelText('Part number, row 1')).toHaveValue('NB-404');
    expect(screen.getByText(/2 rows added to your cart\. 1 row was not added\./)).toBeInTheDocument();
    // Typing into jsdom is slow on a busy machine.
  }, 30_000);

  it("offers a product's variants to choose from; the choice takes the variant's part number and opens its chooser", async () => {
    fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([]), 'POST cart/quick-order/lookup': lookup });
    renderRoutes(routes, { at: paths.quickOrder, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Part number, row 1'), 'NB-200');
    expect(await screen.findByText('Please choose a variant of this product.')).toBeInTheDocument();
    const picker = screen.getByLabelText('Variant, row 1');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a variant…', 'Custom Cut · NB-200-A', 'Standard 835 mm · NB-200-B']);

    await user.selectOptions(picker, 'NB-200-A');
    expect(screen.getByLabelText('Part number, row 1')).toHaveValue('NB-200-A');
    expect(await screen.findByText(/Choose this option:/)).toBeInTheDocument();
    expect(screen.queryByText('Please choose a variant of this product.')).not.toBeInTheDocument();
  }, 30_000);

  it('marks a bad quantity and sends nothing', async () => {
    const sent = fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([]), 'POST cart/quick-order/lookup': lookup });
    renderRoutes(routes, { at: paths.quickOrder, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Part number, row 1'), 'NB-100');
    await user.clear(screen.getByLabelText('Quantity, row 1'));
    await user.type(screen.getByLabelText('Quantity, row 1'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));

    expect(await screen.findByText('Quantity must be a whole number from 1 to 9,999.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity, row 1')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((r) => r.path === 'cart/quick-order')).toBe(false);
  });
});
