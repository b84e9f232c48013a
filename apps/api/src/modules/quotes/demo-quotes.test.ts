import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import { asCustomer } from '../../test/customers.js';
import { signedInStaff } from '../../test/back-office.js';
import { useTestShop } from '../../test/test-app.js';
import { seedDemoShop, seedDemoStaff } from '../../seed/index.js';
import { addDays } from './test-utils.js';

// The demo quotes of `npm start` (seed/shop/quotes.ts): the demo buyer's /user/quotes and sales'
// back office show a request with a drawing, a valid offer and an expired one.

const shop = useTestShop();

describe('the demo quotes', () => {
  it('seeds three quotes of dana@precisionfab.example: requested with a PDF drawing, quoted for 30 days, expired', async () => {
    await seedDemoStaff(shop.handle.db);
    await seedDemoShop(shop.handle.db, { rates: shop.config.shippingRates, drawingsDir: shop.config.drawingsDir });
    const [dana] = await shop.handle.db.select().from(customers).where(eq(customers.email, 'dana@precisionfab.example'));
    const send = asCustomer(shop, await shop.customerToken(dana.id));

    const list = (await send('GET', '/quotes')).json().result;
    expect(list.map((q: { status: string }) => q.status)).toEqual(['Requested', 'Quoted', 'Expired']);
    expect(list[1]).toMatchObject({ valid_until: addDays(30), total: 1738, unread: true });
    const drawing = await send('GET', `/quotes/${list[0].quote_number}/drawing`);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('application/pdf');
    expect(drawing.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sales = await signedInStaff(shop, 'sales');
    const quoted = (await sales.send('GET', `/quotes/${list[1].quote_number}`)).json().result;
    expect(quoted).toMatchObject({ answered_by: 'Sam Sales', customer: { email: 'dana@precisionfab.example' } });
    expect(quoted.messages).toHaveLength(1);
    expect((await send('POST', `/quotes/${list[1].quote_number}/accept`)).statusCode).toBe(200);
  });
});
