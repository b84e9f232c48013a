import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DEMO_BANK_ACCOUNT } from './demo-bank-account.js';
import {
  InvalidSignatureError,
  type AttemptKey,
  type Net30Invoice,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderCredit,
  type ProviderRefund,
  type RefundOrder,
  type StartedCheckout,
  type TransferInstructions,
} from './payment-provider.js';

export const DEMO_SIGNATURE_HEADER = 'demo-signature';
/** As Stripe: a signed event older than this is refused, so a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 300;
const NET_30_SECONDS = 30 * 86_400;

const DemoEvent = z.object({
  provider: z.literal('demo'),
  id: z.string().min(1),
  type: z.string().min(1),
  orderNumber: z.string().nullable(),
  reference: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  outcome: z.enum(['paid', 'failed', 'overdue', 'pending', 'none']),
});

/**
 * The offline stand-in for Stripe, used when STRIPE_SECRET_KEY is not set: no money moves. Its
 * checkout and bank transfer "pages" are the shop's own /demo-pay pages, and the events their
 * buttons produce are HMAC-signed with a server secret and read back by parseWebhook, so they take
 * the same path as Stripe's webhooks. A reference is an HMAC of the attempt key: unguessable, yet
 * the same for a repeated request, as Stripe's idempotency keys make it for real payments.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo';

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    /** The shop's name: the demo account is held in it. */
    private readonly accountHolder = 'Northbend Tooling',
  ) {}

  async createCardCheckout(_order: PaymentOrder, _urls: unknown, attempt: AttemptKey): Promise<StartedCheckout> {
    const reference = this.reference('demo_cs', attempt);
    return { reference, url: `/demo-pay/checkout/${reference}` };
  }

  async createBankTransfer(_order: PaymentOrder, _customer: unknown, _urls: unknown, attempt: AttemptKey): Promise<StartedCheckout> {
    const reference = this.reference('demo_bt', attempt);
    return { reference, url: `/demo-pay/bank-transfer/${reference}` };
  }

  /** The demo's instructions exist as soon as its page does; the order number is the reference to quote. */
  async transferInstructions(order: PaymentOrder, reference: string): Promise<TransferInstructions | null> {
    if (!reference.startsWith('demo_bt_')) return null;
    return {
      amountCents: order.totalCents,
      currency: order.currency,
      reference: order.orderNumber,
      accountHolder: this.accountHolder,
      ...DEMO_BANK_ACCOUNT,
    };
  }

  /** The demo invoice exists at once and is due in 30 days; nobody is emailed by the provider. */
  async createNet30Invoice(_order: PaymentOrder, _customer: unknown, attempt: AttemptKey): Promise<Net30Invoice> {
    return { reference: this.reference('demo_in', attempt), dueDate: Math.floor(this.now() / 1000) + NET_30_SECONDS };
  }

  /** A demo refund: nothing moves; the same key answers with the same refund id, as Stripe's would. */
  async refund(_order: RefundOrder, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    return { provider: 'demo', reference: this.reference('demo_re', idempotencyKey), amountCents, status: 'succeeded' };
  }

  /** A demo credit note: recorded on the order only; the same key answers with the same note, as Stripe's would. */
  async creditNet30Invoice(_reference: string, amountCents: number, idempotencyKey: string): Promise<ProviderCredit> {
    return { provider: 'demo', reference: this.reference('demo_cn', idempotencyKey), amountCents };
  }

  /** A demo invoice is only a reference: there is nothing to void. */
  async voidNet30Invoice(): Promise<void> {}

  /**
   * A demo page works only for the reference its order holds now (demo-pages.ts looks the order up
   * by it), so the order recording its next attempt is what closes the page: nothing to do here.
   */
  async expireCheckout(): Promise<void> {}

  /** A demo event as its page sends it: JSON body and a `t=…,v1=…` signature header. */
  signEvent(event: Omit<PaymentEvent, 'provider' | 'id'>): { body: Buffer; headers: Record<string, string> } {
    const body = Buffer.from(JSON.stringify({ ...event, provider: 'demo', id: `demo_evt_${randomBytes(12).toString('hex')}` }));
    const timestamp = Math.floor(this.now() / 1000);
    return {
      body,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.mac(timestamp, body)}` },
    };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const header = headers[DEMO_SIGNATURE_HEADER];
    const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw new InvalidSignatureError('No demo signature');
    const timestamp = Number(match[1]);
    if (!safeEqual(match[2], this.mac(timestamp, rawBody))) throw new InvalidSignatureError('Demo signature does not match');
    if (Math.abs(this.now() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new InvalidSignatureError('Demo signature too old');
    const parsed = DemoEvent.safeParse(parseJson(rawBody));
    if (!parsed.success) throw new InvalidSignatureError('Not a demo payment event');
    return parsed.data;
  }

  /** The token a demo page's forms carry: only someone who was shown the page can press its buttons. */
  pageToken(reference: string): string {
    return this.hmac(`page:${reference}`).slice(0, 32);
  }

  isPageToken(reference: string, token: string): boolean {
    return safeEqual(token, this.pageToken(reference));
  }

  private reference(prefix: string, attempt: AttemptKey): string {
    return `${prefix}_${this.hmac(`${prefix}:${attempt}`).slice(0, 32)}`;
  }

  private mac(timestamp: number, body: Buffer): string {
    return createHmac('sha256', this.secret).update(`${timestamp}.`).update(body).digest('hex');
  }

  private hmac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
