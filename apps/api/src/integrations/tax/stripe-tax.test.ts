import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../payments/fake-stripe-server.js';
import { NONTAXABLE_TAX_CODE, StripeTax } from './stripe-tax.js';
import type { TaxDestination } from './tax-provider.js';

const seattle: TaxDestination = { country: 'US', region: 'WA', postalCode: '98101', city: 'Seattle', line1: '1 Pike St' };
const lines = [
  { reference: 'line-punch', amountCents: 20_000, taxable: true },
  { reference: 'line-manual', amountCents: 3_000, taxable: false },
];

let fake: FakeStripe;
let tax: StripeTax;

beforeAll(async () => {
  fake = await startFakeStripe();
  tax = new StripeTax({ secretKey: 'sk_test_fake', apiUrl: fake.url, maxNetworkRetries: 0, timeoutMs: 500 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Stripe Tax calculation', () => {
  it('asks for the exclusive tax of the lines at the shipping address, untaxed lines with the nontaxable code', async () => {
    const quote = await tax.calculate(lines, seattle, 'usd');
    const [req] = fake.to('POST', '/v1/tax/calculations');
    expect(req.params).toMatchObject({
      currency: 'usd',
      'line_items[0][amount]': '20000',
      'line_items[0][reference]': 'line-punch',
      'line_items[0][tax_behavior]': 'exclusive',
      'line_items[1][amount]': '3000',
      'line_items[1][tax_code]': NONTAXABLE_TAX_CODE,
      'customer_details[address][country]': 'US',
      'customer_details[address][state]': 'WA',
      'customer_details[address][postal_code]': '98101',
      'customer_details[address_source]': 'shipping',
    });
    expect(req.params['line_items[0][tax_code]']).toBeUndefined();
    expect(quote).toEqual({ taxCents: 2_050, calculationId: expect.stringMatching(/^taxcalc_/), label: 'Sales tax (WA 10.25%)' });
  });

  it('passes on Stripe’s refusal of an address it cannot place', async () => {
    await expect(tax.calculate(lines, { ...seattle, postalCode: '' }, 'usd')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('Stripe Tax transactions', () => {
  it('records the placed order’s calculation under its order number, once for a repeated key, and reverses it', async () => {
    const { calculationId } = await tax.calculate(lines, seattle, 'usd');
    const first = await tax.recordTransaction(calculationId!, 'NB-100777', 'order-x-tax-transaction');
    const again = await tax.recordTransaction(calculationId!, 'NB-100777', 'order-x-tax-transaction');
    expect(again).toEqual(first);
    const [req] = fake.to('POST', '/v1/tax/transactions/create_from_calculation');
    expect(req.params).toMatchObject({ calculation: calculationId, reference: 'NB-100777' });
    expect(req.idempotencyKey).toBe('order-x-tax-transaction');
    expect(fake.taxTransactions.get(first.transactionId)).toMatchObject({
      object: 'tax.transaction',
      type: 'transaction',
      reference: 'NB-100777',
    });

    const full = await tax.reverseTransaction(first.transactionId, 'NB-100777-cancel', null, 'order-x-tax-reversal');
    expect(fake.to('POST', '/v1/tax/transactions/create_reversal')[0].params).toMatchObject({
      mode: 'full',
      original_transaction: first.transactionId,
      reference: 'NB-100777-cancel',
    });
    expect(fake.taxTransactions.get(full.reversalId)).toMatchObject({
      type: 'reversal',
      reversal: { original_transaction: first.transactionId },
    });
  });

  it('reverses part of it for a return, the amount given back as Stripe’s negative flat amount', async () => {
    const { calculationId } = await tax.calculate(lines, seattle, 'usd');
    const { transactionId } = await tax.recordTransaction(calculationId!, 'NB-100778', 'k1');
    await tax.reverseTransaction(transactionId, 'RMA-NB-100778-1', 11_025, 'k2');
    expect(fake.to('POST', '/v1/tax/transactions/create_reversal')[0].params).toMatchObject({ mode: 'partial', flat_amount: '-11025' });
  });

  it('is refused for a calculation Stripe does not know', async () => {
    await expect(tax.recordTransaction('taxcalc_nothing', 'NB-1', 'k3')).rejects.toThrow("No such tax calculation: 'taxcalc_nothing'");
  });
});
