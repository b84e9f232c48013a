import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shopToday, type Receivable } from '@northbend/shared';
import { NoticeHost } from '../ui/notices';
import { ReceivablesPage } from './receivables-page';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../lib/save-file', () => ({ saveFile: (blob: Blob, name: string) => saved.push({ blob, name }) }));

const row = (id: string, name: string, buckets: Receivable['buckets']): Receivable => ({
  company_id: id,
  company_name: name,
  open_balance: Object.values(buckets).reduce((a, b) => a + b, 0),
  buckets,
});
const SMALL = row('c-small', 'Holland Fab', { current: 120.1, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 });
const LARGE = row('c-large', 'Precision Fab LLC', { current: 1200, d1_30: 300, d31_60: 450.5, d61_90: 0, over_90: 600.2 });

function fakeApi(answer: (url: string) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(String(input));
      return answer(String(input));
    }),
  );
  return urls;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/receivables', element: <ReceivablesPage /> }], {
    initialEntries: ['/admin/receivables'],
  });
  render(
    <NoticeHost>
      <RouterProvider router={router} />
    </NoticeHost>,
  );
}

describe('Receivables', { timeout: 30_000 }, () => {
  it('lists each company’s open balance by age, largest first, with a totals row and links to the company', async () => {
    fakeApi(() => json({ result: [SMALL, LARGE] }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Open Net 30 balance of each company by age' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Company', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Open balance', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1, 3);
    expect(within(first!).getByRole('link', { name: 'Precision Fab LLC' }).getAttribute('href')).toBe('/admin/companies/c-large');
    expect(first!.textContent).toContain('$1,200.00$300.00$450.50—$600.20$2,550.70');
    expect(within(second!).getByRole('link', { name: 'Holland Fab' })).toBeTruthy();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.textContent).toBe('Total$1,320.10$300.00$450.50$0.00$600.20$2,670.80');
    expect(screen.getByText('2 companies owe $2,670.80')).toBeTruthy();
  });

  it('downloads a company’s statement PDF with the staff token, and shows a refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const urls = fakeApi((url) =>
      url.endsWith('/receivables')
        ? json({ result: [LARGE, SMALL] })
        : url.includes('c-large')
          ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
          : json({ message: 'Company not found' }, 404),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Statement (PDF) of Precision Fab LLC' }));
    await vi.waitFor(() => expect(saved, document.body.textContent ?? '').toHaveLength(1));
    expect(saved[0]!.name).toBe(`statement-precision-fab-llc-${shopToday()}.pdf`);
    expect(urls).toContain('/api/v1/admin/companies/c-large/statement.pdf');
    await user.click(screen.getByRole('button', { name: 'Statement (PDF) of Holland Fab' }));
    expect(await screen.findByText('Company not found')).toBeTruthy();
  });

  it('says when nobody owes anything', async () => {
    fakeApi(() => json({ result: [] }));
    renderPage();
    expect(await screen.findByText('No open Net 30 invoices')).toBeTruthy();
    expect(screen.getByText('0 companies owe $0.00')).toBeTruthy();
  });
});
