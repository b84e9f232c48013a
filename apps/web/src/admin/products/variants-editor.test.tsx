import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyChild, emptyProduct, emptyVariant, toInput, type ProductForm, type VariantForm } from './product-form';
import { withModalDialogs } from './test-dialog';
import { useProductEditor } from './use-product-editor';
import { VariantsEditor } from './variants-editor';
import { VariantsPreview } from './variants-preview';

withModalDialogs();

/** The variants editor and the preview on one form, as the product page has them, and the body a save would send. */
function Harness({ initial }: { initial: ProductForm }) {
  const editor = useProductEditor(initial);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const onOpen = (key: string, on: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <>
      <VariantsEditor editor={editor} open={open} onOpen={onOpen} />
      <section aria-label="Preview">
        <VariantsPreview productName={editor.form.product_name} variants={editor.form.product_variants} />
      </section>
      <output data-testid="body">{JSON.stringify(toInput(editor.form).product_variants)}</output>
    </>
  );
}

const variant = (over: Partial<VariantForm> = {}): VariantForm => ({
  ...emptyVariant(),
  variant_name: 'Round 10',
  variant_sku: 'RD-10',
  variant_price: '45.00',
  ...over,
});

const withVariants = (...variants: VariantForm[]): ProductForm => ({
  ...emptyProduct(),
  product_name: 'Punch',
  product_variants: variants,
});
const sentVariants = () => JSON.parse(screen.getByTestId('body').textContent ?? '[]') as { variant_name: string; variant_order: number }[];

// Typing letter by letter in jsdom takes seconds on a busy machine.
describe('variants editor', { timeout: 30_000 }, () => {
  it('says min must not be greater than max, with the shared rule, once the bound is left', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants()} />);
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.click(screen.getByRole('checkbox', { name: 'Millimetres (MM)' }));
    await user.type(screen.getByLabelText('Min (MM)'), '12');
    await user.type(screen.getByLabelText('Max (MM)'), '5');
    // Still typing the unit's bounds: no message yet.
    expect(screen.queryByText(/min must not be greater than max/)).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByText('variant_measurement.mm: min must not be greater than max')).toBeInTheDocument();
    expect(screen.getByLabelText('Max (MM)')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Max (MM)'));
    await user.type(screen.getByLabelText('Max (MM)'), '20');
    expect(screen.queryByText(/min must not be greater than max/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Max (MM)')).not.toHaveAttribute('aria-invalid');
  });

  it('wants both bounds of an enabled unit, and leaves the bounds of a unit that is off alone', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants(variant())} />);
    await user.click(screen.getByRole('button', { name: 'Edit Round 10' }));
    expect(screen.getByLabelText('Min (IN)')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Inches (IN)' }));
    await user.type(screen.getByLabelText('Min (IN)'), '0.25');
    // Past max (empty) and out of the unit's bounds.
    await user.tab();
    await user.tab();
    expect(screen.getByText('variant_measurement.in: enter both min and max when in is enabled')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Inches (IN)' }));
    expect(screen.queryByText(/enter both min and max/)).not.toBeInTheDocument();
  });

  it('keeps at most one default choice per option: the radio moves it or clears it, removing it passes it on', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants(variant())} />);
    await user.click(screen.getByRole('button', { name: 'Edit Round 10' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText(/^Option name/), 'Coating');
    await user.type(screen.getByLabelText('Name of choice 1'), 'Uncoated');
    await user.click(screen.getByRole('button', { name: 'Add choice to Coating' }));
    await user.type(screen.getByLabelText('Name of choice 2'), 'TiN');
    await user.clear(screen.getByLabelText('Price of TiN'));
    await user.type(screen.getByLabelText('Price of TiN'), '12.5');

    expect(screen.getByRole('radio', { name: 'Default choice: Uncoated' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Default choice: TiN' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Default choice: TiN' }));
    expect(screen.getByRole('radio', { name: 'Default choice: Uncoated' })).not.toBeChecked();

    // None, for a choice the buyer must make (a key angle).
    await user.click(screen.getByRole('radio', { name: 'No default: the buyer must choose' }));
    expect(screen.getByRole('radio', { name: 'Default choice: TiN' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Default choice: Uncoated' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Default choice: TiN' }));

    await user.click(screen.getByRole('button', { name: 'Remove choice TiN' }));
    expect(screen.getByRole('radio', { name: 'Default choice: Uncoated' })).toBeChecked();
    // The last choice cannot go: an option needs one.
    expect(screen.getByRole('button', { name: 'Remove choice Uncoated' })).toBeDisabled();
  });

  it('refuses the same choice twice in an option, in the shared words', async () => {
    const user = userEvent.setup({ delay: null });
    const option = {
      key: 'o1',
      variant_options_name: 'Coating',
      variant_options_link: 0 as const,
      variant_options_lists: [
        { ...emptyChild(true), variant_options_child_name: 'TiN' },
        { ...emptyChild(), variant_options_child_name: 'tin' },
      ],
    };
    render(<Harness initial={withVariants(variant({ variant_options: [option] }))} />);
    await user.click(screen.getByRole('button', { name: 'Edit Round 10' }));
    await user.click(screen.getByLabelText('Name of choice 2'));
    await user.tab();
    expect(screen.getByText('variant_options_lists of "Coating" has the same choice twice')).toBeInTheDocument();
  });

  it('moves variants up and down; variant_order is the position', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants(variant(), variant({ variant_name: 'Square 8', variant_sku: 'SQ-8' }))} />);
    expect(screen.getByRole('button', { name: 'Move Round 10 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Square 8 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Square 8 up' }));
    expect(sentVariants().map((v) => [v.variant_name, v.variant_order])).toEqual([
      ['Square 8', 0],
      ['Round 10', 1],
    ]);
    const rows = within(screen.getByRole('table', { name: /Variants, in the order/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Square 8');
    // The preview lists them in the new order too.
    const preview = within(screen.getByRole('region', { name: 'Preview' })).getAllByRole('row');
    expect(preview[1]).toHaveTextContent('Square 8');
  });

  it('asks before removing, and says an ordered variant is archived, not deleted', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Harness
        initial={withVariants(
          variant({ _id: 'a7b0c7de-7d7a-4c4e-9d65-2f6c1f1e0a01', ordered: true }),
          variant({ variant_name: 'Square 8', variant_sku: 'SQ-8' }),
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Round 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Round 10?' });
    expect(dialog).toHaveTextContent('Ordered variants are archived, not deleted');

    await user.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(sentVariants()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove Round 10' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Round 10?' })).getByRole('button', { name: 'Archive variant' }));
    expect(sentVariants().map((v) => v.variant_name)).toEqual(['Square 8']);

    await user.click(screen.getByRole('button', { name: 'Remove Square 8' }));
    expect(screen.getByRole('dialog', { name: 'Remove Square 8?' })).not.toHaveTextContent('archived');
  });
});

describe('storefront preview', { timeout: 30_000 }, () => {
  const coated = variant({
    variant_name: 'Round 12.0 mm long',
    variant_price: '92.5',
    variant_measurement: { mm_status: true, in_status: false, mm: { min: '10', max: '20.50' }, in: { min: '', max: '' } },
    variant_options: [
      {
        key: 'o1',
        variant_options_name: 'Coating',
        variant_options_link: 5,
        variant_options_lists: [
          { ...emptyChild(), variant_options_child_name: 'TiN coated', variant_options_child_price: '12.50' },
          { ...emptyChild(true), variant_options_child_name: 'Uncoated', variant_options_child_price: '0' },
        ],
      },
    ],
  });

  it('shows the storefront’s columns, texts and customer prices as the editor types', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants(coated, variant({ variant_name: 'Plain', variant_sku: 'PL-1' }))} />);
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Type',
      'Part No.',
      'Measurement (MM)',
      'Measurement (IN)',
      'Action',
    ]);
    const [, first, second] = preview.getAllByRole('row');
    // Names are cut at 12 characters, bounds as the API stores them, prices as a customer sees them.
    expect(first).toHaveTextContent('Round 12.0 m…');
    expect(first).toHaveTextContent('$92.50');
    expect(first).toHaveTextContent('10 - 20.5');
    expect(first).toHaveTextContent('N/A');
    // Neither a size nor an option: the Options button is disabled.
    expect(within(second).getByRole('button', { name: /Options/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Round 12.0 mm long' }));
    await user.clear(screen.getByLabelText(/^Price \*$/));
    await user.type(screen.getByLabelText(/^Price \*$/), '99');
    expect(preview.getAllByRole('row')[1]).toHaveTextContent('$99.00');
  });

  it('checks a typed size with the shared rule and lists the choices cheapest first with their surcharge', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={withVariants(coated)} />);
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.click(preview.getByRole('button', { name: /Options/ }));

    const coating = preview.getByRole('combobox', { name: 'Coating' });
    expect(
      within(coating)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['--- Select ---', 'Uncoated +$0.00', 'TiN coated +$12.50']);
    expect(coating).toHaveValue('Uncoated');
    expect(preview.getByText('More info')).toBeInTheDocument();
    expect(preview.getByText('Allowed: 10 - 20.5 MM')).toBeInTheDocument();

    await user.type(preview.getByLabelText('Measurement'), '30');
    expect(preview.getByRole('alert')).toHaveTextContent('Please enter a value between 10 MM and 20.5 MM.');
    await user.clear(preview.getByLabelText('Measurement'));
    await user.type(preview.getByLabelText('Measurement'), '15');
    expect(preview.queryByRole('alert')).not.toBeInTheDocument();
  });
});
