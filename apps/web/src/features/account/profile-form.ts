import { ProfileUpdate } from '@northbend/shared';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { Customer } from './account-api';
import type { PhotoChoice } from './profile-photo-field';

export type ProfileTextField = 'user_name' | 'user_mobile_number' | 'user_business_name' | 'user_address';
const LIST_FIELDS = ['user_machine_make_ids', 'user_machine_model_ids', 'user_sheet_material', 'user_sheet_thickness'] as const;
export type ProfileListField = (typeof LIST_FIELDS)[number];
export type ProfileErrors = Partial<Record<ProfileTextField | ProfileListField | 'form', string>>;

/** Checks the form with the shared ProfileUpdate schema (the server runs the same one). */
function validate(input: unknown): { data?: ProfileUpdate; errors: ProfileErrors } {
  const parsed = ProfileUpdate.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as ProfileTextField | ProfileListField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** The multipart body of PUT customer/update/{id}: lists as JSON array strings so an empty one clears. */
function toFormData(data: ProfileUpdate, photo: PhotoChoice): FormData {
  const form = new FormData();
  form.append('user_name', data.user_name);
  form.append('user_mobile_number', data.user_mobile_number);
  form.append('user_business_name', data.user_business_name);
  form.append('user_address', data.user_address);
  for (const list of LIST_FIELDS) form.append(list, JSON.stringify(data[list]));
  if (photo.file) form.append('user_profile', photo.file, photo.file.name);
  else if (photo.reset) form.append('reset_profile', 'true');
  return form;
}

/** State of the 'Update Your Profile' form, prefilled from the customer; `save` sends it. */
export function useProfileForm(customer: Customer, send: (form: FormData) => Promise<void>) {
  const [values, setValues] = useState<Record<ProfileTextField, string>>({
    user_name: customer.user_name ?? '',
    user_mobile_number: customer.user_mobile_number ?? '',
    user_business_name: customer.user_business_name ?? '',
    user_address: customer.user_address ?? '',
  });
  const [makeIds, setMakeIds] = useState<string[]>(customer.user_machine_make_ids ?? []);
  const [modelIds, setModelIds] = useState<string[]>(customer.user_machine_model_ids ?? []);
  const [materials, setMaterials] = useState<string[]>(customer.user_sheet_material ?? []);
  const [thicknesses, setThicknesses] = useState<string[]>(customer.user_sheet_thickness ?? []);
  const [photo, setPhoto] = useState<PhotoChoice>({ file: null, reset: false });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [sending, setSending] = useState(false);
  // After a refused submit the messages follow the typing; the ref blocks a double submit.
  const checking = useRef(false);
  const inFlight = useRef(false);

  const lists = {
    user_machine_make_ids: makeIds,
    user_machine_model_ids: modelIds,
    user_sheet_material: materials,
    user_sheet_thickness: thicknesses,
  };

  const setField = (field: ProfileTextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking.current) setErrors(validate({ ...next, ...lists }).errors);
  };

  /** Validates and sends; resolves with the errors of a refused form ({} when saved). */
  async function save(): Promise<ProfileErrors> {
    if (inFlight.current) return {};
    const { data, errors: found } = validate({ ...values, ...lists });
    checking.current = !data;
    setErrors(found);
    if (!data) return found;
    inFlight.current = true;
    setSending(true);
    try {
      await send(toFormData(data, photo));
      setPhoto({ file: null, reset: false });
      return {};
    } catch (err) {
      // The client has toasted the server's reason; it stays on the form as well.
      const failed = { form: err instanceof ApiError ? err.message : 'Your profile could not be updated. Please try again.' };
      setErrors(failed);
      return failed;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    values,
    setField,
    makeIds,
    setMakeIds,
    modelIds,
    setModelIds,
    materials,
    setMaterials,
    thicknesses,
    setThicknesses,
    photo,
    setPhoto,
    errors,
    sending,
    save,
  };
}
