import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StaffPermission } from '@northbend/shared';
import { StaffContext, type SignedIn } from '../shell/staff-context';
import { CompanyPriceLists } from './company-price-lists';

const COMPANY = '7b0c6a52-1f4e-4c43-9a55-6d3f1b2c9e10';
const list = (id: string, name: string, companyIds: string[], status = 'active') => ({
  _id: id,
  name,
  starts_at: null,
  ends_at: null,
  status,
  companies: companyIds.map((c) => ({ _id: c, company_name: 'A company' })),
  rule_count: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
});

function renderFor(permissions: StaffPermission[]) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          result: [
            list('l1', 'Precision Fab 2027', [COMPANY]),
            list('l2', 'Lakeside', ['other']),
            list('l3', 'Old deal', [COMPANY], 'ended'),
          ],
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  const staff = { may: (p: StaffPermission) => permissions.includes(p) } as unknown as SignedIn;
  render(
    <StaffContext.Provider value={staff}>
      <MemoryRouter>
        <CompanyPriceLists companyId={COMPANY} />
      </MemoryRouter>
    </StaffContext.Provider>,
  );
  return fetch;
}

describe("A company's price lists (issue 27)", () => {
  it('names the lists that give the company prices, linked, for staff who keep price lists', async () => {
    renderFor(['prices.manage']);
    expect((await screen.findByRole('link', { name: 'Precision Fab 2027' })).getAttribute('href')).toBe('/admin/price-lists/l1');
    expect(screen.getByRole('link', { name: 'Old deal' })).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lakeside' })).toBeNull();
  });

  it('shows nothing, and asks nothing, to other staff', () => {
    const fetch = renderFor(['customers.manage']);
    expect(screen.queryByText('Price lists:')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
