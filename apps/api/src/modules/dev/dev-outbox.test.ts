import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
beforeAll(async () => {
  const enquiry = {
    name: 'Rosa <b>Bold</b> Ortiz',
    email: 'rosa@ortiz-metal.com',
    business_name: 'Ortiz Metal',
    where_are_you_located: 'Toledo, OH',
    message: 'Quote for press brake dies please.',
  };
  await shop.app.inject({ method: 'POST', url: '/api/v1/form/public/contact-us', payload: enquiry });
});

const get = (url: string, app = shop.app) => app.inject({ method: 'GET', url });

describe('GET /api/v1/dev/outbox', () => {
  it('lists the written mail as JSON', async () => {
    const res = await get('/api/v1/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().result[0]).toMatchObject({
      to: 'sales@northbendtooling.com',
      replyTo: 'rosa@ortiz-metal.com',
      from: '"Northbend Tooling" <no-reply@northbendtooling.com>',
    });
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages with date, recipient and subject as an HTML page', async () => {
    const res = await get('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('sales@northbendtooling.com');
    expect(res.body).toContain('Contact enquiry: Rosa &lt;b&gt;Bold&lt;/b&gt; Ortiz, Ortiz Metal');
  });

  it('shows one message with its HTML in a sandboxed frame', async () => {
    const [message] = (await get('/api/v1/dev/outbox')).json().result;
    const res = await get(`/dev/outbox/${message.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<iframe sandbox="" [^>]*srcdoc="&lt;!doctype html&gt;/);
    // The frame's document is escaped twice: once in the email, once in the srcdoc attribute.
    expect(res.body).toContain('Rosa &amp;lt;b&amp;gt;Bold');
    expect(res.body).toContain('Quote for press brake dies please.');
  });

  it.each(['..%2F..%2Fconfig', '..%2Fpglite', '1700000000000-zzzzzzzz', 'x'])('refuses the id %s', async (id) => {
    const res = await get(`/dev/outbox/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid message id');
  });

  it('answers an unknown message with 404', async () => {
    const res = await get('/dev/outbox/1700000000000-0123abcd');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Message not found');
  });

  it.each([
    ['SMTP is configured', { smtpUrl: 'smtp://mail.example.com:587' }],
    ['the shop runs in production', { env: 'production' as const }],
  ])('does not exist when %s', async (_when, override) => {
    const app = await buildApp({ ...shop.config, ...override }, { handle: shop.handle });
    try {
      expect((await get('/api/v1/dev/outbox', app)).statusCode).toBe(404);
      // Without the routes, /dev/outbox is just another storefront path (index.html, or 404 without a build).
      for (const url of ['/dev/outbox', '/dev/outbox/1700000000000-0123abcd'])
        expect((await get(url, app)).body, url).not.toContain('Outbox');
    } finally {
      await app.close();
    }
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['this machine through a proxy', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
  ])('refuses a request from %s', async (_from, request) => {
    for (const url of ['/api/v1/dev/outbox', '/dev/outbox']) {
      const res = await shop.app.inject({ method: 'GET', url, ...request });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('The outbox can only be read on the machine the shop runs on.');
    }
  });
});
