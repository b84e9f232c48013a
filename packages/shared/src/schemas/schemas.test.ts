import { describe, expect, it } from 'vitest';
import { ContactEnquiry } from './contact.js';
import { PageQuery } from './common.js';
import { ProductFilter } from './catalog.js';
import { BLOCK_FIELD_SCHEMAS, MAP_EMBED_ORIGINS } from './admin-content.js';

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

describe('the contact block’s map address', () => {
  const contact = BLOCK_FIELD_SCHEMAS.contact_details;
  const mapOf = (url: string) => contact.safeParse({ cmpBlock_contact_map_url: url });

  it('takes an OpenStreetMap embed link, or none', () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=-85.58%2C42.89%2C-85.53%2C42.92&layer=mapnik';
    expect(mapOf(osm).success).toBe(true);
    expect(mapOf('').success).toBe(true);
  });

  it('refuses another host, which the pages’ Content-Security-Policy would show as an empty frame', () => {
    for (const url of [
      'https://maps.example.com/embed',
      'https://www.openstreetmap.org.evil.example/x',
      'http://www.openstreetmap.org/x',
    ]) {
      const parsed = mapOf(url);
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain(MAP_EMBED_ORIGINS[0]);
    }
  });
});
