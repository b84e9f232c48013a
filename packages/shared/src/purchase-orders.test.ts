import { describe, expect, it } from 'vitest';
import { BUY_AGAIN_MESSAGES, buyAgainReason } from './buy-again.js';
import { CART_MESSAGES } from './cart-rules.js';
import { MEASUREMENT_MESSAGES } from './measurement.js';
import { checkOrderNote, checkPoNumber, PURCHASE_ORDER_MESSAGES } from './purchase-orders.js';

describe('checkPoNumber', () => {
  it('trims, and answers null for nothing given unless it is required', () => {
    expect(checkPoNumber('  PO-4500/17 ', false)).toEqual({ ok: true, value: 'PO-4500/17' });
    expect(checkPoNumber('   ', false)).toEqual({ ok: true, value: null });
    expect(checkPoNumber(undefined, false)).toEqual({ ok: true, value: null });
    expect(checkPoNumber(null, true)).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.poRequired });
    expect(checkPoNumber(' ', true)).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.poRequired });
  });

  it('counts characters as people do: 35 fit, 36 do not, an accented letter or emoji is one', () => {
    expect(checkPoNumber('É'.repeat(35), false)).toEqual({ ok: true, value: 'É'.repeat(35) });
    expect(checkPoNumber('📦'.repeat(35), false).ok).toBe(true);
    expect(checkPoNumber('A'.repeat(36), false)).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.poTooLong });
  });

  it.each(['PO\n1', 'PO\t1', 'PO\u200B1', 'PO\u202E1', 'PO\uE0001'])('refuses the unprintable %j', (raw) => {
    expect(checkPoNumber(raw, false)).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.poPrintable });
  });
});

describe('checkOrderNote', () => {
  it('keeps line breaks and tabs, makes Windows line breaks plain, trims, and refuses other hidden characters', () => {
    expect(checkOrderNote(' Dock 4\r\n\tAsk for Sam ')).toEqual({ ok: true, value: 'Dock 4\n\tAsk for Sam' });
    expect(checkOrderNote('\n')).toEqual({ ok: true, value: null });
    expect(checkOrderNote('n'.repeat(500)).ok).toBe(true);
    expect(checkOrderNote('n'.repeat(501))).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.noteTooLong });
    expect(checkOrderNote('a\u200Bb')).toEqual({ ok: false, message: PURCHASE_ORDER_MESSAGES.notePrintable });
  });
});

describe('buyAgainReason', () => {
  const measured = { measurement: { type: 'IN' as const, value: 1.25 }, options: [{ optionName: 'Coating', childName: 'TiN' }] };

  it("words the cart's refusals for a line of an old order", () => {
    expect(buyAgainReason(CART_MESSAGES.productNotFound, measured)).toBe(BUY_AGAIN_MESSAGES.productGone);
    expect(buyAgainReason(CART_MESSAGES.variantNotFound, measured)).toBe(BUY_AGAIN_MESSAGES.variantGone);
    expect(buyAgainReason(CART_MESSAGES.optionNotOffered, measured)).toBe(BUY_AGAIN_MESSAGES.optionGone);
    expect(buyAgainReason(CART_MESSAGES.choiceNotOffered('Coating'), measured)).toBe('The choice "TiN" for Coating is no longer offered.');
    expect(buyAgainReason(MEASUREMENT_MESSAGES.outOfRange(2, 3, 'IN'), measured)).toBe(
      'The measurement 1.25 IN is no longer offered. Please enter a value between 2 IN and 3 IN.',
    );
    expect(buyAgainReason(CART_MESSAGES.cartFull, measured)).toBe(CART_MESSAGES.cartFull);
  });

  it('sums up what was added and left out', () => {
    expect(BUY_AGAIN_MESSAGES.summary('NB-100001', 2, 0)).toBe("2 items of order NB-100001 added to your cart at today's prices.");
    expect(BUY_AGAIN_MESSAGES.summary('NB-100001', 1, 2)).toBe(
      "1 item of order NB-100001 added to your cart at today's prices. 2 items were left out.",
    );
    expect(BUY_AGAIN_MESSAGES.summary('NB-100001', 0, 2)).toBe('Nothing from order NB-100001 could be added to your cart.');
  });
});
