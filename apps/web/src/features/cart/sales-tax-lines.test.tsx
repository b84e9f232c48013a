import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartTaxOf, orderTaxOf } from '../../components/sales-tax';
import { OrderSummary } from './order-summary';

// The cart's order summary with the sales tax line of the cart answer (issue 30 item 4).
const summary = (tax: Parameters<typeof OrderSummary>[0]['tax']) => {
  const router = createMemoryRouter([{ path: '/', element: <OrderSummary subTotal={230} shipping={25} tax={tax} blocked={null} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('complementary', { name: 'Order Summary' });
};
const rowOf = (box: HTMLElement, label: RegExp) => within(box).getByText(label).closest('div')!;

describe('the cart’s sales tax line', () => {
  it('shows the tax to the saved address and adds it to the total', () => {
    const box = summary(cartTaxOf({ sub_total: 230, item_count: 2, tax: 20.5, tax_label: 'Sales tax (WA 10.25%)', tax_note: null }));
    expect(rowOf(box, /Sales tax \(WA 10\.25%\)/)).toHaveTextContent('$20.50');
    expect(rowOf(box, /Total Cost of Your Order/)).toHaveTextContent('$275.50');
  });

  it('says it is calculated at checkout before an address is saved', () => {
    const box = summary(
      cartTaxOf({ sub_total: 230, item_count: 2, tax: null, tax_label: 'Sales tax is calculated at checkout', tax_note: null }),
    );
    expect(rowOf(box, /^Sales tax/)).toHaveTextContent('Calculated at checkout');
    expect(rowOf(box, /Total Cost of Your Order/)).toHaveTextContent('$255.00plus tax');
  });

  it('names the certificate of an exempt company', () => {
    const note = 'Tax exempt: resale certificate WA-123 until 2027-06-30';
    const box = summary(cartTaxOf({ sub_total: 230, item_count: 2, tax: 0, tax_label: 'Sales tax', tax_note: note }));
    expect(rowOf(box, /^Sales tax/)).toHaveTextContent(`${note}$0.00`);
  });

  it('has no tax line in a shop that charges none', () => {
    const box = summary(cartTaxOf({ sub_total: 230, item_count: 2, tax: null, tax_label: null, tax_note: null }));
    expect(within(box).queryByText(/Sales tax/)).toBeNull();
    expect(orderTaxOf({ tax: 0, tax_note: null }).label).toBeNull();
  });
});
