import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs the demo with defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, brandName: 'Northbend Tooling', seedDemoData: true, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL must be an email address/);
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

  it('refuses to run production on the demo secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
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
