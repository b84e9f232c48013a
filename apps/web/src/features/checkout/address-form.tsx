import type { CompanyAddress, ShippingAddress } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { AddressFields } from '../../components/address-fields';
import { focusFirstError, FormField } from '../../ui/form-field';
import { SubmitButton } from '../../components/submit-button';
import { ADDRESS_FIELDS } from './address-values';
import type { CheckoutCustomer } from './checkout-api';
import { SelectField } from '../../ui/select-field';
import { useAddressForm } from './use-address-form';

const idOf = (field: string) => `checkout-${field}`;

const locationName = (l: CompanyAddress) =>
  `${l.label}${l.is_default ? ' (default)' : ''}: ${l.customer_address}, ${l.customer_city}, ${l.customer_state}`;

interface AddressFormProps {
  customer: CheckoutCustomer;
  /** A saved address exists: 'Next' may skip to the payment step. */
  hasAddress: boolean;
  /** The company's shipping locations (issue 26), offered above the form. */
  locations: CompanyAddress[];
  onSaved: (address: ShippingAddress) => void;
  onNext: () => void;
}

/** Tab 1, 'Customer Details': the shipping address (spec sections 3 and 5). */
export function AddressForm({ customer, hasAddress, locations, onSaved, onNext }: AddressFormProps) {
  const form = useAddressForm(customer, onSaved);
  const [location, setLocation] = useState('');
  const { values, errors } = form;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    focusFirstError([...ADDRESS_FIELDS], await form.save(), idOf);
  };
  const pick = (id: string) => {
    setLocation(id);
    const chosen = locations.find((l) => l._id === id);
    if (chosen) form.fill(chosen);
  };

  return (
    <form className="nb-address" noValidate onSubmit={onSubmit} aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="nb-checkout__title">
        Shipping address
      </h2>
      <p className="nb-checkout__intro">Where should we ship your tooling? Fields marked * are required.</p>
      {locations.length > 0 && (
        <div className="nb-address__locations">
          <SelectField
            id="checkout-location"
            label="Ship to a company location"
            value={location}
            options={locations.map((l) => ({ value: l._id, label: locationName(l) }))}
            placeholder="Choose one of your company's locations"
            onChange={pick}
          />
          <p className="nb-address__locations-note">Choosing a location fills in the address below; save it to ship there.</p>
        </div>
      )}
      <div className="nb-address__grid">
        <FormField
          id={idOf('customer_email')}
          name="customer_email"
          value={values.customer_email}
          error={errors.customer_email}
          onChange={(v) => form.setField('customer_email', v)}
          label="Email"
          type="email"
          required
          readOnly
          hint="Your account email; order mail goes here."
        />
        <AddressFields values={values} errors={errors} idOf={idOf} onChange={form.setField} />
      </div>
      <div className="nb-checkout__actions">
        <SubmitButton state={form.state} className="btn-lg">
          Save Address
        </SubmitButton>
        {hasAddress && (
          <button type="button" className="btn btn-outline-primary btn-lg" onClick={onNext}>
            Next
          </button>
        )}
      </div>
    </form>
  );
}
