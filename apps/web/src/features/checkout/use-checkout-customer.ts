import type { ShippingAddress } from '@northbend/shared';
import { useCustomerRecord } from '../../state/use-customer-record';
import type { CheckoutCustomer } from './checkout-api';

/** The customer with the saved shipping address (GET customer/{id} → user_shipping.shipment_address). */
export function useCheckoutCustomer() {
  const { customer, setCustomer, failed, retry } = useCustomerRecord<CheckoutCustomer>();

  /** After a save: the address the server kept becomes the customer's saved one. */
  const setAddress = (address: ShippingAddress) => setCustomer((c) => (c ? { ...c, user_shipping: { shipment_address: address } } : c));

  return { customer, failed, retry, setAddress };
}
