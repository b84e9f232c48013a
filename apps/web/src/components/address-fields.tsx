import { COUNTRIES, isCountry, REGIONS } from '@northbend/shared';
import { FormField } from '../ui/form-field';
import { SelectField } from '../ui/select-field';
import './address-fields.scss';

/** Where a shipping address is (spec section 3) without its email: the checkout's address and a company's locations (issue 26). */
export const PLACE_FIELDS = [
  'customer_name',
  'customer_phone_number',
  'customer_company',
  'customer_address',
  'customer_secondary_address',
  'customer_city',
  'customer_country',
  'customer_state',
  'customer_zip_code',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceValues = Record<PlaceField, string>;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));
const STATE_LABEL = { 'United States': 'State', Canada: 'Province / Territory', Mexico: 'State' } as const;

/** The values after one field changed: another country has other states, so the chosen one no longer applies. */
export const changePlace = <V extends PlaceValues>(values: V, field: keyof V, value: string): V => ({
  ...values,
  [field]: value,
  ...(field === 'customer_country' ? { customer_state: '' } : {}),
});

/** Each field's first message of a refused shared schema (ShippingAddressBody, CompanyAddressBody). */
export function firstMessages<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as F] ??= issue.message;
  return errors;
}

interface AddressFieldsProps {
  values: PlaceValues;
  errors: Partial<Record<PlaceField, string>>;
  idOf: (field: PlaceField) => string;
  onChange: (field: PlaceField, value: string) => void;
}

/** The address's inputs in the two-column grid of the caller's form (class nb-address__grid). */
export function AddressFields({ values, errors, idOf, onChange }: AddressFieldsProps) {
  const country = isCountry(values.customer_country) ? values.customer_country : null;
  const states = country ? REGIONS[country].map((r) => ({ value: r.name, label: r.name })) : [];
  const text = (field: PlaceField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (v: string) => onChange(field, v),
  });
  return (
    <>
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
    </>
  );
}
