import type { FastifyBaseLogger } from 'fastify';
import { centsToDollars, type ShippingAddress } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { NO_CART_TAX, type CartTaxOf } from '../cart/index.js';
import { findCustomerById } from '../customers/index.js';
import { TAX_MESSAGES, type TaxService } from './tax-service.js';

/**
 * The cart answer's tax line: the tax to the saved address, or (no address yet, or the provider did
 * not answer) null with the label saying it is calculated at checkout. Nothing when the shop
 * charges no tax, so the cart reads as it did before issue 30.
 */
export function cartTaxOf(db: Database, tax: TaxService, log: FastifyBaseLogger): CartTaxOf {
  return async (cart) => {
    if (!tax.charged) return NO_CART_TAX;
    const customer = await findCustomerById(db, cart.customerId);
    const address = customer?.shippingAddress as ShippingAddress | null | undefined;
    if (!customer || !address) return { tax: null, tax_label: TAX_MESSAGES.atCheckout, tax_note: null };
    const lines = cart.lines.filter((l) => !l.unavailable);
    const quote = await tax.forCart({ companyId: customer.companyId, address, lines }, log);
    if (!quote) return { tax: null, tax_label: TAX_MESSAGES.atCheckout, tax_note: null };
    return { tax: centsToDollars(quote.taxCents), tax_label: quote.label, tax_note: quote.note };
  };
}
