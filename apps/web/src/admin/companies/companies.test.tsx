import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCompanyDetail, AdminCompanyPage } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { NoticeHost } from '../ui/notices';
import { CompaniesPage } from './companies-page';
import { CompanyPage } from './company-page';

withModalDialogs();

const ID = '7b0c6a52-1f4e-4c43-9a55-6d3f1b2c9e10';
const DANA = { _id: 'c1', user_name: 'Dana Whitfield', user_email: 'dana@precisionfab.example' };
const SAM = { _id: 'c2', user_name: 'Sam Foreman', user_email: 'sam@precisionfab.example' };

const PAGE: AdminCompanyPage = {
  result: [
    {
      _id: ID,
      company_name: 'Precision Fab LLC',
      member_count: 2,
      admin_emails: [DANA.user_email, 'ops@precisionfab.example'],
      order_count: 31,
      created_at: '2026-10-01T12:00:00.000Z',
    },
  ],
  paginationInfo: { currentPage: 1, totalPages: 3, totalCount: 41, limit: 20 },
};

const member = (p: typeof DANA, values: Partial<AdminCompanyDetail['members'][number]>) => ({
  ...p,
  company_role: 'buyer' as const,
  order_limit: null,
  status: 'active' as const,
  invited_at: null,
  created_at: '2026-10-01T12:00:00.000Z',
  ...values,
});

const DETAIL: AdminCompanyDetail = {
  _id: ID,
  company_name: 'Precision Fab LLC',
  created_at: '2026-10-01T12:00:00.000Z',
  members: [member(DANA, { company_role: 'admin' }), member(SAM, { order_limit: 500 })],
  addresses: [
    {
      _id: 'a1',
      label: 'Main plant',
      is_default: true,
      customer_name: 'Dana Whitfield',
      customer_phone_number: '+1 616 555 0199',
      customer_company: 'Precision Fab LLC',
      customer_address: '1200 Industrial Ave',
      customer_secondary_address: '',
      customer_city: 'Holland',
      customer_state: 'Michigan',
      customer_zip_code: '49423',
      customer_country: 'United States',
    },
  ],
  order_count: 31,
  orders: [
    {
      _id: 'o1',
      order_id: 'NB-100042',
      createdAt: '2026-11-20T15:00:00.000Z',
      placed_by: SAM,
      status: 'Pending',
      payment_type: 'NET_30',
      payment_status: 'Pending',
      shipping_status: 'Pending',
      total: 420,
    },
  ],
  quotes: [
    {
      _id: 'q1',
      quote_number: 'Q-10007',
      createdAt: '2026-11-21T15:00:00.000Z',
      requested_by: DANA,
      status: 'Quoted',
      tool_type: 'Acute-angle die 30°',
      machine: 'Amada HFE 100-3',
      quantity: 4,
    },
  ],
  audit: [
    {
      _id: '9',
      staff_id: null,
      staff_email: null,
      action: 'company.invite',
      entity_type: 'company',
      entity_id: ID,
      summary: 'dana@precisionfab.example: invited sam@precisionfab.example as buyer',
      before: null,
      after: null,
      created_at: '2026-11-01T12:00:00.000Z',
    },
  ],
  terms: {
    payment_methods: ['COD', 'CREDIT_CARD', 'NET_30', 'BANK_TRANSFER'],
    credit_limit: 25000,
    open_balance: 1200,
    available_credit: 23800,
    overdue_hold_days: 15,
    overdue_hold: false,
  },
  tax_exempt: null,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const NO_CERTIFICATES: [RegExp, () => { body: unknown }] = [/GET .*\/tax-certificates$/, () => ({ body: { result: [] } })];

/** Stubs fetch: each call answers the first matching handler's status and body. */
function fakeApi(handlers: [RegExp, (call: Call) => { status?: number; body: unknown }][]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      // The certificates panel (issue 27) loads its own list: none, unless a test says otherwise.
      const handler = [NO_CERTIFICATES, ...handlers].find(([pattern]) => pattern.test(`${call.method} ${call.url}`));
      const answer: { status?: number; body: unknown } = handler ? handler[1](call) : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/companies', element: <CompaniesPage /> },
      { path: '/admin/companies/:id', element: <CompanyPage /> },
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

describe('Companies', { timeout: 30_000 }, () => {
  it('lists companies with their first admin, members and orders; searches and pages through the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([[/GET .*\/admin\/companies/, () => ({ body: PAGE })]]);
    const router = renderAt('/admin/companies');

    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = within(table).getByRole('link', { name: 'Precision Fab LLC' }).closest('tr')!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/admin/companies/${ID}`);
    expect(row.textContent).toContain(DANA.user_email);
    expect(row.textContent).toContain('+1');
    expect(within(row).getByText('31')).toBeTruthy();
    expect(screen.getByText(/41 companies/)).toBeTruthy();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of companies' })).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toMatch(/\/api\/v1\/admin\/companies\?page=2$/));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sam@precision');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=sam%40precision'));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toMatch(/\/api\/v1\/admin\/companies\?search=sam%40precision$/));
  });

  it("shows a company's members, locations, orders and quotes with links, and its audit entries", async () => {
    fakeApi([[/GET .*\/admin\/companies\//, () => ({ body: { result: DETAIL } })]]);
    renderAt(`/admin/companies/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Precision Fab LLC' })).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Members of Precision Fab LLC' });
    const sam = within(members).getByRole('link', { name: 'Sam Foreman' }).closest('tr')!;
    expect(sam.textContent).toContain('Buyer');
    expect(sam.textContent).toContain('$500.00');
    expect(within(sam).getByText('Active')).toBeTruthy();
    // Dana is the only active admin: the server would refuse, so the page does not offer it.
    expect(within(members).queryByRole('button', { name: 'Disable Dana Whitfield' })).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Disable Sam Foreman' })).toBeTruthy();

    const orders = screen.getByRole('table', { name: 'Recent orders of Precision Fab LLC' });
    expect(within(orders).getByRole('link', { name: 'NB-100042' }).getAttribute('href')).toBe('/admin/orders/NB-100042');
    expect(within(orders).getByRole('link', { name: 'Sam Foreman' }).getAttribute('href')).toBe('/admin/customers/c2');
    const quotes = screen.getByRole('table', { name: 'Quote requests of Precision Fab LLC' });
    expect(within(quotes).getByRole('link', { name: 'Q-10007' }).getAttribute('href')).toBe('/admin/quotes/Q-10007');
    expect(screen.getByText('Main plant').textContent).toContain('Default');
    expect(screen.getByText('1200 Industrial Ave')).toBeTruthy();
    const audit = screen.getByRole('table', { name: 'Audit entries of Precision Fab LLC' });
    expect(within(audit).getByText('company.invite')).toBeTruthy();
    expect(within(audit).getByText('Company admin')).toBeTruthy();
  });

  it('disables a member after asking, and shows the refusal of the last admin', async () => {
    const user = userEvent.setup({ delay: null });
    // Two admins: the page offers to disable either; the server still decides (another may have gone meanwhile).
    const OPS = { _id: 'c9', user_name: 'Olive Ops', user_email: 'ops@precisionfab.example' };
    const twoAdmins = { ...DETAIL, members: [...DETAIL.members, member(OPS, { company_role: 'admin' })] };
    const disabled = { ...twoAdmins, members: twoAdmins.members.map((m) => (m._id === 'c2' ? { ...m, status: 'disabled' as const } : m)) };
    const calls = fakeApi([
      [
        /POST .*\/members\/c2\/disable$/,
        () => ({ body: { result: disabled, message: 'The member has been disabled and signed out everywhere.' } }),
      ],
      [
        /POST .*\/members\/c1\/disable$/,
        () => ({
          status: 409,
          body: { message: 'The company needs at least one active admin. Ask the company to make another member an admin first.' },
        }),
      ],
      [/GET .*\/admin\/companies\//, () => ({ body: { result: twoAdmins } })],
    ]);
    renderAt(`/admin/companies/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Disable Sam Foreman' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Sam Foreman?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable member' }));
    expect(await screen.findByText('The member has been disabled and signed out everywhere.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enable Sam Foreman' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Disable Dana Whitfield' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable Dana Whitfield?' })).getByRole('button', { name: 'Disable member' }),
    );
    expect(await screen.findByText(/needs at least one active admin/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/companies\//, ''))).toEqual([
      `${ID}/members/c2/disable`,
      `${ID}/members/c1/disable`,
    ]);
  });

  it('invites a member with the role and limit, checking the fields first', async () => {
    const user = userEvent.setup({ delay: null });
    const invited = member(
      { _id: 'c3', user_name: 'Nia New', user_email: 'nia@precisionfab.example' },
      { status: 'invited', order_limit: 750 },
    );
    const calls = fakeApi([
      [
        /POST .*\/members$/,
        () => ({
          status: 201,
          body: {
            result: { ...DETAIL, members: [...DETAIL.members, invited] },
            message: 'An invitation has been sent to nia@precisionfab.example.',
          },
        }),
      ],
      [/GET .*\/admin\/companies\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/companies/${ID}`);

    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText(/Name/), 'Nia New');
    await user.type(within(form).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/email/i);

    await user.clear(within(form).getByLabelText(/Email/));
    await user.type(within(form).getByLabelText(/Email/), 'nia@precisionfab.example');
    await user.type(within(form).getByLabelText(/Order limit/), '750');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation has been sent to nia@precisionfab.example.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Members of Precision Fab LLC' })).getByText('Invited')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { user_name: 'Nia New', user_email: 'nia@precisionfab.example', company_role: 'buyer', order_limit: 750 },
    ]);
  });

  it('renames the company in a dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [
        /PUT .*\/admin\/companies\//,
        (call) => ({
          body: {
            result: { ...DETAIL, company_name: (call.body as { company_name: string }).company_name },
            message: 'The company has been renamed.',
          },
        }),
      ],
      [/GET .*\/admin\/companies\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/companies/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the company' });
    const field = within(dialog).getByLabelText('Company name');
    await user.clear(field);
    await user.type(field, 'Precision Fab Holland');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Precision Fab Holland' })).toBeTruthy();
    expect(screen.getByText('The company has been renamed.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ company_name: 'Precision Fab Holland' }]);
  });

  it('sets the payment terms: methods, Net 30 limit and hold (issue 27)', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [/PUT .*\/terms$/, () => ({ body: { result: DETAIL.terms, message: 'The terms have been saved.' } })],
      [/GET .*\/admin\/companies\//, () => ({ body: { result: DETAIL } })],
    ]);
    renderAt(`/admin/companies/${ID}`);

    const form = await screen.findByRole('form', { name: 'Payment terms' });
    expect(within(form).getByText('$1,200.00')).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: /Credit Card/i }));
    const limit = within(form).getByLabelText('Net 30 credit limit ($)');
    await user.clear(limit);
    await user.type(limit, '1,000');
    await user.click(within(form).getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('The terms have been saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { payment_methods: ['COD', 'NET_30', 'BANK_TRANSFER'], credit_limit: 1000, overdue_hold_days: 15 },
    ]);
  });
});
