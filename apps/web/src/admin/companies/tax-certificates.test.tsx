import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCompanyDetail, StaffMeAnswer, StaffRole, TaxCertificate } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { signedInAs, StaffContext } from '../shell/staff-context';
import { NoticeHost } from '../ui/notices';
import { CompanyPage } from './company-page';

withModalDialogs();

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../lib/save-file', () => ({ saveFile: (blob: Blob, name: string) => saved.push({ blob, name }) }));

const ID = '7b0c6a52-1f4e-4c43-9a55-6d3f1b2c9e10';
const COMPANY: AdminCompanyDetail = {
  _id: ID,
  company_name: 'Precision Fab LLC',
  created_at: '2026-10-01T12:00:00.000Z',
  members: [],
  addresses: [],
  order_count: 0,
  orders: [],
  quotes: [],
  audit: [],
  terms: {
    payment_methods: ['NET_30'],
    credit_limit: 25000,
    open_balance: 1200,
    available_credit: 23800,
    overdue_hold_days: 15,
    overdue_hold: false,
  },
  tax_exempt: null,
};
const CERT: TaxCertificate = {
  _id: 'cert-1',
  kind: 'resale',
  number: 'MI-RS-20931',
  region: 'Michigan',
  file_name: 'resale-certificate.pdf',
  content_type: 'application/pdf',
  size_bytes: 48_000,
  status: 'pending',
  expires_at: null,
  reject_reason: null,
  uploaded_by: { _id: 'c1', user_name: 'Dana Whitfield', user_email: 'dana@precisionfab.example' },
  decided_at: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const OLD: TaxCertificate = {
  ...CERT,
  _id: 'cert-0',
  file_name: 'old.png',
  status: 'expired',
  expires_at: '2026-06-30',
  number: null,
  region: null,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function fakeApi(handlers: [RegExp, (call: Call) => Response][]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const handler = handlers.find(([pattern]) => pattern.test(`${call.method} ${call.url}`));
      return handler ? handler[1](call) : json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me = (role: StaffRole): StaffMeAnswer => ({
  staff: {
    _id: 's1',
    email: `${role}@northbend.example`,
    name: 'Sales Tester',
    role,
    status: 'active',
    totp_enabled: true,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  permissions: [],
  totp_required: false,
});

function renderCompany(role: StaffRole = 'sales') {
  const router = createMemoryRouter([{ path: '/admin/companies/:id', element: <CompanyPage /> }], {
    initialEntries: [`/admin/companies/${ID}`],
  });
  render(
    <StaffContext.Provider value={signedInAs(me(role), () => undefined)}>
      <NoticeHost>
        <RouterProvider router={router} />
      </NoticeHost>
    </StaffContext.Provider>,
  );
}

describe('Tax exemption certificates on the company page', { timeout: 30_000 }, () => {
  it('lists the certificates with their status, opens the file, and approves a pending one until a day', async () => {
    const user = userEvent.setup({ delay: null });
    let certificates = [CERT, OLD];
    let company = COMPANY;
    const calls = fakeApi([
      [/GET .*\/tax-certificates\/cert-1\/file$/, () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })],
      [
        /PUT .*\/tax-certificates\/cert-1$/,
        (call) => {
          const body = call.body as { expires_at: string };
          certificates = [{ ...CERT, status: 'approved', expires_at: body.expires_at }, OLD];
          company = { ...COMPANY, tax_exempt: { kind: 'resale', expires_at: body.expires_at } };
          return json({ result: certificates[0], message: 'The certificate has been approved.' });
        },
      ],
      [/GET .*\/companies\/[^/]+\/tax-certificates$/, () => json({ result: certificates })],
      [/GET .*\/admin\/companies\/[^/]+$/, () => json({ result: company })],
    ]);
    renderCompany();

    const table = await screen.findByRole('table', { name: 'Tax exemption certificates of Precision Fab LLC' });
    expect(screen.getByRole('heading', { name: 'Tax exemption certificates (1 to review)' })).toBeTruthy();
    expect(screen.getByText('Not tax exempt: no approved certificate is in force.')).toBeTruthy();
    const pending = within(table).getByRole('button', { name: 'resale-certificate.pdf' }).closest('tr')!;
    expect(pending.textContent).toContain('MI-RS-20931');
    expect(pending.textContent).toContain('Michigan');
    expect(pending.textContent).toContain('Pending');
    const old = within(table).getByRole('button', { name: 'old.png' }).closest('tr')!;
    expect(old.textContent).toContain('Expired on Jun 30, 2026');
    expect(within(old).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'resale-certificate.pdf' }));
    await vi.waitFor(() => expect(saved.map((s) => s.name)).toEqual(['resale-certificate.pdf']));

    await user.click(within(pending).getByRole('button', { name: 'Approve resale-certificate.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the resale certificate' });
    const until = within(dialog).getByLabelText('Valid until');
    await user.clear(until);
    await user.type(until, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The expiry date cannot be in the past.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(until);
    await user.type(until, '2030-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The certificate has been approved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approved', expires_at: '2030-12-31' });
    expect(await screen.findByText('Approved until Dec 31, 2030')).toBeTruthy();
    expect(await screen.findByText('Dec 31, 2030')).toBeTruthy();
    expect(screen.getByText(/Resale certificate, valid until/)).toBeTruthy();
  });

  it('rejects with the reason, which the server needs', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeApi([
      [
        /PUT .*\/tax-certificates\/cert-1$/,
        () =>
          json({ result: { ...CERT, status: 'rejected', reject_reason: 'Not signed.' }, message: 'The certificate has been rejected.' }),
      ],
      [/GET .*\/companies\/[^/]+\/tax-certificates$/, () => json({ result: [CERT] })],
      [/GET .*\/admin\/companies\/[^/]+$/, () => json({ result: COMPANY })],
    ]);
    renderCompany();
    await user.click(await screen.findByRole('button', { name: 'Reject resale-certificate.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the resale certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for the rejection; the company sees it.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Not signed.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The certificate has been rejected.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'rejected', reason: 'Not signed.' });
  });

  it("links the receivables and the company's statement from the Payment terms panel", async () => {
    fakeApi([
      [/GET .*\/companies\/[^/]+\/tax-certificates$/, () => json({ result: [] })],
      [/GET .*\/admin\/companies\/[^/]+$/, () => json({ result: COMPANY })],
    ]);
    renderCompany('sales');
    const terms = (await screen.findByRole('heading', { name: 'Payment terms' })).closest('section')!;
    expect(within(terms).getByRole('link', { name: 'Receivables' }).getAttribute('href')).toBe('/admin/receivables');
    expect(within(terms).getByRole('button', { name: 'Statement (PDF) of Precision Fab LLC' })).toBeTruthy();
    expect(await screen.findByText('No certificates uploaded')).toBeTruthy();
  });
});
