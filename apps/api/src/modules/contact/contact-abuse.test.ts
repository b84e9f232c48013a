import { describe, expect, it } from 'vitest';
import { contactEnquiries } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { useTestShop } from '../../test/test-app.js';
import { outbox } from '../../test/customers.js';

// Issue 15: 400 enquiries in one second from one client each mailed sales with a chosen Reply-To.
const shop = useTestShop({ seed: false });

const enquiry = (email: string, extra: object = {}) => ({
  name: 'Dana Whitfield',
  email,
  business_name: 'Precision Fab LLC',
  where_are_you_located: 'Holland, MI',
  message: 'We need a quote for 20 B-station round punches.',
  ...extra,
});
const stored = async () => (await shop.handle.db.select().from(contactEnquiries)).length;

async function limitedApp(contactPerIp: number, contactPerEmail: number) {
  const rateLimits = {
    ...shop.config.rateLimits,
    enabled: true,
    contactPerIp: { max: contactPerIp, windowMs: 60_000 },
    contactPerEmail: { max: contactPerEmail, windowMs: 60_000 },
  };
  const app = await buildApp({ ...shop.config, rateLimits }, { handle: shop.handle });
  await app.ready();
  return app;
}

describe('contact form abuse', () => {
  it('limits enquiries per client address, with a retry-after', async () => {
    const app = await limitedApp(3, 100);
    try {
      const send = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/form/public/contact-us',
          payload: enquiry(`buyer${i}@shopfloor.com`),
          remoteAddress: '198.51.100.7',
        });
      for (let i = 0; i < 3; i++) expect((await send(i)).statusCode).toBe(200);
      const before = await stored();
      const refused = await send(4);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().message).toBe('Too many attempts. Please try again in a few minutes.');
      expect(await stored()).toBe(before);
      // Another client is not affected.
      const other = await app.inject({
        method: 'POST',
        url: '/api/v1/form/public/contact-us',
        payload: enquiry('x@shopfloor.com'),
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits enquiries per sender email, whatever the address and case', async () => {
    const app = await limitedApp(100, 2);
    try {
      const send = (email: string, ip: string) =>
        app.inject({ method: 'POST', url: '/api/v1/form/public/contact-us', payload: enquiry(email), remoteAddress: ip });
      expect((await send('flood@shopfloor.com', '203.0.113.1')).statusCode).toBe(200);
      expect((await send('Flood@Shopfloor.com', '203.0.113.2')).statusCode).toBe(200);
      expect((await send('flood@shopfloor.com', '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('thanks a bot that fills the hidden field, and stores and mails nothing', async () => {
    const before = await stored();
    const mails = (await outbox(shop)).length;
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/form/public/contact-us',
      payload: enquiry('bot@spammer.com', { website: 'http://spam.example' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Thank you for contacting us/);
    expect(await stored()).toBe(before);
    expect((await outbox(shop)).length).toBe(mails);
  });
});
