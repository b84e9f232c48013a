import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuickBooks, StaffMeAnswer, StaffRole } from '@northbend/shared';
import { signedInAs, StaffContext } from '../shell/staff-context';
import { NoticeHost } from '../ui/notices';
import { QuickBooksPage } from './quickbooks-page';

const NOT_CONNECTED: AdminQuickBooks = {
  configured: true,
  connected: false,
  realm_id: null,
  source: null,
  connected_by: null,
  connected_at: null,
  books_from: null,
  refresh_expires_at: null,
  booked: { invoices: 0, payments: 0, sales_receipts: 0 },
  waiting: 0,
};
const CONNECTED: AdminQuickBooks = {
  ...NOT_CONNECTED,
  connected: true,
  realm_id: '9341453012345678',
  source: 'oauth',
  connected_by: 'owner@northbend.example',
  connected_at: '2026-11-28T15:00:00.000Z',
  books_from: '2026-11-28T15:00:00.000Z',
  refresh_expires_at: '2027-03-08T15:00:00.000Z',
  booked: { invoices: 12, payments: 9, sales_receipts: 31 },
  waiting: 2,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me = (role: StaffRole): StaffMeAnswer => ({
  staff: {
    _id: 's1',
    email: `${role}@northbend.example`,
    name: 'Pat Owner',
    role,
    status: 'active',
    totp_enabled: true,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  permissions: [],
  totp_required: false,
});

/** Stubs fetch with an answer per "METHOD path"; records the calls. */
function fakeApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}`;
      calls.push(call);
      const answer = answers[call];
      return answer ? answer() : json({ message: 'not stubbed' }, 500);
    }),
  );
  return calls;
}

function renderPage(role: StaffRole, entry = '/admin/quickbooks') {
  const router = createMemoryRouter([{ path: '/admin/quickbooks', element: <QuickBooksPage /> }], { initialEntries: [entry] });
  render(
    <StaffContext.Provider value={signedInAs(me(role), () => undefined)}>
      <NoticeHost>
        <RouterProvider router={router} />
      </NoticeHost>
    </StaffContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('QuickBooks screen', { timeout: 30_000 }, () => {
  it("an owner connects: the button sends the browser to Intuit's consent page", async () => {
    const user = userEvent.setup({ delay: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = fakeApi({
      'GET /api/v1/admin/quickbooks': () => json(NOT_CONNECTED),
      'POST /api/v1/admin/quickbooks/connect': () => json({ authorize_url: 'https://appcenter.intuit.com/connect/oauth2?state=abc' }),
    });
    renderPage('owner');
    await user.click(await screen.findByRole('button', { name: 'Connect to QuickBooks' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://appcenter.intuit.com/connect/oauth2?state=abc'));
    expect(calls).toContain('POST /api/v1/admin/quickbooks/connect');
  });

  it('sales see the books but cannot connect', async () => {
    fakeApi({ 'GET /api/v1/admin/quickbooks': () => json(NOT_CONNECTED) });
    renderPage('sales');
    expect(await screen.findByText('Only an owner can connect the shop to QuickBooks.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect to QuickBooks' })).toBeNull();
  });

  it('says what the callback brought back, shows the connection and what is booked, and resyncs', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi({
      'GET /api/v1/admin/quickbooks': () => json(CONNECTED),
      'POST /api/v1/admin/quickbooks/resync': () => json({ message: '2 orders are queued for booking.', result: CONNECTED }),
    });
    renderPage('owner', '/admin/quickbooks?quickbooks=connected');
    expect(await screen.findByText(/The shop is connected to QuickBooks/)).toBeTruthy();
    expect(await screen.findByText('9341453012345678')).toBeTruthy();
    expect(screen.getByText(/by owner@northbend\.example/)).toBeTruthy();
    expect(screen.getByText('Sales receipts').nextElementSibling?.textContent).toBe('31');
    expect(screen.getByText('Waiting').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resync' }));
    expect(await screen.findByText('2 orders are queued for booking.')).toBeTruthy();
    expect(calls).toContain('POST /api/v1/admin/quickbooks/resync');
  });

  it('names the settings when QuickBooks is not set up', async () => {
    fakeApi({ 'GET /api/v1/admin/quickbooks': () => json({ ...NOT_CONNECTED, configured: false }) });
    renderPage('owner');
    expect(await screen.findByText(/QuickBooks is not set up on this shop/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect to QuickBooks' })).toBeNull();
  });
});
