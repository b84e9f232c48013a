import { CompanyAddressBody, type CompanyAddress } from '@northbend/shared';
import { useRef, useState, type FormEvent } from 'react';
import {
  AddressFields,
  changePlace,
  firstMessages,
  PLACE_FIELDS,
  type PlaceField,
  type PlaceValues,
} from '../../components/address-fields';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { focusFirstError, FormField } from '../../ui/form-field';
import { companyApi } from './company-api';

type Values = PlaceValues & { label: string };
type Field = PlaceField | 'label';
const FIELDS: Field[] = ['label', ...PLACE_FIELDS];

const valuesOf = (location: CompanyAddress | null, companyName: string): Values => ({
  ...(Object.fromEntries(PLACE_FIELDS.map((f) => [f, location?.[f] ?? ''])) as PlaceValues),
  ...(location ? {} : { customer_company: companyName }),
  label: location?.label ?? '',
});

interface LocationFormProps {
  /** The location changed, or null for a new one. */
  location: CompanyAddress | null;
  companyName: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** A shipping location: a name and the checkout's address fields, checked by the server's own schema. */
export function LocationForm({ location, companyName, onSaved, onCancel }: LocationFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(location, companyName));
  const [isDefault, setIsDefault] = useState(location?.is_default ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useSubmitState();
  const checking = useRef(false);
  const prefix = location ? `location-${location._id}` : 'location-new';
  const idOf = (f: string) => `${prefix}-${f}`;

  const check = (next: Values) => {
    const parsed = CompanyAddressBody.safeParse({ ...next, is_default: isDefault });
    return { body: parsed.success ? parsed.data : null, errors: parsed.success ? {} : firstMessages<Field>(parsed.error.issues) };
  };
  const change = (field: Field, value: string) => {
    const next = field === 'label' ? { ...values, label: value } : changePlace(values, field, value);
    setValues(next);
    if (checking.current) setErrors(check(next).errors);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'loading') return;
    const { body, errors: found } = check(values);
    checking.current = !body;
    setErrors(found);
    if (!body) {
      focusFirstError(FIELDS, found, idOf);
      return;
    }
    setState('loading');
    try {
      const reply = location ? await companyApi.updateAddress(location._id, body) : await companyApi.addAddress(body);
      toastSuccess(reply.message);
      setState('success');
      onSaved();
    } catch {
      setState('error');
    }
  };

  const title = location ? `Change ${location.label}` : 'Add a shipping location';
  return (
    <form className="nb-company-form nb-location-form" noValidate onSubmit={onSubmit} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="nb-company-form__title">
        {title}
      </h3>
      <div className="nb-address__grid">
        <div className="nb-address__wide">
          <FormField
            id={idOf('label')}
            label="Location name"
            required
            maxLength={80}
            placeholder="Main plant"
            value={values.label}
            onChange={(v) => change('label', v)}
            error={errors.label}
          />
        </div>
        <AddressFields values={values} errors={errors} idOf={idOf} onChange={change} />
        <div className="nb-address__wide form-check">
          <input
            id={idOf('default')}
            type="checkbox"
            className="form-check-input"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={idOf('default')}>
            Default location (offered first at checkout)
          </label>
        </div>
      </div>
      <div className="nb-company-form__actions">
        <SubmitButton state={state}>{location ? 'Save location' : 'Add location'}</SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
