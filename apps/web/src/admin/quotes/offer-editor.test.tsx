import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopToday, type AdminQuoteView } from '@northbend/shared';
import { AdminApiError } from '../api/client';
import { addDays, OfferEditor } from './offer-editor';
import { parseAmount, totalCents, draftLine } from './offer-lines';

const request: AdminQuoteView = {
  quote_number: 'Q-10001',
  status: 'Requested',
  machine: 'Amada EMK 3610 NT',
  tool_type: 'Turret punch',
  quantity: 4,
  needed_by: null,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  valid_until: null,
  total: null,
  in_cart: false,
  order_number: null,
  unread: true,
  notes: '',
  drawing: null,
  lines: [],
  messages: [],
  customer: { _id: 'c1', name: 'Dana Fischer', email: 'dana@example.com', company: 'Fischer Sheet Metal' },
  answered_by: null,
};

const box = (line: number, what: string) => screen.getByRole('textbox', { name: `Line ${line} ${what}` });

describe('the offer editor', { timeout: 30_000 }, () => {
  it('keeps a running total, adds and removes lines, and sends the checked offer', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<OfferEditor quote={request} onSend={onSend} />);
    const user = userEvent.setup();

    // It starts with one line of the requested tool and quantity, valid for 30 days.
    expect(box(1, 'description')).toHaveValue('Turret punch');
    expect(box(1, 'quantity')).toHaveValue('4');
    expect(screen.getByLabelText('Valid until')).toHaveValue(addDays(shopToday(), 30));
    await user.type(box(1, 'unit price'), '120.50');
    expect(screen.getByLabelText('Line 1 total')).toHaveTextContent('$482.00');

    await user.click(screen.getByRole('button', { name: '+ Add line' }));
    // The new line's description takes the focus (on the next frame).
    await waitFor(() => expect(box(2, 'description')).toHaveFocus());
    await user.keyboard('Matching die');
    await user.clear(box(2, 'quantity'));
    await user.type(box(2, 'quantity'), '2');
    await user.type(box(2, 'unit price'), '1,100');
    expect(screen.getByLabelText('Offer total')).toHaveTextContent('$2,682.00');

    await user.click(screen.getByRole('button', { name: '+ Add line' }));
    await waitFor(() => expect(box(3, 'description')).toHaveFocus());
    await user.keyboard('Spare stripper');
    expect(screen.getByLabelText('Offer total')).toHaveTextContent('$2,682.00');
    await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    expect(screen.queryByRole('textbox', { name: 'Line 3 description' })).not.toBeInTheDocument();
    await waitFor(() => expect(box(2, 'description')).toHaveFocus());

    await user.type(screen.getByLabelText(/Message to the customer/), 'Delivery in three weeks.');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(onSend).toHaveBeenCalledWith({
      lines: [
        { description: 'Turret punch', quantity: 4, unit_price: 120.5 },
        { description: 'Matching die', quantity: 2, unit_price: 1100 },
      ],
      valid_until: addDays(shopToday(), 30),
      message: 'Delivery in three weeks.',
    });
  });

  it('marks the boxes the server’s rules refuse and sends nothing; shows the server’s refusal', async () => {
    const onSend = vi.fn(async () => {
      throw new AdminApiError(409, 'This quote has already been ordered.');
    });
    render(<OfferEditor quote={request} onSend={onSend} />);
    const user = userEvent.setup();

    await user.clear(box(1, 'description'));
    await user.clear(box(1, 'quantity'));
    await user.type(box(1, 'quantity'), '1.5');
    await user.type(box(1, 'unit price'), '0');
    // Enter in a line's box does not send a half-typed offer.
    await user.type(box(1, 'unit price'), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the 3 marked boxes before sending.');
    expect(box(1, 'description')).toHaveAccessibleDescription('Description is required');
    expect(box(1, 'quantity')).toHaveAccessibleDescription('Quantity must be a whole number');
    expect(box(1, 'unit price')).toHaveAccessibleDescription('Unit price must be more than 0');
    await expect.poll(() => document.activeElement).toBe(box(1, 'description'));

    await user.type(box(1, 'description'), 'Turret punch');
    await user.clear(box(1, 'quantity'));
    await user.type(box(1, 'quantity'), '4');
    await user.clear(box(1, 'unit price'));
    await user.type(box(1, 'unit price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(box(1, 'unit price')).toHaveAccessibleDescription('Unit price has at most 2 decimals');

    await user.clear(box(1, 'unit price'));
    await user.type(box(1, 'unit price'), '12.34');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has already been ordered.');
  });

  it('starts a revision from the lines sent, and the last line cannot be removed', () => {
    render(
      <OfferEditor
        quote={{
          ...request,
          status: 'Quoted',
          valid_until: '2099-12-30',
          in_cart: true,
          lines: [{ _id: 'l1', position: 1, description: 'Obround punch', quantity: 4, unit_price: 120, line_total: 480 }],
        }}
        onSend={vi.fn()}
      />,
    );
    expect(box(1, 'unit price')).toHaveValue('120.00');
    expect(screen.getByLabelText('Valid until')).toHaveValue('2099-12-30');
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send revised quote' })).toBeInTheDocument();
    expect(screen.getByText(/takes the old lines out of it/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByLabelText('Offer total')).toHaveTextContent('$480.00');
  });

  it('reads amounts as typed by people', () => {
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(Number.isNaN(parseAmount('12a'))).toBe(true);
    expect(Number.isNaN(parseAmount(''))).toBe(true);
    // Cents, so 3 × 0.1 is 30 cents, not 30.000000000000004.
    expect(totalCents([draftLine({ quantity: '3', unit_price: '0.10' }), draftLine({ quantity: 'x', unit_price: '5' })])).toBe(30);
  });
});
