import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import { DemoProvider } from './demo-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

/**
 * Stripe when STRIPE_SECRET_KEY (with STRIPE_WEBHOOK_SECRET) is set; otherwise the demo provider,
 * so the shop runs offline. The demo's signing secret is derived from JWT_SECRET: it never leaves
 * the server and needs no setting of its own.
 */
export function createPaymentProvider(config: Pick<Config, 'stripe' | 'jwtSecret'>): PaymentProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  return new DemoProvider(createHmac('sha256', config.jwtSecret).update('northbend demo payments').digest('hex'));
}
