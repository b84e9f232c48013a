import { TIMINGS, type ShippingAddress, type Order } from '@northbend/shared';
import { useEffect, useRef, useState } from 'react';
import { session } from '../../lib/session';
import { useAppSelector } from '../../app/store';
import { focusFirstError } from '../../ui/form-field';
import type { OrderedLine } from '../../components/ordered-lines';
import { useShippingCharge } from '../../components/use-shipping-charge';
import { useCustomerLoad } from '../../state/use-customer-load';
import { AddressForm } from './address-form';
import { CartItemsModal } from './cart-items-modal';
import { checkoutApi, type CheckoutCustomer } from './checkout-api';
import { CheckoutTabs, panelId, tabId, type CheckoutTab } from './checkout-tabs';
import { EmptyCart } from './empty-cart';
import { OrderReferences, referenceFieldId } from './order-references';
import { CHECKOUT_BLOCKED_ID, OrderTotalPanel } from './order-total-panel';
import { PaymentStep } from './payment-step';
import { cartTaxOf, orderTaxOf, type SalesTaxLine } from '../../components/sales-tax';
import type { OfferedMethods } from './use-payment-methods';
import { REFERENCE_FIELDS, useOrderReferences } from './use-order-references';
import { usePlaceOrder } from './use-place-order';
import { ShippingServices } from './shipping-services';
import { useShippingOptions } from './use-shipping-options';

/** What the Order Total panel shows once the cart has become an order (the cart is then empty). */
interface Frozen {
  lines: OrderedLine[];
  /** The sales tax shown (issue 30): the cart's when the order was placed, or the order's own. */
  tax?: SalesTaxLine;
  subTotal: number;
  shipping: number | null;
  /** The shipping service chosen (issue 30); undefined: none to name. */
  service?: string;
}

const frozenOf = (o: Order): Frozen => ({
  lines: o.customer_order_list,
  subTotal: o.order_charges.sub_total,
  tax: orderTaxOf(o.order_charges),
  shipping: o.order_charges.shipping_charges,
  service: o.shipping_service?.service_name,
});

interface CheckoutScreenProps {
  customer: CheckoutCustomer;
  unpaid: Order | null;
  /** The methods the shop offers now (GET payment/methods). */
  offered: OfferedMethods;
  onAddressSaved: (address: ShippingAddress) => void;
}

/** The two checkout steps beside the Order Total panel (spec sections 2 and 4). */
export function CheckoutScreen({ customer, unpaid, offered, onAddressSaved }: CheckoutScreenProps) {
  const lines = useAppSelector((s) => s.cart.userCartData);
  const subTotal = useAppSelector((s) => s.cart.userCartCharges.sub_total) ?? 0;
  // The cart answer's sales tax to the saved address (issue 30); the server charges it again at placing.
  const cartTax = cartTaxOf(useAppSelector((s) => s.cart.userCartCharges));
  const address = customer.user_shipping?.shipment_address ?? null;
  const order = usePlaceOrder(customer._id, unpaid ? { orderId: unpaid.order_id, type: unpaid.customer_payment.type } : null);
  const [frozen, setFrozen] = useState<Frozen | null>(unpaid ? frozenOf(unpaid) : null);
  const tableShipping = useShippingCharge(frozen ? undefined : subTotal, frozen?.shipping ?? null);
  // The services for the cart to the saved address (issue 30): the chosen one's charge, or the
  // table's while they load; an order being paid keeps its own.
  const services = useShippingOptions(Boolean(address) && !frozen, JSON.stringify(address), subTotal);
  const shipping = frozen ? frozen.shipping : (services.chosen?.charge ?? tableShipping);
  const service = frozen ? frozen.service : services.chosen?.service_name;
  // A saved address (or an order to pay) opens the payment step straight away (spec section 2).
  const [tab, setTab] = useState<CheckoutTab>(address || unpaid ? 2 : 1);
  const [showItems, setShowItems] = useState(false);
  const references = useOrderReferences(Boolean(customer.user_po_required));
  // The company's shipping locations (issue 26), offered above the address form (none: the form as
  // before), and its payment terms (issue 27): the Net 30 choice says the credit left.
  const companyFacts = useCustomerLoad('company', (_customerId, signal) => checkoutApi.company(signal)).data;
  const locations = companyFacts?.addresses ?? [];
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Refused and still at the checkout: the live cart again, and its shipping services asked anew
  // (the one chosen may no longer be offered, issue 30).
  useEffect(() => {
    if (order.refusal && !order.orderId) setFrozen(null);
  }, [order.refusal, order.orderId]);

  const inPayment = order.phase !== 'choose' || order.orderId !== null;
  if (!inPayment && !frozen && lines.length === 0) return <EmptyCart />;

  const saved = (kept: ShippingAddress) => {
    onAddressSaved(kept);
    session.setCheckoutStep(2);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTab(2), TIMINGS.tabSwitch);
  };

  const place = () => {
    // A missing or too long PO number is said on the form, before anything is sent.
    const checked = references.validate();
    if (!checked.references) {
      focusFirstError(REFERENCE_FIELDS, checked.errors, referenceFieldId);
      return;
    }
    // The order empties the cart: the panel keeps showing what is being ordered.
    setFrozen({ lines, subTotal, tax: cartTax, shipping, service });
    void order.place({ ...checked.references, shipping_service_code: services.chosen?.service_code ?? null });
  };

  const shown = frozen ?? { lines, subTotal, tax: cartTax, shipping, service };
  // A buyer's order above their limit (total with shipping) goes to the company's admins; the server decides, this only words the button.
  const company = customer.user_company;
  const limit = company?.company_role === 'buyer' ? company.order_limit : null;
  const overLimit = limit !== null && shown.subTotal + (shown.shipping ?? 0) + (shown.tax?.amount ?? 0) > limit ? limit : null;
  // The live cart's problems in the server's words (an archived item is named): no order until they
  // are dealt with in the cart. An order being paid (frozen) is past them.
  const problems = frozen ? [] : lines.flatMap((l) => (l.cart_item_problem ? [l.cart_item_problem] : []));
  return (
    <div className="nb-checkout__layout">
      <section className="nb-checkout__steps" aria-label="Checkout">
        <CheckoutTabs active={tab} onSelect={setTab} enabled={{ 1: !inPayment, 2: Boolean(address) }} />
        <div role="tabpanel" id={panelId(1)} aria-labelledby={tabId(1)} hidden={tab !== 1} className="nb-checkout__panel">
          <AddressForm customer={customer} hasAddress={Boolean(address)} locations={locations} onSaved={saved} onNext={() => setTab(2)} />
        </div>
        <div role="tabpanel" id={panelId(2)} aria-labelledby={tabId(2)} hidden={tab !== 2} className="nb-checkout__panel">
          {tab === 2 && order.phase === 'choose' && !order.orderId && (
            <ShippingServices options={services.options} chosen={services.chosen} notice={services.notice} onChoose={services.choose} />
          )}
          {tab === 2 && order.phase === 'choose' && !order.orderId && <OrderReferences form={references} />}
          {tab === 2 && (
            <PaymentStep
              method={order.method}
              onMethod={order.setMethod}
              offered={offered}
              phase={order.phase}
              orderId={order.orderId}
              onPlace={place}
              blockedBy={problems.length ? CHECKOUT_BLOCKED_ID : null}
              onRetry={() => void order.retry()}
              onBack={() => setTab(1)}
              overLimit={overLimit}
              approvalId={order.approvalId}
              terms={companyFacts?.terms ?? null}
              refusal={order.refusal}
            />
          )}
        </div>
      </section>
      <OrderTotalPanel
        subTotal={shown.subTotal}
        shipping={shown.shipping}
        tax={shown.tax}
        service={shown.service}
        itemCount={shown.lines.length}
        onViewItems={() => setShowItems(true)}
        noticeLines={frozen ? [] : lines}
        problems={problems}
      />
      <CartItemsModal
        show={showItems}
        onHide={() => setShowItems(false)}
        lines={shown.lines}
        title={frozen ? 'Items in your order' : 'Your Cart Items'}
      />
    </div>
  );
}
