import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import { DemoProvider } from './demo-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

/**
 * The provider config.payments names (PAYMENTS, config.ts): Stripe, the offline demo provider, or
 * none (production without Stripe: only the methods that need no provider are offered). The demo's
 * signing secret is derived from JWT_SECRET: it never leaves the server and needs no setting of its own.
 */
export function createPaymentProvider(
  config: Pick<Config, 'stripe' | 'jwtSecret' | 'payments'> & Partial<Pick<Config, 'brandName'>>,
): PaymentProvider | null {
  if (config.payments === 'stripe' && config.stripe) return new StripeProvider(config.stripe);
  if (config.payments === 'demo')
    return new DemoProvider(
      createHmac('sha256', config.jwtSecret).update('northbend demo payments').digest('hex'),
      Date.now,
      config.brandName,
    );
  return null;
}
