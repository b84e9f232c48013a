import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeTax } from '../tax/fake-stripe-tax.js';

/** One request as the fake Stripe API received it; the form body flattened as Stripe encodes it. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A stand-in for api.stripe.com for tests only: the official SDK talks to it over real HTTP. It
 * records every request, answers with minimal Stripe-shaped JSON, and replays the first answer for
 * a repeated idempotency key as Stripe does. `failNext` makes it answer 500 or never answer.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const replies = new Map<string, { status: number; body: Json }>();
  const customers: Json[] = [];
  const invoices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  let seq = 0;
  let failure: { mode: 'error' | 'hang'; times: number } | null = null;
  const nextId = (prefix: string) => `${prefix}_test_${String(++seq).padStart(6, '0')}`;
  // Stripe Tax (issue 30 item 4): calculations, tax transactions and their reversals.
  const tax = fakeStripeTax(nextId);

  function route(method: string, path: string, p: Record<string, string>): { status: number; body: Json } {
    const taxReply = tax.route(method, path, p);
    if (taxReply) return taxReply;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Object.entries(p)
        .filter(([k]) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k))
        .reduce((sum, [k, v]) => sum + Number(v) * Number(p[k.replace('[price_data][unit_amount]', '[quantity]')] ?? 1), 0);
      const id = nextId('cs');
      const created = {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: p.mode,
        amount_total: amount,
        currency: p['line_items[0][price_data][currency]'],
        payment_status: 'unpaid',
        metadata: metadataOf(p),
        client_reference_id: p.client_reference_id ?? null,
      };
      sessions.set(id, created);
      return ok(created);
    }
    // A session made here keeps its state; any other is found complete and paid (tests store
    // references in orders without creating them here).
    const session = /^\/v1\/checkout\/sessions\/(cs_[\w]+)$/.exec(path);
    if (method === 'GET' && session)
      return ok({
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_of_${session[1]}`,
        ...sessions.get(session[1]),
        id: session[1],
      });
    // As Stripe: only an open session can be expired.
    const expiring = /^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) {
      const found = sessions.get(expiring[1]);
      if (found?.status !== 'open')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: `Session ${expiring[1]} is not in an expirable state.` } },
        };
      found.status = 'expired';
      return ok({ ...found });
    }
    if (method === 'POST' && path === '/v1/credit_notes')
      return ok({ id: nextId('cn'), object: 'credit_note', amount: Number(p.amount), invoice: p.invoice, status: 'issued' });
    if (method === 'POST' && path === '/v1/refunds')
      return ok({ id: nextId('re'), object: 'refund', amount: Number(p.amount), payment_intent: p.payment_intent, status: 'succeeded' });
    if (method === 'GET' && path === '/v1/invoice_payments')
      return ok({
        object: 'list',
        url: '/v1/invoice_payments',
        has_more: false,
        data: [
          {
            id: nextId('inpay'),
            object: 'invoice_payment',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: `pi_of_${p.invoice}` },
          },
        ],
      });
    const voided = /^\/v1\/invoices\/(in_[\w]+)\/void$/.exec(path);
    if (method === 'POST' && voided) return ok({ ...(invoices.get(voided[1]) ?? { id: voided[1], object: 'invoice' }), status: 'void' });
    if (method === 'GET' && path === '/v1/customers')
      return ok({ object: 'list', url: '/v1/customers', has_more: false, data: customers.filter((c) => c.email === p.email) });
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', email: p.email, name: p.name, metadata: metadataOf(p) };
      customers.push(customer);
      return ok(customer);
    }
    if (method === 'POST' && path === '/v1/invoices') {
      const invoice = {
        id: nextId('in'),
        object: 'invoice',
        status: 'draft',
        customer: p.customer,
        currency: p.currency,
        total: 0,
        due_date: null,
        metadata: metadataOf(p),
      };
      invoices.set(invoice.id, invoice);
      return ok(invoice);
    }
    if (method === 'POST' && path === '/v1/invoiceitems') {
      const invoice = invoices.get(p.invoice);
      if (!invoice) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such invoice: '${p.invoice}'` } } };
      invoice.total = (invoice.total as number) + Number(p.amount);
      return ok({ id: nextId('ii'), object: 'invoiceitem', invoice: p.invoice, amount: Number(p.amount) });
    }
    const step = /^\/v1\/invoices\/([^/]+)\/(finalize|send)$/.exec(path);
    const invoice = step && invoices.get(step[1]);
    if (method === 'POST' && invoice) {
      Object.assign(invoice, {
        status: 'open',
        due_date: Math.floor(Date.now() / 1000) + 30 * 86_400,
        hosted_invoice_url: `https://invoice.stripe.test/i/${invoice.id}`,
        invoice_pdf: `https://pay.stripe.test/invoice/${invoice.id}/pdf`,
      });
      return ok({ ...invoice });
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const form = req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const key = req.headers['idempotency-key'] as string | undefined;
    const recorded = { method: req.method ?? '', path: url.pathname, params: Object.fromEntries(form), idempotencyKey: key };
    requests.push(recorded);
    if (failure && failure.times > 0) {
      failure.times--;
      if (failure.mode === 'hang') return; // never answers: the SDK's timeout must end the wait
      return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on the fake Stripe.' } });
    }
    const cached = key ? replies.get(`${recorded.method} ${recorded.path} ${key}`) : undefined;
    const reply = cached ?? route(recorded.method, recorded.path, recorded.params);
    if (key && !cached) replies.set(`${recorded.method} ${recorded.path} ${key}`, reply);
    send(res, reply.status, reply.body);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to one path, in order. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Stripe Tax's transactions and reversals made here, by id. */
    taxTransactions: tax.transactions,
    /** Marks a session made here as paid, as if the customer had just finished Stripe's page. */
    completeSession(id: string) {
      Object.assign(sessions.get(id) ?? {}, { status: 'complete', payment_status: 'paid' });
    },
    /**
     * As if the customer chose the bank transfer on Stripe's page: the session completes unpaid and
     * its payment intent (returned expanded) waits with the transfer instructions.
     */
    chooseBankTransfer(id: string) {
      const found = sessions.get(id);
      if (!found) return;
      Object.assign(found, {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: {
          id: `pi_of_${id}`,
          object: 'payment_intent',
          status: 'requires_action',
          next_action: {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              type: 'us_bank_transfer',
              amount_remaining: found.amount_total,
              currency: found.currency,
              reference: 'PQ7TZ3B2KD',
              hosted_instructions_url: `https://payments.stripe.test/bank_transfers/instructions/${id}`,
              financial_addresses: [
                {
                  type: 'aba',
                  supported_networks: ['ach', 'domestic_wire_us'],
                  aba: {
                    account_holder_name: 'Northbend Tooling',
                    account_number: '111222333444',
                    account_type: 'checking',
                    bank_name: 'Test Bank',
                    routing_number: '999888777',
                  },
                },
              ],
            },
          },
        },
      });
    },
    failNext(mode: 'error' | 'hang', times = 1) {
      failure = { mode, times };
    },
    reset() {
      requests.length = 0;
      failure = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const ok = (body: Json) => ({ status: 200, body });

function metadataOf(p: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(p).flatMap(([k, v]) => (/^metadata\[([^\]]+)\]$/.exec(k) ? [[k.slice(9, -1), v]] : [])));
}

function send(res: ServerResponse, status: number, body: Json): void {
  // The SDK would retry a 500 on its own; Stripe's header says a retry would not help.
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': 'req_fake',
    ...(status >= 500 && { 'stripe-should-retry': 'false' }),
  });
  res.end(JSON.stringify(body));
}
