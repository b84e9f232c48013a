import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ImportReport, type Report } from './import-report';

// Issue 28 item 7: a check lists each product the file changes, field by field, and counts the
// rows that change nothing apart.

const checked: Report = {
  kind: 'checked',
  fileName: 'price-rise.csv',
  outcome: {
    ok: true,
    message: 'The file is ready to import: 0 products to create, 1 to update, 230 unchanged.',
    result: {
      created: 0,
      updated: 1,
      unchanged: 230,
      errors: [],
      changes: [
        {
          row: 7,
          product_sku: 'NB-TT-RP-28',
          product_name: 'Round Punch Ø 28',
          fields: [
            { field: 'product_price', before: '49.95', after: '52.25' },
            { field: 'variant NB-TT-RP-28-A variant_price', before: '61.00', after: '64.00' },
          ],
        },
      ],
    },
  },
} as Report;

describe('the import check', () => {
  it('lists what changes before → after and says how many products stay as they are', () => {
    render(
      <MemoryRouter>
        <ImportReport report={checked} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('0 products to create · 1 product to update · 230 products unchanged');
    const table = screen.getByRole('table', { name: 'What price-rise.csv changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '7NB-TT-RP-28 Round Punch Ø 28product_price49.9552.25',
      'variant NB-TT-RP-28-A variant_price61.0064.00',
    ]);
  });
});
