import { describe, expect, it } from 'vitest';
import { newCustomer } from '../../test/customers.js';
import { useTestShop } from '../../test/test-app.js';
import { insertQuote } from '../quotes/test-utils.js';
import { companyWithBuyer } from './test-utils.js';

const shop = useTestShop({ seed: false });

describe('a company’s quotes (issue 26)', () => {
  it('an admin lists and opens every member’s quotes with who asked; a buyer sees only their own', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const mine = await insertQuote(shop, admin.id);
    const theirs = await insertQuote(shop, buyer.id);
    const list = (await admin.send('GET', '/quotes')).json().result;
    expect(list.map((q: { quote_number: string; requested_by: { _id: string } }) => [q.quote_number, q.requested_by._id])).toEqual([
      [theirs.quoteNumber, buyer.id],
      [mine.quoteNumber, admin.id],
    ]);
    expect((await admin.send('GET', `/quotes/${theirs.quoteNumber}`)).statusCode).toBe(200);
    expect((await buyer.send('GET', '/quotes')).json().result.map((q: { quote_number: string }) => q.quote_number)).toEqual([
      theirs.quoteNumber,
    ]);
    expect((await buyer.send('GET', `/quotes/${mine.quoteNumber}`)).statusCode).toBe(404);
  });

  it('an admin may read a colleague’s quote but not write in it or accept it; another company sees nothing', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const theirs = await insertQuote(shop, buyer.id, { lines: [{ description: 'Die', quantity: 1, unitPriceCents: 10000 }] });
    expect((await admin.send('POST', `/quotes/${theirs.quoteNumber}/messages`, { body: 'Hello' })).statusCode).toBe(404);
    expect((await admin.send('POST', `/quotes/${theirs.quoteNumber}/accept`)).statusCode).toBe(404);
    const stranger = await newCustomer(shop);
    expect((await stranger.send('GET', `/quotes/${theirs.quoteNumber}`)).statusCode).toBe(404);
    expect((await stranger.send('GET', '/quotes')).json().result).toEqual([]);
  });
});
