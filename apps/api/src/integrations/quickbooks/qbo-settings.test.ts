import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openToken, sealToken } from './token-cipher.js';

const APP = { NODE_ENV: 'test', QBO_CLIENT_ID: 'ABqbo-client-id', QBO_CLIENT_SECRET: 'qbo-client-secret' };
const KEY_HEX = '5f'.repeat(32);

describe('QuickBooks settings (QBO_*)', () => {
  it('leaves the books off when nothing is set, as before', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).quickBooks).toBeUndefined();
  });

  it("uses Intuit's production addresses unless told otherwise", () => {
    const qbo = loadConfig({ ...APP, QBO_TOKEN_KEY: KEY_HEX }).quickBooks!;
    expect(qbo).toMatchObject({
      apiUrl: 'https://quickbooks.api.intuit.com',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
      envConnection: undefined,
    });
    expect(qbo.tokenKey()).toEqual(Buffer.from(KEY_HEX, 'hex'));
  });

  it.each([
    [{ NODE_ENV: 'test', QBO_CLIENT_ID: 'ABqbo-client-id' }, 'QBO_CLIENT_SECRET'],
    [{ NODE_ENV: 'test', QBO_CLIENT_SECRET: 'qbo-client-secret' }, 'QBO_CLIENT_ID'],
    [{ ...APP, QBO_REALM_ID: '9341453012345678' }, 'QBO_REFRESH_TOKEN'],
    [{ ...APP, QBO_REFRESH_TOKEN: 'AB11-refresh-token' }, 'QBO_REALM_ID'],
    [{ NODE_ENV: 'test', QBO_REALM_ID: '9341453012345678', QBO_REFRESH_TOKEN: 'AB11-refresh-token' }, 'QBO_CLIENT_ID'],
    [{ ...APP, QBO_TOKEN_KEY: 'too-short' }, 'QBO_TOKEN_KEY'],
    [{ ...APP, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', JWT_SECRET: 'x'.repeat(40) }, 'QBO_TOKEN_KEY'],
  ])('a half set stops the start naming what is missing (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });

  it('connects from the environment with the realm and refresh token', () => {
    const qbo = loadConfig({
      ...APP,
      QBO_TOKEN_KEY: KEY_HEX,
      QBO_REALM_ID: '9341453012345678',
      QBO_REFRESH_TOKEN: 'AB11-refresh-token',
    }).quickBooks!;
    expect(qbo.envConnection).toEqual({ realmId: '9341453012345678', refreshToken: 'AB11-refresh-token' });
  });
});

describe('tokens at rest', () => {
  const key = Buffer.from(KEY_HEX, 'hex');
  it('are sealed with AES-256-GCM: a fresh IV each time, opened by the same key only', () => {
    const a = sealToken(key, 'AB11-refresh-secret');
    expect(a).not.toContain('AB11');
    expect(sealToken(key, 'AB11-refresh-secret')).not.toBe(a);
    expect(openToken(key, a)).toBe('AB11-refresh-secret');
    expect(() => openToken(Buffer.alloc(32, 1), a)).toThrow(/QBO_TOKEN_KEY/);
  });
});
