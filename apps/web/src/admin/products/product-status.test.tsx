import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setShopTimeZone } from '../../lib/shop-time';
import { ProductFilters, type ProductFilterKey } from './product-filters';
import { isoOfLocal, localInputOf, ProductStatusBadge } from './product-status';

// Issue 28: the product list's status badge and filter.

const HOUR = 3600_000;
const values = (over: Partial<Record<ProductFilterKey, string>> = {}) =>
  ({ search: '', category_id: '', make_id: '', model_id: '', status: '', archived: '', ...over }) as Record<ProductFilterKey, string>;

describe('the list’s status badge', () => {
  it('says Draft, Scheduled with the time, Published or Archived', () => {
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    const { rerender } = render(<ProductStatusBadge product={{ product_status: 'draft', product_publish_at: null }} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    rerender(<ProductStatusBadge product={{ product_status: 'published', product_publish_at: later }} />);
    expect(screen.getByText(/^Scheduled /)).toBeInTheDocument();
    rerender(
      <ProductStatusBadge product={{ product_status: 'published', product_publish_at: new Date(Date.now() - HOUR).toISOString() }} />,
    );
    expect(screen.getByText('Published')).toBeInTheDocument();
    rerender(<ProductStatusBadge product={{ product_status: 'archived', product_publish_at: null }} />);
    expect(screen.getByText('Archived')).toBeInTheDocument();
  });
});

describe('the list’s status filter', () => {
  it('filters by draft, scheduled, published or archived, or lists every product', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(<ProductFilters values={values()} lookups={undefined} onChange={onChange} onReset={() => {}} />);
    const select = screen.getByLabelText('Status');
    expect(select).toHaveDisplayValue('Not archived');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Not archived',
      'Draft',
      'Scheduled',
      'Published',
      'Archived',
      'All, archived too',
    ]);
    await user.selectOptions(select, 'Draft');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'draft', archived: '' });
    await user.selectOptions(select, 'All, archived too');
    expect(onChange).toHaveBeenLastCalledWith({ status: '', archived: 'include' });

    // A link of before issue 28 (archived=only) shows as Archived.
    rerender(<ProductFilters values={values({ archived: 'only' })} lookups={undefined} onChange={onChange} onReset={() => {}} />);
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Archived');
  });
});

describe('the publish time', () => {
  afterEach(() => setShopTimeZone(undefined));

  it('goes from the shop’s time (not the browser’s) to an ISO time and back', () => {
    const iso = isoOfLocal('2026-12-01T08:00');
    expect(iso).toBe('2026-12-01T13:00:00.000Z');
    expect(localInputOf(iso)).toBe('2026-12-01T08:00');
    expect(isoOfLocal('')).toBe('');
    setShopTimeZone('Europe/Berlin');
    expect(isoOfLocal('2026-12-01T08:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(localInputOf('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T08:00');
  });
});
