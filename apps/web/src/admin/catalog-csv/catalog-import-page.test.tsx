import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogImportAnswer } from '@northbend/shared';
import { withModalDialogs } from '../products/test-dialog';
import { NoticeHost } from '../ui/notices';
import { CatalogImportPage } from './catalog-import-page';

withModalDialogs();

interface Sent {
  url: string;
  file: File | null;
}

/** Stubs fetch: each import call gets the next answer, by the dry_run it asks for. */
function fakeImport(answers: {
  dry: { status: number; body: CatalogImportAnswer }[];
  real: { status: number; body: CatalogImportAnswer }[];
}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ url, file: init.body instanceof FormData ? (init.body.get('file') as File) : null });
      const queue = url.endsWith('dry_run=true') ? answers.dry : answers.real;
      const answer = queue.shift() ?? { status: 500, body: { result: { created: 0, updated: 0, errors: [] } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/catalog/import', element: <CatalogImportPage /> }], {
    initialEntries: ['/admin/catalog/import'],
  });
  render(
    <NoticeHost>
      <RouterProvider router={router} />
    </NoticeHost>,
  );
}

const csv = (name: string) => new File(['product_sku,product_price\r\nNB-1,12.00\r\n'], name, { type: 'text/csv' });

describe('Catalog › Import and export', { timeout: 30_000 }, () => {
  it('lists the mistakes of a check by row, offers Import only after a clean check, and imports after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = fakeImport({
      dry: [
        {
          status: 200,
          body: {
            status: true,
            message: 'The file has 2 mistakes.',
            result: {
              created: 0,
              updated: 0,
              errors: [
                { row: 3, message: 'product_price must be a number' },
                { row: 7, message: 'product_categories: there is no category with the slug "round-punchs"' },
              ],
            },
          },
        },
        {
          status: 200,
          body: { status: true, message: 'The file is ready to import.', result: { created: 2, updated: 1, errors: [] } },
        },
      ],
      real: [
        {
          status: 200,
          body: { status: true, message: 'Imported: 2 products created, 1 updated.', result: { created: 2, updated: 1, errors: [] } },
        },
      ],
    });
    renderPage();
    const check = screen.getByRole('button', { name: 'Check file' });
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(check).toBeDisabled();
    expect(importButton).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csv('prices-bad.csv'));
    await user.click(check);
    const mistakes = await screen.findByRole('table', { name: /Mistakes in prices-bad\.csv/ });
    expect(
      within(mistakes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowProblem', '3product_price must be a number', '7product_categories: there is no category with the slug "round-punchs"']);
    expect(screen.getByRole('alert')).toHaveTextContent('2 mistakes in prices-bad.csv on 2 rows');
    expect(importButton).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csv('prices.csv'));
    expect(screen.queryByRole('table', { name: /Mistakes/ })).not.toBeInTheDocument();
    await user.click(check);
    expect(await screen.findByText('prices.csv is ready to import')).toBeInTheDocument();
    expect(screen.getByText('2 products to create · 1 product to update')).toBeInTheDocument();
    expect(importButton).toBeEnabled();

    await user.click(importButton);
    const dialog = screen.getByRole('dialog', { name: 'Import prices.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import now' }));
    expect(await screen.findByText('Imported prices.csv')).toBeInTheDocument();
    expect(screen.getByText('2 products created · 1 product updated')).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    expect(sent.map((s) => [s.url, s.file?.name])).toEqual([
      ['/api/v1/admin/products/import?dry_run=true', 'prices-bad.csv'],
      ['/api/v1/admin/products/import?dry_run=true', 'prices.csv'],
      ['/api/v1/admin/products/import?dry_run=false', 'prices.csv'],
    ]);
  });

  it('shows the mistakes of an import that found the catalog changed (400), and a refused upload’s message', async () => {
    const user = userEvent.setup({ delay: null });
    fakeImport({
      dry: [
        { status: 200, body: { status: true, message: 'Ready.', result: { created: 1, updated: 0, errors: [] } } },
        {
          status: 413,
          body: { status: false, message: 'The file is larger than 20 MB: split it into several files.' } as CatalogImportAnswer,
        },
      ],
      real: [
        {
          status: 400,
          body: {
            status: false,
            message: 'The file has 1 mistake. Nothing was imported.',
            result: {
              created: 0,
              updated: 0,
              errors: [{ row: 2, message: 'variant_sku NB-9 is already used by a variant of "Die" (NB-D)' }],
            },
          },
        },
      ],
    });
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), csv('new.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import now' }));
    expect(await screen.findByText('1 mistake in new.csv')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was imported\./)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'variant_sku NB-9 is already used by a variant of "Die" (NB-D)' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csv('huge.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file is larger than 20 MB: split it into several files.')).toBeInTheDocument();
  });
});
