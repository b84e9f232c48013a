import type { CompanyAddress, ShippingAddress } from '@northbend/shared';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { changePlace, PLACE_FIELDS } from '../../components/address-fields';
import { useSubmitState } from '../../components/submit-button';
import { checkoutApi, type CheckoutCustomer } from './checkout-api';
import { initialAddress, validateAddress, type AddressErrors, type AddressField, type AddressValues } from './address-values';

/**
 * The 'Customer Details' form: values, messages and the save button's state. `onSaved` gets the
 * address the server kept. After a refused submit the messages follow the typing.
 */
export function useAddressForm(customer: CheckoutCustomer, onSaved: (address: ShippingAddress) => void) {
  const [values, setValues] = useState<AddressValues>(() => initialAddress(customer));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [state, setState] = useSubmitState();
  const checking = useRef(false);
  const inFlight = useRef(false);

  const show = (next: AddressValues) => {
    setValues(next);
    if (checking.current) setErrors(validateAddress(next).errors);
  };
  const setField = (field: AddressField, value: string) => show(changePlace(values, field, value));
  /** A company location (issue 26) fills the form; the email stays the account's. */
  const fill = (location: CompanyAddress) => show({ ...values, ...Object.fromEntries(PLACE_FIELDS.map((f) => [f, location[f]])) });

  /** Validates and saves; resolves with the messages of a refused form ({} otherwise). */
  async function save(): Promise<AddressErrors> {
    if (inFlight.current) return {};
    const { address, errors: found } = validateAddress(values);
    checking.current = !address;
    setErrors(found);
    if (!address) return found;
    inFlight.current = true;
    setState('loading');
    try {
      const reply = await checkoutApi.saveAddress(customer._id, address);
      if (reply.success) {
        setState('success');
        if (reply.message) toast.success(reply.message);
        // The address as the server kept it (its email is the account's).
        onSaved({ ...address, ...reply.result });
      } else {
        // Spec section 8: the server's message, and the button turns red.
        toast.error(reply.message);
        setState('error');
      }
    } catch {
      // The API client has toasted the reason.
      setState('error');
    } finally {
      inFlight.current = false;
    }
    return {};
  }

  return { values, errors, setField, fill, state, save };
}
