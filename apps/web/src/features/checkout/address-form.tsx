import { COUNTRIES, isCountry, REGIONS, type ShippingAddress } from '@northbend/shared';
import type { FormEvent } from 'react';
import { focusFirstError, FormField } from '../../ui/form-field';
import { SubmitButton } from '../../components/submit-button';
import { ADDRESS_FIELDS, type AddressField } from './address-values';
import type { CheckoutCustomer } from './checkout-api';
import { SelectField } from '../../ui/select-field';
import { useAddressForm } from './use-address-form';

const idOf = (field: string) => `checkout-${field}`;
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));
const STATE_LABEL = { 'United States': 'State', Canada: 'Province / Territory', Mexico: 'State' } as const;

interface AddressFormProps {
  customer: CheckoutCustomer;
  /** A saved address exists: 'Next' may skip to the payment step. */
  hasAddress: boolean;
  onSaved: (address: ShippingAddress) => void;
  onNext: () => void;
}

/** Tab 1, 'Customer Details': the shipping address (spec sections 3 and 5). */
export function AddressForm({ customer, hasAddress, onSaved, onNext }: AddressFormProps) {
  const form = useAddressForm(customer, onSaved);
  const { values, errors } = form;
  const country = isCountry(values.customer_country) ? values.customer_country : null;
  const states = country ? REGIONS[country].map((r) => ({ value: r.name, label: r.name })) : [];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    focusFirstError([...ADDRESS_FIELDS], await form.save(), idOf);
  };
  const text = (field: AddressField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (v: string) => form.setField(field, v),
  });

  return (
    <form className="nb-address" noValidate onSubmit={onSubmit} aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="nb-checkout__title">
        Shipping address
      </h2>
      <p className="nb-checkout__intro">Where should we ship your tooling? Fields marked * are required.</p>
      <div className="nb-address__grid">
        <FormField
          {...text('customer_email')}
          label="Email"
          type="email"
          required
          readOnly
          hint="Your account email; order mail goes here."
        />
        <FormField {...text('customer_name')} label="Name" required autoComplete="shipping name" maxLength={120} />
        <FormField {...text('customer_phone_number')} label="Phone (optional)" type="tel" autoComplete="shipping tel" maxLength={40} />
        <FormField {...text('customer_company')} label="Company" required autoComplete="shipping organization" maxLength={200} />
        <div className="nb-address__wide">
          <FormField {...text('customer_address')} label="Address" required autoComplete="shipping address-line1" maxLength={200} />
        </div>
        <div className="nb-address__wide">
          <FormField
            {...text('customer_secondary_address')}
            label="Apartment, suite, etc. (optional)"
            autoComplete="shipping address-line2"
            maxLength={200}
          />
        </div>
        <FormField {...text('customer_city')} label="City" required autoComplete="shipping address-level2" maxLength={100} />
        <SelectField
          {...text('customer_country')}
          label="Country"
          required
          options={COUNTRY_OPTIONS}
          placeholder="Select a country"
          autoComplete="shipping country-name"
        />
        <SelectField
          {...text('customer_state')}
          label={country ? STATE_LABEL[country] : 'State'}
          required
          options={states}
          placeholder={country ? `Select a ${STATE_LABEL[country].toLowerCase()}` : 'Choose a country first'}
          disabled={!country}
          autoComplete="shipping address-level1"
        />
        <FormField {...text('customer_zip_code')} label="Zip Code" required autoComplete="shipping postal-code" maxLength={12} />
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
