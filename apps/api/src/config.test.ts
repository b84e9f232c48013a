import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { shopAddresses } from './start-log.js';

describe('loadConfig', () => {
  it('runs the demo with defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, brandName: 'Northbend Tooling', seedDemoData: true, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('takes a database reached through its Unix socket (no host, the socket directory in ?host=)', () => {
    const url = 'postgres://northbend@/northbend?host=/run/postgresql&port=5432';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://northbend:secret@db.internal:5432/northbend' }).databaseUrl).toMatch(/db\.internal/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_URL: 'https://db.example.com/northbend' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL must be an email address/);
  });

  it("takes the shop's time zone from SHOP_TIMEZONE, America/Detroit when unset, and refuses one Intl does not know", () => {
    expect(loadConfig({}).shopTimeZone).toBe('America/Detroit');
    expect(loadConfig({ SHOP_TIMEZONE: 'Europe/Berlin' }).shopTimeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ SHOP_TIMEZONE: 'America/Grand_Rapids' })).toThrow(
      /SHOP_TIMEZONE: SHOP_TIMEZONE must be a time zone such as America\/Detroit/,
    );
    expect(() => loadConfig({ SHOP_TIMEZONE: '' })).toThrow(/SHOP_TIMEZONE/);
  });

  it('writes mail to the outbox under DATA_DIR unless SMTP_URL is set', () => {
    const c = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(c).toMatchObject({
      smtpUrl: undefined,
      outboxDir: '/srv/shop/outbox',
      salesEmail: 'sales@northbendtooling.com',
      mailFrom: '"Northbend Tooling" <no-reply@northbendtooling.com>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
  });

  it('keeps images under DATA_DIR unless IMAGES_DIR names a directory every API process shares (issue 15)', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).imagesDir).toBe('/srv/shop/images');
    expect(loadConfig({ DATA_DIR: '/srv/shop', IMAGES_DIR: '/mnt/shared/images' }).imagesDir).toBe('/mnt/shared/images');
    expect(() => loadConfig({ IMAGES_DIR: '' })).toThrow(/IMAGES_DIR/);
  });

  it('keeps quote drawings under DATA_DIR/drawings, apart from the served images, unless DRAWINGS_DIR is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).drawingsDir).toBe('/srv/shop/drawings');
    expect(loadConfig({ DATA_DIR: '/srv/shop', DRAWINGS_DIR: '/mnt/shared/drawings' }).drawingsDir).toBe('/mnt/shared/drawings');
    expect(() => loadConfig({ DRAWINGS_DIR: '' })).toThrow(/DRAWINGS_DIR/);
  });

  it('refuses to run production on the demo secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('signs tokens with a secret made once and kept in DATA_DIR when JWT_SECRET is not set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nb-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    // A restart reads the same file: tokens signed before it stay valid.
    const afterRestart = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const elsewhere = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'nb-config-')) }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(afterRestart).toBe(first);
    expect(elsewhere).not.toBe(first);
    expect(first).not.toMatch(/demo/);
    expect(statSync(join(dataDir, 'secrets', 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});

describe('PAYMENTS (issue 15)', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

  it('takes no payments through a provider in production without Stripe: never the demo by accident', () => {
    expect(loadConfig(prod).payments).toBe('none');
  });

  it('runs the demo provider in production only when PAYMENTS=demo says so', () => {
    expect(loadConfig({ ...prod, PAYMENTS: 'demo' }).payments).toBe('demo');
    expect(loadConfig({ ...prod, ...stripe, PAYMENTS: 'demo' }).payments).toBe('demo');
  });

  it('chooses Stripe whenever its key is set, and the demo outside production without it', () => {
    expect(loadConfig({ ...prod, ...stripe }).payments).toBe('stripe');
    expect(loadConfig({ ...stripe }).payments).toBe('stripe');
    expect(loadConfig({}).payments).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('demo');
  });

  it('names PAYMENTS when its value is unknown or Stripe has no key', () => {
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS must be stripe or demo/);
    expect(() => loadConfig({ ...prod, PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs STRIPE_SECRET_KEY/);
  });
});

describe('REMIT_* (issue 16): the bank account on Net 30 invoices', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
  const account = { REMIT_BANK_NAME: 'Lakeshore Commercial Bank', REMIT_ACCOUNT_NUMBER: '4410229017', REMIT_ROUTING_NUMBER: '072000326' };

  it('prints the configured account, held by the brand unless REMIT_ACCOUNT_HOLDER says otherwise', () => {
    expect(loadConfig({ ...prod, ...stripe, ...account }).remittance).toEqual({
      bankName: 'Lakeshore Commercial Bank',
      accountHolder: 'Northbend Tooling',
      accountNumber: '4410229017',
      routingNumber: '072000326',
      swiftCode: undefined,
      demo: false,
    });
    expect(loadConfig({ ...account, REMIT_ACCOUNT_HOLDER: 'Northbend Tooling LLC' }).remittance?.accountHolder).toBe(
      'Northbend Tooling LLC',
    );
  });

  it('falls back to the demo bank only with demo payments, and to none in production: never a made-up account on a real invoice', () => {
    expect(loadConfig({}).remittance).toMatchObject({ bankName: 'Demo National Bank', demo: true });
    expect(loadConfig({ ...stripe }).remittance).toBeUndefined();
    expect(loadConfig(prod).remittance).toBeUndefined();
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => loadConfig({ REMIT_BANK_NAME: 'Lakeshore Commercial Bank' })).toThrow(
      /REMIT_ACCOUNT_NUMBER: REMIT_BANK_NAME and REMIT_ACCOUNT_NUMBER go together/,
    );
    expect(() => loadConfig({ ...account, REMIT_ROUTING_NUMBER: '12345' })).toThrow(
      /REMIT_ROUTING_NUMBER must be a 9-digit ABA routing number/,
    );
    expect(() => loadConfig({ ...account, REMIT_SWIFT_CODE: 'not a code' })).toThrow(/REMIT_SWIFT_CODE must be an 8 or 11 character/);
  });
});

describe('JOBS_WORKER and JOBS_POLL_MS (decision 013)', () => {
  it('runs the job worker by default, not under test, and never when JOBS_WORKER=off', () => {
    expect(loadConfig({})).toMatchObject({ jobsWorker: true, jobsPollMs: 1000 });
    expect(loadConfig({ NODE_ENV: 'test' }).jobsWorker).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_WORKER: 'on', JOBS_POLL_MS: '50' })).toMatchObject({ jobsWorker: true, jobsPollMs: 50 });
    expect(loadConfig({ JOBS_WORKER: 'off' }).jobsWorker).toBe(false);
  });

  it('names the variable when its value is wrong', () => {
    expect(() => loadConfig({ JOBS_WORKER: 'yes' })).toThrow('JOBS_WORKER must be on or off');
    expect(() => loadConfig({ JOBS_POLL_MS: '10' })).toThrow('JOBS_POLL_MS must be at least 50');
  });
});

describe('PUBLIC_URL (issue 28): links follow where the shop is served', () => {
  it('is the address this process listens on when unset outside production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('is taken as set, without a trailing slash; MAIN_SITE_URL follows it unless set', () => {
    const c = loadConfig({ PORT: '4100', PUBLIC_URL: 'https://shop.example.com/' });
    expect(c).toMatchObject({ publicUrl: 'https://shop.example.com', mainSiteUrl: 'https://shop.example.com' });
    expect(loadConfig({ PORT: '4100' }).mainSiteUrl).toBe('http://localhost:4100');
    expect(loadConfig({ MAIN_SITE_URL: 'https://northbend.example.com' }).mainSiteUrl).toBe('https://northbend.example.com');
  });

  it('is required in production: the start stops naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:4100' })).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/);
  });

  it('gives the start log its storefront, back-office and API-docs addresses', () => {
    expect(shopAddresses(loadConfig({ PORT: '4100' }))).toEqual([
      'Storefront: http://localhost:4100/',
      'Back office: http://localhost:4100/admin',
      'API docs: http://localhost:4100/api/docs',
    ]);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' });
    expect(shopAddresses(production)).toEqual([
      'Storefront: https://shop.example.com/',
      'Back office: https://shop.example.com/admin',
      'API docs: off (API_DOCS=on to serve them at /api/docs)',
    ]);
  });
});

describe('ALLOW_INSECURE_PUBLIC_URL (issue 28): production on https unless told otherwise', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

  it('stops a production start on an http:// PUBLIC_URL, naming both variables', () => {
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://shop.example.com' })).toThrow(
      /PUBLIC_URL: must be https:\/\/ in production .*ALLOW_INSECURE_PUBLIC_URL=true/,
    );
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://shop.example.com', ALLOW_INSECURE_PUBLIC_URL: 'false' })).toThrow(
      /PUBLIC_URL: must be https:\/\//,
    );
  });

  it('runs production on http:// only with ALLOW_INSECURE_PUBLIC_URL=true, and on https:// without it', () => {
    expect(loadConfig({ ...prod, PUBLIC_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_PUBLIC_URL: 'true' }).publicUrl).toBe(
      'http://10.0.0.5:3000',
    );
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://shop.example.com' }).publicUrl).toBe('https://shop.example.com');
  });

  it('leaves http:// alone outside production, and names the variable when its value is wrong', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4100' }).publicUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ ALLOW_INSECURE_PUBLIC_URL: 'yes' })).toThrow('ALLOW_INSECURE_PUBLIC_URL must be true or false');
  });
});

describe('API_DOCS (issue 28): no map of the back office in production by default', () => {
  const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };

  it('serves the docs outside production and in production only with API_DOCS=on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(prod).apiDocs).toBe(false);
    expect(loadConfig({ ...prod, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('names the variable when its value is wrong', () => {
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be on or off');
  });
});

describe('UPS_TRACKING_INTERVAL_HOURS (issue 30, decision 032): how often UPS is asked about parcels', () => {
  it('asks every 6 hours unless told otherwise, and takes 1 to 24 hours', () => {
    expect(loadConfig({}).upsTrackingIntervalMs).toBe(6 * 3_600_000);
    expect(loadConfig({ UPS_TRACKING_INTERVAL_HOURS: '2.5' }).upsTrackingIntervalMs).toBe(9_000_000);
    expect(() => loadConfig({ UPS_TRACKING_INTERVAL_HOURS: '0.5' })).toThrow(/UPS_TRACKING_INTERVAL_HOURS must be at least 1/);
    expect(() => loadConfig({ UPS_TRACKING_INTERVAL_HOURS: 'daily' })).toThrow(/UPS_TRACKING_INTERVAL_HOURS must be a number of hours/);
  });
});
