import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { insertCustomer, profileChoiceFields } from '../../test/customers.js';
import { useTestShop } from '../../test/test-app.js';
import { multipart } from './test-utils.js';

// Issue 15: profile updates (each may store a photo and its resized copies) had no limit.
const shop = useTestShop({ seed: false });

describe('PUT /customer/update/{id} limits', () => {
  it('allows a customer 2 updates here, then 429; another customer is not affected', async () => {
    const rateLimits = { ...shop.config.rateLimits, enabled: true, profileUpdatePerAccount: { max: 2, windowMs: 60_000 } };
    const app = await buildApp({ ...shop.config, rateLimits }, { handle: shop.handle });
    try {
      const update = async (id: string, token?: string) => {
        const body = multipart([
          ['user_name', 'Dana Whitfield'],
          ['user_mobile_number', '+1 616 555 0199'],
          ['user_business_name', 'Precision Fab LLC'],
          ['user_address', '1200 Industrial Ave, Holland, MI 49423'],
          ...(await profileChoiceFields(shop.handle.db)),
        ]);
        return app.inject({
          method: 'PUT',
          url: `/api/v1/customer/update/${id}`,
          payload: body.payload,
          headers: { ...body.headers, authorization: token ?? (await shop.customerToken(id)) },
        });
      };
      const me = await insertCustomer(shop.handle.db);
      const other = await insertCustomer(shop.handle.db);
      // Someone else's token on my id is refused before it counts against me.
      expect((await update(me.id, await shop.customerToken(other.id))).statusCode).toBe(403);
      expect((await update(me.id)).statusCode).toBe(200);
      expect((await update(me.id)).statusCode).toBe(200);
      const refused = await update(me.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many attempts. Please try again in a few minutes.');
      expect((await update(other.id)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
