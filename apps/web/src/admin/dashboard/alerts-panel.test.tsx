import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAlert } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { NoticeHost } from '../ui/notices';
import { AlertsPanel } from './alerts-panel';

const refunded: AdminAlert = {
  id: 3,
  kind: 'order.cancel_not_finished',
  entity_type: 'order',
  entity_id: '6f1c2d8e-0000-4000-8000-000000000001',
  about: 'NB-100042',
  title: 'NB-100042 was refunded but is not cancelled',
  detail:
    'sales@northbendtooling.com cancelled NB-100042 (“Wrong die height”) and the payment provider refunded 1279.50 USD (refund re_1), but the order could not be cancelled: This order has shipped and can no longer be cancelled.',
  created_at: '2026-11-28T06:00:00.000Z',
  resolved_at: null,
  resolved_by: null,
  resolution: null,
};

function renderPanel(mayResolve: boolean, onResolved = () => undefined) {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AlertsPanel alerts={[refunded]} mayResolve={mayResolve} onResolved={onResolved} /> }],
    { initialEntries: ['/admin'] },
  );
  render(
    <NoticeHost>
      <RouterProvider router={router} />
    </NoticeHost>,
  );
}

withModalDialogs();

describe('Dashboard alerts', { timeout: 30_000 }, () => {
  it('shows what happened with a link to the order, and sales resolve it with a note', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        calls.push({ url: String(input), body: JSON.parse(String(init.body ?? '{}')) });
        const body = {
          message: 'The alert has been marked as resolved.',
          result: { ...refunded, resolved_at: '2026-11-28T07:00:00.000Z' },
        };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const onResolved = vi.fn();
    renderPanel(true, onResolved);

    const panel = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(panel).getByText('NB-100042 was refunded but is not cancelled')).toBeTruthy();
    expect(within(panel).getByText(/could not be cancelled: This order has shipped/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open order NB-100042' }).getAttribute('href')).toBe('/admin/orders/NB-100042');

    await user.click(within(panel).getByRole('button', { name: 'Resolve' }));
    await user.type(screen.getByLabelText('What was done (kept in the audit log)'), 'Shipped; customer pays again.');
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('The alert has been marked as resolved.')).toBeTruthy();
    expect(onResolved).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      { url: expect.stringMatching(/\/api\/v1\/admin\/alerts\/3\/resolve$/), body: { resolution: 'Shipped; customer pays again.' } },
    ]);
  });

  it('offers no Resolve to those who do not handle payments', () => {
    renderPanel(false);
    expect(screen.getByText('NB-100042 was refunded but is not cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});
