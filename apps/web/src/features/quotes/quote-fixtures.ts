import type { QuoteView } from '@northbend/shared';

// Quotes as the API answers them (packages/shared's QuoteView), for the quote screens' tests.

export const quoteView = (over: Partial<QuoteView> = {}): QuoteView => ({
  quote_number: 'Q-10001',
  status: 'Quoted',
  machine: 'Amada EMK 3610 NT',
  tool_type: 'Turret punch',
  quantity: 4,
  needed_by: '2099-01-15',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-21T15:00:00.000Z',
  valid_until: '2099-12-30',
  total: 590,
  in_cart: false,
  order_number: null,
  unread: false,
  notes: 'Obround 12 × 30 mm, TiN coated.',
  drawing: { file_name: 'punch.pdf', content_type: 'application/pdf', size_bytes: 48_000 },
  lines: [
    { _id: 'l1', position: 1, description: 'Obround punch 12 × 30 mm, TiN', quantity: 4, unit_price: 120, line_total: 480 },
    { _id: 'l2', position: 2, description: 'Matching die, 0.2 mm clearance', quantity: 1, unit_price: 110, line_total: 110 },
  ],
  messages: [{ _id: 'm1', author: 'staff', author_name: 'Sam Sales', body: 'Here is your quote.', created_at: '2026-11-21T15:00:00.000Z' }],
  ...over,
});
