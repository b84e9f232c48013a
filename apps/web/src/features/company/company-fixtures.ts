import type { ApprovalRequest, Company, CustomerAnswer } from '@northbend/shared';
import { cartLine, customerRecord, SHIPPING_ADDRESS } from '../../test/fixtures';
import type { ApprovalDetail } from './company-api';

// Answers of the company calls (issue 26) as the API shapes them, for the company screens' tests.

const { customer_email: _email, ...place } = SHIPPING_ADDRESS;

/** The company as the storefront's screens read it: the shop's default terms, nothing owed, not tax exempt. */
export const company = (over: Partial<Company> = {}): Company => ({
  _id: 'company-1',
  company_name: 'Fischer Sheet Metal',
  my_role: 'admin',
  members: [
    {
      _id: 'cust-1',
      user_email: 'dana@example.com',
      user_name: 'Dana Fischer',
      company_role: 'admin',
      order_limit: null,
      status: 'active',
      invited_at: null,
      invitation_expired: false,
    },
    {
      _id: 'cust-2',
      user_email: 'sam@example.com',
      user_name: 'Sam Ortiz',
      company_role: 'buyer',
      order_limit: 500,
      status: 'active',
      invited_at: '2026-11-01T10:00:00.000Z',
      invitation_expired: false,
    },
    {
      _id: 'cust-3',
      user_email: 'lee@example.com',
      user_name: 'Lee Park',
      company_role: 'buyer',
      order_limit: null,
      status: 'invited',
      invited_at: '2026-11-01T10:00:00.000Z',
      invitation_expired: true,
    },
  ],
  addresses: [{ _id: 'addr-1', label: 'Main plant', is_default: true, ...place }],
  terms: {
    payment_methods: ['COD', 'CREDIT_CARD', 'NET_30', 'BANK_TRANSFER'],
    credit_limit: 25000,
    open_balance: 0,
    available_credit: 25000,
    overdue_hold_days: 15,
    overdue_hold: false,
  },
  tax_exempt: null,
  ...over,
});

/** GET customer/{id} of the logged-in customer in the company as `role`. */
export const customerAs = (role: 'admin' | 'buyer', orderLimit: number | null = null): CustomerAnswer => ({
  status: true,
  result: customerRecord({
    user_company: { _id: 'company-1', company_name: 'Fischer Sheet Metal', company_role: role, order_limit: orderLimit },
  }),
});

export const approval = (over: Partial<ApprovalRequest> = {}): ApprovalRequest => {
  const { cart_item_problem: _problem, ...line } = cartLine({ cart_product_quantity: 10, cart_product_total: 600, cart_item_total: 600 });
  return {
    _id: 'appr-1',
    status: 'Awaiting approval',
    placed_by: { _id: 'cust-2', user_name: 'Sam Ortiz', user_email: 'sam@example.com' },
    lines: [line],
    shipment_address: SHIPPING_ADDRESS,
    payment_type: 'NET_30',
    po_number: 'PO-4471',
    order_note: null,
    sub_total: 600,
    shipping_charge: 29.5,
    total: 629.5,
    order_limit: 500,
    expires_at: '2026-12-12T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decline_reason: null,
    order_id: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...over,
  };
};

export const approvalDetail = (over: Partial<ApprovalDetail> = {}): ApprovalDetail => ({
  ...approval(),
  current: { sub_total: 600, shipping_charge: 29.5, total: 629.5, problem: null },
  ...over,
});
