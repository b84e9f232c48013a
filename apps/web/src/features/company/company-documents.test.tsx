import { TAX_CERTIFICATE_TEXTS, type TaxCertificate } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { company, customerAs } from './company-fixtures';
import { CompanyPage } from './company-page';

const routes = [{ path: paths.company, Component: CompanyPage }];
const lookups = { 'GET product/keyword/public/machine-make/dropdown': { result: [] } };

const cert = (over: Partial<TaxCertificate>): TaxCertificate => ({
  _id: 'cert-1',
  kind: 'resale',
  number: null,
  region: null,
  file_name: 'resale.pdf',
  content_type: 'application/pdf',
  size_bytes: 48_000,
  status: 'pending',
  expires_at: null,
  reject_reason: null,
  uploaded_by: null,
  decided_at: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...over,
});
const APPROVED = cert({
  _id: 'c-ok',
  kind: 'manufacturing',
  file_name: 'mfg.pdf',
  status: 'approved',
  expires_at: '2027-12-31',
  number: 'MI-MFG-7',
  region: 'Michigan',
});
const REJECTED = cert({ _id: 'c-no', file_name: 'blurry.jpg', status: 'rejected', reject_reason: 'The scan cannot be read.' });
const EXPIRED = cert({ _id: 'c-old', file_name: 'old.png', status: 'expired', expires_at: '2026-06-30' });
const INVOICES = {
  result: {
    open_balance: 1749.5,
    invoices: [
      { order_id: 'NB-100041', po_number: null, invoice_date: '2026-09-14', due_date: '2026-10-14', days_overdue: 45, amount_open: 450.5 },
      {
        order_id: 'NB-100057',
        po_number: 'PO-4471',
        invoice_date: '2026-11-08',
        due_date: '2026-12-08',
        days_overdue: 0,
        amount_open: 1200,
      },
      { order_id: 'NB-100063', po_number: 'PO-4480', invoice_date: null, due_date: null, days_overdue: 0, amount_open: 99 },
    ],
  },
};

describe('Your Company: tax exemption and open invoices (issue 27)', { timeout: 30_000 }, () => {
  it('shows an admin each certificate’s status and whether the company buys tax exempt, and the open invoices', async () => {
    fakeApi({
      'GET company': {
        result: company({
          tax_exempt: { kind: 'manufacturing', expires_at: '2027-12-31' },
          terms: { ...company().terms, open_balance: 1749.5, available_credit: 23250.5 },
        }),
      },
      'GET customer/cust-1': customerAs('admin'),
      'GET company/tax-certificates': { result: [cert({}), APPROVED, REJECTED, EXPIRED] },
      'GET company/invoices': INVOICES,
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });

    const tax = await screen.findByRole('region', { name: 'Tax exemption' });
    expect(within(tax).getByText('Your company buys tax exempt (manufacturing) until Dec 31, 2027.')).toBeInTheDocument();
    const items = await within(tax).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^ResalePending.*resale\.pdf/),
      expect.stringMatching(/^ManufacturingApproved until Dec 31, 2027MI-MFG-7 · Michigan.*mfg\.pdf/),
      expect.stringMatching(/^ResaleRejected: The scan cannot be read\..*blurry\.jpg/),
      expect.stringMatching(/^ResaleExpired on Jun 30, 2026.*old\.png/),
    ]);
    expect(within(tax).getByRole('form', { name: 'Upload a tax exemption certificate' })).toBeInTheDocument();

    const invoices = screen.getByRole('region', { name: 'Open invoices' });
    expect(within(invoices).getByText('Net 30: $1,749.50 open of your $25,000.00 credit limit, $23,250.50 available.')).toBeInTheDocument();
    const table = await within(invoices).findByRole('table', { name: 'Open Net 30 invoices of Fischer Sheet Metal' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'InvoicePO numberDueDays overdueAmount',
      'NB-100041—Oct 14, 202645$450.50',
      'NB-100057PO-4471Dec 8, 2026—$1,200.00',
      'NB-100063PO-4480Not invoiced yet—$99.00',
      'Total open$1,749.50',
    ]);
    expect(within(table).getByRole('link', { name: 'NB-100041' })).toHaveAttribute('href', paths.orderFocus('NB-100041'));
  });

  it('lets an admin send a certificate, checking the form first, and lists it as pending', async () => {
    let list: TaxCertificate[] = [];
    const sent = fakeApi({
      'GET company': { result: company() },
      'GET customer/cust-1': customerAs('admin'),
      'GET company/tax-certificates': () => ({ result: list }),
      'GET company/invoices': { result: { open_balance: 0, invoices: [] } },
      'POST company/tax-certificates': () => {
        list = [cert({ number: 'MI-RS-20931', region: 'Michigan', file_name: 'resale-certificate.pdf' })];
        return { status: 201, body: { result: list[0], message: TAX_CERTIFICATE_TEXTS.uploaded } };
      },
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });
    const user = userEvent.setup({ applyAccept: false });

    const form = await screen.findByRole('form', { name: 'Upload a tax exemption certificate' });
    expect(await screen.findByText('No certificate sent yet.')).toBeInTheDocument();
    expect(screen.getByText('No open invoices.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText(TAX_CERTIFICATE_TEXTS.kindInvalid)).toBeInTheDocument();
    expect(within(form).getByText(TAX_CERTIFICATE_TEXTS.fileMissing)).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /Exemption/ }), 'resale');
    await user.type(within(form).getByRole('textbox', { name: /Certificate number/ }), 'MI-RS-20931');
    await user.type(within(form).getByRole('textbox', { name: /Issuing state or region/ }), 'Michigan');
    const input = within(form).getByLabelText('Certificate file');
    await user.upload(input, new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText(TAX_CERTIFICATE_TEXTS.fileType)).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.upload(input, new File(['%PDF-1.7'], 'resale-certificate.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    await screen.findByText('Done.');
    const [item] = within(await screen.findByRole('list', { name: 'Your certificates' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(/^ResalePendingMI-RS-20931 · Michiganresale-certificate\.pdf/);
    const body = sent.find((r) => r.method === 'POST')?.body as FormData;
    expect([...body.keys()]).toEqual(['kind', 'number', 'region', 'file']);
    expect(body.get('kind')).toBe('resale');
    expect(body.get('region')).toBe('Michigan');
    expect((body.get('file') as File).name).toBe('resale-certificate.pdf');
  });

  it('shows a buyer the certificates but no upload form and no invoices', async () => {
    const sent = fakeApi({
      'GET company': { result: company({ my_role: 'buyer' }) },
      'GET customer/cust-1': customerAs('buyer', 500),
      'GET company/tax-certificates': { result: [APPROVED] },
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });
    const tax = await screen.findByRole('region', { name: 'Tax exemption' });
    expect(await within(tax).findByText('Approved until Dec 31, 2027')).toBeInTheDocument();
    expect(within(tax).getByText('Only an admin of your company can send a certificate.')).toBeInTheDocument();
    expect(within(tax).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open invoices' })).not.toBeInTheDocument();
    expect(sent.some((r) => r.path === 'company/invoices')).toBe(false);
  });
});
