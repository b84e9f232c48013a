import { describe, expect, it } from 'vitest';
import { ContactEnquiry } from './contact.js';
import { PageQuery } from './common.js';
import { ProductFilter } from './catalog.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('ContactEnquiry', () => {
  const base = { name: 'A', email: 'a@b.com', business_name: 'B', where_are_you_located: 'C', message: 'D' };

  it.each(['john.doe+quotes@shop-floor.co', 'SALES_1%x@fab.de', 'a@b.info'])('accepts %s', (email) => {
    expect(ContactEnquiry.safeParse({ ...base, email }).success).toBe(true);
  });

  it.each(['a@b', 'a@b.c', 'a@b.travel', 'a b@c.com', '@b.com'])('refuses %s as "Invalid email address"', (email) => {
    expect(firstMessage(ContactEnquiry.safeParse({ ...base, email }))).toBe('Invalid email address');
  });

  it('defaults the optional phone and machine lists', () => {
    const parsed = ContactEnquiry.parse(base);
    expect(parsed).toMatchObject({ phone: '', machine_make_ids: [], machine_model_ids: [] });
  });
});

describe('PageQuery', () => {
  it('defaults to page 1 of 20', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });
  it('reads numbers from the query string', () => {
    expect(PageQuery.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });
});

describe('ProductFilter', () => {
  it('treats missing fields as no filter', () => {
    expect(ProductFilter.parse({})).toEqual({
      product_name: '',
      categoryId: '',
      machineMakeIds: [],
      machineModelIds: [],
      fitsMachineMakeIds: [],
      fitsMachineModelIds: [],
    });
  });
});
