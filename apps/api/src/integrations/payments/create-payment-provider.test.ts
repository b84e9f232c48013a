import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { DemoProvider } from './demo-provider.js';
import { StripeProvider } from './stripe-provider.js';

const env = (vars: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...vars });

describe('payment settings', () => {
  it('takes demo payments when no Stripe key is set', () => {
    const config = env();
    expect(config.stripe).toBeUndefined();
    expect(createPaymentProvider(config)).toBeInstanceOf(DemoProvider);
  });

  it('takes Stripe payments with a key and a webhook secret', () => {
    const config = env({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_abc', apiUrl: 'http://127.0.0.1:12111' });
    expect(createPaymentProvider(config)).toBeInstanceOf(StripeProvider);
  });

  it('has no provider in production without Stripe, and the demo only with PAYMENTS=demo (issue 15)', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };
    expect(createPaymentProvider(loadConfig(prod))).toBeNull();
    expect(createPaymentProvider(loadConfig({ ...prod, PAYMENTS: 'demo' }))).toBeInstanceOf(DemoProvider);
    const both = { ...prod, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(createPaymentProvider(loadConfig(both))).toBeInstanceOf(StripeProvider);
    expect(createPaymentProvider(loadConfig({ ...both, PAYMENTS: 'demo' }))).toBeInstanceOf(DemoProvider);
  });

  it('stops the start with a clear message for a key without a webhook secret or a malformed value', () => {
    expect(() => env({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    expect(() => env({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
    expect(() => env({ STRIPE_API_URL: 'ftp://x' })).toThrow('STRIPE_API_URL must be an http:// or https:// URL');
  });
});
