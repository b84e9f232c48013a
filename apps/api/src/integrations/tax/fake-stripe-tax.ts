type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };

/** Percent by US state the fake Stripe Tax charges (tests only): Washington's combined rate in Seattle. */
export const FAKE_STRIPE_TAX_RATES: Record<string, string> = { WA: '10.25', TX: '8.25' };

const NONTAXABLE = 'txcd_00000000';
const invalid = (message: string, code?: string, param?: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code && { code }), ...(param && { param }) } },
});
const missing = (what: string, id: string, param: string): Reply => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param } },
});

/** The indexed line items of a form body (line_items[0][amount] …) as objects. */
function lineItemsOf(p: Record<string, string>): Record<string, string>[] {
  const items: Record<string, string>[] = [];
  for (const [k, v] of Object.entries(p)) {
    const m = /^line_items\[(\d+)\]\[(\w+)\]$/.exec(k);
    if (m) (items[Number(m[1])] ??= {})[m[2]] = v;
  }
  return items.filter(Boolean);
}

/**
 * Stripe Tax's endpoints as Stripe documents them (POST /v1/tax/calculations,
 * /v1/tax/transactions/create_from_calculation and /create_reversal), for the fake Stripe server:
 * `tax.calculation` and `tax.transaction` objects, exclusive tax rounded per line, 400 for an address
 * Stripe cannot place, 404 for an unknown calculation or transaction, 400 for a reused reference.
 */
export function fakeStripeTax(nextId: (prefix: string) => string) {
  const calculations = new Map<string, Json>();
  const transactions = new Map<string, Json>();
  const now = () => Math.floor(Date.now() / 1000);

  function calculate(p: Record<string, string>): Reply {
    if (!p.currency) return invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    const items = lineItemsOf(p);
    if (!items.length) return invalid('Missing required param: line_items.', 'parameter_missing', 'line_items');
    const country = p['customer_details[address][country]'];
    const state = p['customer_details[address][state]'];
    if (!country || (country === 'US' && !p['customer_details[address][postal_code]']))
      return invalid(
        'We could not determine the customer’s tax location based on the provided customer address.',
        'customer_tax_location_invalid',
        'customer_details[address]',
      );
    const percent = country === 'US' ? FAKE_STRIPE_TAX_RATES[state] : undefined;
    const id = nextId('taxcalc');
    const lines = items.map((item) => {
      const amount = Number(item.amount);
      const taxed = percent !== undefined && item.tax_code !== NONTAXABLE;
      return {
        id: nextId('tax_li'),
        object: 'tax.calculation_line_item',
        amount,
        amount_tax: taxed ? Math.round((amount * Number(percent)) / 100) : 0,
        livemode: false,
        product: null,
        quantity: Number(item.quantity ?? 1),
        reference: item.reference ?? null,
        tax_behavior: item.tax_behavior ?? 'exclusive',
        tax_code: item.tax_code ?? 'txcd_99999999',
      };
    });
    const taxable = lines.filter((l) => l.amount_tax > 0);
    const tax = lines.reduce((sum, l) => sum + l.amount_tax, 0);
    const calculation = {
      id,
      object: 'tax.calculation',
      amount_total: lines.reduce((sum, l) => sum + l.amount, 0) + tax,
      currency: p.currency,
      customer: null,
      customer_details: {
        address: {
          country,
          state: state ?? null,
          postal_code: p['customer_details[address][postal_code]'] ?? null,
          city: p['customer_details[address][city]'] ?? null,
          line1: p['customer_details[address][line1]'] ?? null,
          line2: null,
        },
        address_source: p['customer_details[address_source]'] ?? 'billing',
        ip_address: null,
        tax_ids: [],
        taxability_override: 'none',
      },
      expires_at: now() + 90 * 86_400,
      livemode: false,
      line_items: { object: 'list', data: lines, has_more: false, url: `/v1/tax/calculations/${id}/line_items` },
      ship_from_details: null,
      shipping_cost: null,
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: [
        {
          amount: tax,
          inclusive: false,
          tax_rate_details: { country, percentage_decimal: taxable.length ? percent : '0.0', state: state ?? null, tax_type: 'sales_tax' },
          taxability_reason: taxable.length ? 'standard_rated' : percent ? 'product_exempt' : 'not_collecting',
          taxable_amount: taxable.reduce((sum, l) => sum + l.amount, 0),
        },
      ],
      tax_date: now(),
    };
    calculations.set(id, calculation);
    return { status: 200, body: calculation };
  }

  const referenceUsed = (reference: string) => [...transactions.values()].some((t) => t.reference === reference);

  function fromCalculation(p: Record<string, string>): Reply {
    if (!p.reference) return invalid('Missing required param: reference.', 'parameter_missing', 'reference');
    const calculation = calculations.get(p.calculation);
    if (!calculation) return missing('tax calculation', p.calculation ?? '', 'calculation');
    if (referenceUsed(p.reference)) return invalid(`A transaction with reference '${p.reference}' already exists.`, undefined, 'reference');
    const id = nextId('tax');
    const transaction = {
      id,
      object: 'tax.transaction',
      created: now(),
      currency: calculation.currency,
      customer: null,
      customer_details: calculation.customer_details,
      line_items: calculation.line_items,
      livemode: false,
      metadata: {},
      posted_at: now(),
      reference: p.reference,
      reversal: null,
      ship_from_details: null,
      shipping_cost: null,
      tax_date: calculation.tax_date,
      type: 'transaction',
      amount_total: calculation.amount_total,
      tax_amount_exclusive: calculation.tax_amount_exclusive,
    };
    transactions.set(id, transaction);
    return { status: 200, body: transaction };
  }

  function reversal(p: Record<string, string>): Reply {
    const original = transactions.get(p.original_transaction);
    if (!original) return missing('tax transaction', p.original_transaction ?? '', 'original_transaction');
    if (p.mode !== 'full' && p.mode !== 'partial') return invalid('Invalid mode: must be one of full or partial', undefined, 'mode');
    if (p.mode === 'partial' && !(Number(p.flat_amount) < 0) && !lineItemsOf(p).length)
      return invalid('A partial reversal needs line_items, shipping_cost or a negative flat_amount.', undefined, 'flat_amount');
    if (!p.reference) return invalid('Missing required param: reference.', 'parameter_missing', 'reference');
    if (referenceUsed(p.reference)) return invalid(`A transaction with reference '${p.reference}' already exists.`, undefined, 'reference');
    const id = nextId('tax');
    const made = {
      ...original,
      id,
      created: now(),
      reference: p.reference,
      type: 'reversal',
      reversal: { original_transaction: original.id },
      ...(p.mode === 'partial' && p.flat_amount && { flat_amount: Number(p.flat_amount) }),
    };
    transactions.set(id, made);
    return { status: 200, body: made };
  }

  return {
    transactions,
    /** The answer to a Stripe Tax request, or null when the path is not one of Stripe Tax's. */
    route(method: string, path: string, p: Record<string, string>): Reply | null {
      if (method !== 'POST') return null;
      if (path === '/v1/tax/calculations') return calculate(p);
      if (path === '/v1/tax/transactions/create_from_calculation') return fromCalculation(p);
      if (path === '/v1/tax/transactions/create_reversal') return reversal(p);
      return null;
    },
  };
}
