import {
  cartLineCount,
  type CartItem,
  type CartListAnswer,
  type CartVariant,
  type CustomerResult,
  type Order,
  type ProductDetail,
  type Variant,
} from '@northbend/shared';

// Answers shaped like the API's (the response types of packages/shared), with a few shop values.

const CREATED = '2024-03-06T10:00:00.000Z';

export const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  _id: 'prod-1',
  product_name: 'Thick Turret Punch',
  product_slug: 'thick-turret-punch',
  product_sku: 'TT-100',
  product_description: 'A hardened punch for thick turret stations.',
  product_images: [],
  product_quantity: 10,
  product_variants_status: false,
  product_category_ids: ['cat-1'],
  product_machine_make_ids: [],
  product_machine_model_ids: [],
  category_slug: 'punches',
  createdAt: CREATED,
  product_variants: [],
  product_fits: [],
  ...over,
});

/** A variant measured in MM from 10 to 20. */
export const variant = (over: Partial<Variant> = {}): Variant => ({
  _id: 'var-1',
  variant_name: 'Round 10',
  variant_sku: 'RD-10',
  variant_price: 45,
  variant_image: '',
  variant_order: 1,
  createdAt: CREATED,
  variant_description: 'A round punch.',
  variant_measurement: { mm_status: true, in_status: false, mm: { min: 10, max: 20 }, in: { min: null, max: null } },
  variant_options: [],
  ...over,
});

export const cartVariant = (over: Partial<CartVariant> = {}): CartVariant => ({
  _id: 'var-1',
  variant_name: 'Round 10',
  variant_sku: 'RD-10',
  variant_image: '',
  variant_price: 45,
  variant_quantity: 1,
  variant_total: 45,
  variant_measurement_selected: null,
  variant_options_selected: [],
  ...over,
});

/** A cart line of two pieces of a plain product at $60. */
export const cartLine = (over: Partial<CartItem> = {}): CartItem => ({
  _id: 'line-1',
  cart_customer_id: 'cust-1',
  cart_product_id: 'prod-1',
  cart_product: { product_images: [], product_name: 'Thick Turret Punch', product_slug: 'thick-turret-punch', product_sku: 'TT-100' },
  cart_product_price: 60,
  cart_product_quantity: 2,
  cart_product_total: 120,
  cart_item_total: 120,
  cart_selected_product_variants: [],
  cart_item_problem: null,
  createdAt: CREATED,
  ...over,
});

/** GET cart/customer-cart-list/{id}: the lines and their charges. */
export const cartAnswer = (lines: CartItem[]): CartListAnswer => ({
  status: true,
  data: {
    result: lines,
    cart_charges: { sub_total: lines.reduce((sum, l) => sum + l.cart_item_total, 0), item_count: cartLineCount(lines) },
  },
});

export const SHIPPING_ADDRESS = {
  customer_email: 'dana@example.com',
  customer_name: 'Dana Fischer',
  customer_phone_number: '616-555-0100',
  customer_company: 'Fischer Sheet Metal',
  customer_address: '12 Press Lane',
  customer_secondary_address: '',
  customer_city: 'Grand Rapids',
  customer_state: 'Michigan',
  customer_zip_code: '49512',
  customer_country: 'United States',
};

/** GET customer/{id}'s result, with a saved shipping address. */
export const customerRecord = (over: Partial<CustomerResult> = {}): CustomerResult => ({
  _id: 'cust-1',
  user_name: 'Dana Fischer',
  user_email: 'dana@example.com',
  user_mobile_number: '616-555-0100',
  user_business_name: 'Fischer Sheet Metal',
  user_machine_make_ids: [],
  user_machine_model_ids: [],
  user_sheet_material: [],
  user_sheet_thickness: [],
  user_address: '12 Press Lane, Grand Rapids',
  user_profile: '',
  user_shipping: { shipment_address: SHIPPING_ADDRESS },
  user_po_required: false,
  user_company: { _id: 'company-1', company_name: 'Fischer Sheet Metal', company_role: 'admin', order_limit: null },
  createdAt: CREATED,
  ...over,
});

/** An order of one cart line, placed and delivered, paid by COD. */
export const order = (over: Partial<Order> = {}): Order => {
  const { cart_item_problem: _problem, ...line } = cartLine();
  return {
    _id: 'ord-1',
    order_id: 'NB-100001',
    createdAt: CREATED,
    status: 'Delivered',
    order_charges: { sub_total: 120, shipping_charges: 15, total: 135 },
    customer_order_list: [line],
    customer_shipping: {
      shipment_address: SHIPPING_ADDRESS,
      shipment_details: { parcel_number: null, status: 'Delivered', tracking_url: null },
    },
    customer_payment: { type: 'COD', status: 'Paid', response: {}, bank_transfer: null, net_30_invoice: null },
    download_order_net_30_invoice_pdf_url: null,
    download_order_details_pdf_url: '/api/v1/order/NB-100001/details.pdf',
    po_number: null,
    order_note: null,
    ...over,
  };
};
