import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { refreshSessionUser } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { MachinePicker, type MachinePickerItem } from '../../components/machine-picker';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi, type Customer } from './account-api';
import { FormAlert } from './auth-form';
import { useProfileForm, type ProfileListField, type ProfileTextField } from './profile-form';
import { ProfilePhotoField } from './profile-photo-field';
import { useProfileChoices } from './use-profile-choices';

// Form order, for the first refused field's focus; the pickers' ids are their own.
const ORDER: (ProfileTextField | ProfileListField)[] = [
  'user_name',
  'user_mobile_number',
  'user_business_name',
  'user_machine_make_ids',
  'user_machine_model_ids',
  'user_sheet_material',
  'user_sheet_thickness',
  'user_address',
];
const PICKER_IDS: Record<string, string> = {
  user_machine_make_ids: 'profile-makes',
  user_machine_model_ids: 'profile-models',
  user_sheet_material: 'profile-materials',
  user_sheet_thickness: 'profile-thicknesses',
};
const idOf = (field: string) => PICKER_IDS[field] ?? `profile-${field}`;

/** The form 'Update Your Profile' (spec section 2), sent as multipart with the optional photo. */
export function ProfileUpdateForm({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void }) {
  const dispatch = useAppDispatch();
  const form = useProfileForm(customer, async (body) => {
    const reply = await accountApi.updateProfile(customer._id, body);
    toast.success(reply.message);
    refreshSessionUser(dispatch, reply.result);
    onSaved({ ...reply.result, user_counts: customer.user_counts });
  });
  const choices = useProfileChoices(form.makeIds, form.setModelIds);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = await form.save();
    focusFirstError(ORDER, errors, idOf);
  };
  // A list's message goes once something is chosen (its only rule on this side: not empty).
  const list = (
    field: ProfileListField,
    label: string,
    items: MachinePickerItem[],
    selected: string[],
    onChange: (ids: string[]) => void,
  ) => ({
    id: idOf(field),
    label,
    items,
    selected,
    onChange,
    required: true,
    error: selected.length ? undefined : form.errors[field],
    placeholder: `--- select ${label.toLowerCase()} ---`,
  });
  const text = (field: ProfileTextField) => ({
    id: idOf(field),
    value: form.values[field],
    error: form.errors[field],
    onChange: (v: string) => form.setField(field, v),
  });

  return (
    <form className="nb-profile-form" noValidate onSubmit={onSubmit} aria-busy={form.sending} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="nb-profile-form__title">
        Update Your Profile
      </h2>
      <ProfilePhotoField
        name={form.values.user_name || customer.user_name}
        savedPhoto={customer.user_profile}
        choice={form.photo}
        onChange={form.setPhoto}
      />
      <div className="nb-profile-form__grid">
        <FormField {...text('user_name')} label="Name" required autoComplete="name" maxLength={120} />
        <FormField {...text('user_mobile_number')} label="Mobile Number" required type="tel" autoComplete="tel" maxLength={40} />
        <FormField {...text('user_business_name')} label="Business Name" required autoComplete="organization" maxLength={200} />
        <FormField
          id="profile-email"
          label="Email"
          type="email"
          value={customer.user_email}
          onChange={() => undefined}
          readOnly
          hint="Your login email cannot be changed here."
        />
        <MachinePicker {...list('user_machine_make_ids', 'Machine Makes', choices.makes, form.makeIds, form.setMakeIds)} />
        <MachinePicker {...list('user_machine_model_ids', 'Machine Models', choices.models, form.modelIds, form.setModelIds)} />
        <MachinePicker {...list('user_sheet_material', 'Sheet Material', choices.materials, form.materials, form.setMaterials)} />
        <MachinePicker {...list('user_sheet_thickness', 'Sheet Thickness', choices.thicknesses, form.thicknesses, form.setThicknesses)} />
        <div className="nb-profile-form__wide">
          <FormField {...text('user_address')} label="Address" required rows={3} autoComplete="street-address" maxLength={1000} />
        </div>
      </div>
      <FormAlert message={form.errors.form ?? ''} />
      <div className="nb-profile-form__actions">
        <button type="submit" className="btn btn-primary btn-lg" disabled={form.sending}>
          {form.sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Update Profile
        </button>
        <Link to={paths.profile} className="btn btn-outline-secondary btn-lg">
          Back
        </Link>
      </div>
    </form>
  );
}
