import { ContactEnquiry } from '@northbend/shared';

export type ContactFieldName = 'name' | 'email' | 'phone' | 'business_name' | 'where_are_you_located' | 'message';
export type ContactValues = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName | 'form', string>>;

const FIELDS: readonly string[] = ['name', 'email', 'phone', 'business_name', 'where_are_you_located', 'message'];

/**
 * Checks the form with the shared schema, so the messages are the spec's and the same as the
 * server's. Returns the enquiry to send (trimmed) or the first message of each field.
 */
export function validateEnquiry(
  values: ContactValues,
  makeIds: string[],
  modelIds: string[],
): { enquiry?: ContactEnquiry; errors: ContactErrors } {
  const parsed = ContactEnquiry.safeParse({ ...values, machine_make_ids: makeIds, machine_model_ids: modelIds });
  if (parsed.success) return { enquiry: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    const field = (FIELDS.includes(key) ? key : 'form') as keyof ContactErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}
