import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { NoticeHost } from '../ui/notices';
import { StatusBadge } from '../ui/status-badge';
import { ReturnForm } from './return-form';

withModalDialogs();
afterEach(() => vi.unstubAllGlobals());

/** The parts of an order the form reads: two lines, $80 already refunded, $499.50 left to refund. */
const order = {
  order_id: 'NB-100042',
  currency: 'usd',
  returnable_lines: [
    { line_id: 'line-punch', name: 'Round punch 10 mm', sku: 'NB-RP-10', ordered: 3, returned: 1, returnable: 2, unit_price: 100 },
    { line_id: 'line-die', name: 'Press brake die 88°', sku: 'NB-PB-88', ordered: 1, returned: 0, returnable: 1, unit_price: 450 },
  ],
  return_money: { refunded: 80, credited: 0, refundable: 499.5, money: 'refund' },
} as unknown as AdminOrderDetail;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(onDone = vi.fn()) {
  render(
    <NoticeHost>
      <ReturnForm order={order} show onClose={() => undefined} onDone={onDone} />
    </NoticeHost>,
  );
  return onDone;
}

describe('Return / refund form', { timeout: 30_000 }, () => {
  it('suggests the returned pieces’ value capped at what can still be refunded, and sends the return', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        calls.push({ url: String(input), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
        if (init.method === 'POST')
          return json(201, { message: 'Return RMA-NB-100042-2 has been recorded.', result: { rma_number: 'RMA-NB-100042-2' } });
        return json(200, { result: { ...order, returns: [] } });
      }),
    );
    const onDone = renderForm();

    const amount = screen.getByLabelText('Refund (USD)');
    expect(amount).toHaveValue('0.00');
    expect(screen.getByText(/At most \$499\.50 \(\$80\.00 refunded before\)/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Round punch 10 mm'));
    await user.type(screen.getByLabelText('Round punch 10 mm'), '1');
    expect(amount).toHaveValue('100.00');
    await user.clear(screen.getByLabelText('Press brake die 88°'));
    await user.type(screen.getByLabelText('Press brake die 88°'), '1');
    // $100 + $450 is more than the $499.50 left: the suggestion stops there.
    expect(amount).toHaveValue('499.50');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(screen.getByLabelText(/Reason/), 'Sent back unused.');
    await user.click(screen.getByLabelText('Put the pieces back into stock'));
    await user.click(screen.getByRole('button', { name: 'Record return' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: expect.stringMatching(/\/api\/v1\/admin\/orders\/NB-100042\/returns$/),
      method: 'POST',
      body: {
        lines: [
          { line_id: 'line-punch', quantity: 1 },
          { line_id: 'line-die', quantity: 1 },
        ],
        refund_amount: 300,
        reason: 'Sent back unused.',
        restock: true,
      },
    });
    expect(await screen.findByText('Return RMA-NB-100042-2 has been recorded.')).toBeInTheDocument();
  });

  it('refuses more than can be refunded before asking, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = vi.fn(async () => json(409, { message: 'Only 2 of Round punch 10 mm can still be returned.' }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await user.clear(screen.getByLabelText('Round punch 10 mm'));
    await user.type(screen.getByLabelText('Round punch 10 mm'), '1');
    await user.clear(screen.getByLabelText('Refund (USD)'));
    await user.type(screen.getByLabelText('Refund (USD)'), '600');
    await user.type(screen.getByLabelText(/Reason/), 'Damaged.');
    await user.click(screen.getByRole('button', { name: 'Record return' }));
    expect(await screen.findByText('At most $499.50 can still be refunded.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Refund (USD)'));
    await user.type(screen.getByLabelText('Refund (USD)'), '50');
    await user.click(screen.getByRole('button', { name: 'Record return' }));
    expect(await screen.findByText('Only 2 of Round punch 10 mm can still be returned.')).toBeInTheDocument();
  });

  it('names refunded payments in the status badge', () => {
    render(
      <>
        <StatusBadge status="Refunded" label="Payment Refunded" />
        <StatusBadge status="Partially refunded" />
      </>,
    );
    expect(screen.getByText('Payment Refunded')).toHaveClass('nb-status--muted');
    expect(screen.getByText('Partially refunded')).toHaveClass('nb-status--info');
  });
});
