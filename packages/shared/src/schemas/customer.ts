import { z } from 'zod';
import { CUSTOMER_MESSAGES } from '../customer-messages.js';
import { RecordId } from './common.js';

/** Spec section 5: lower-case letters, digits and dots, @, then letters with a dotted ending. */
export const REGISTER_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
/** At least 6 characters with an upper-case and a lower-case letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/;

export { CUSTOMER_MESSAGES };

// The spec's pattern sets no maximum; 128 keeps a hash request cheap for the server.
export const Password = z
  .string({ message: CUSTOMER_MESSAGES.password })
  .max(128, 'The password is too long')
  .regex(PASSWORD_PATTERN, CUSTOMER_MESSAGES.password);

const withConfirmation = <T extends z.ZodRawShape>(shape: T, passwordKey: string) =>
  z.object(shape).refine((v: Record<string, unknown>) => v[passwordKey] === v.user_confirm_password, {
    message: CUSTOMER_MESSAGES.passwordMismatch,
    path: ['user_confirm_password'],
  });

export const RegisterBody = withConfirmation(
  {
    user_name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
    user_email: z
      .string({ message: CUSTOMER_MESSAGES.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, CUSTOMER_MESSAGES.emailInvalid)
      .regex(REGISTER_EMAIL_PATTERN, CUSTOMER_MESSAGES.emailInvalid),
    user_mobile_number: z.string().trim().max(40, 'Mobile Number is too long').optional().default(''),
    user_business_name: z.string().trim().max(200, 'Business Name is too long').optional().default(''),
    user_password: Password,
    user_confirm_password: z.string({ message: CUSTOMER_MESSAGES.passwordMismatch }),
  },
  'user_password',
);
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  user_email: z.string({ message: CUSTOMER_MESSAGES.fillAllFields }).trim().toLowerCase().min(1, CUSTOMER_MESSAGES.fillAllFields).max(254),
  user_password: z.string({ message: CUSTOMER_MESSAGES.fillAllFields }).min(1, CUSTOMER_MESSAGES.fillAllFields).max(128),
  remember_me: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgetPasswordBody = z.object({
  user_email: z.string({ message: CUSTOMER_MESSAGES.emailInvalid }).trim().toLowerCase().min(1, CUSTOMER_MESSAGES.emailInvalid).max(254),
});

// The spec's body is {user_new_password}; the storefront also sends the confirmation, which is
// checked only when present (issue 15: API clients following the spec were refused).
export const ResetPasswordBody = z
  .object({ user_new_password: Password, user_confirm_password: z.string({ message: CUSTOMER_MESSAGES.passwordMismatch }).optional() })
  .refine((v) => v.user_confirm_password === undefined || v.user_confirm_password === v.user_new_password, {
    message: CUSTOMER_MESSAGES.passwordMismatch,
    path: ['user_confirm_password'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = withConfirmation(
  {
    user_current_password: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(128),
    user_new_password: Password,
    user_confirm_password: z.string({ message: CUSTOMER_MESSAGES.passwordMismatch }),
  },
  'user_new_password',
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const TokenQuery = z.object({
  token: z.string({ message: 'A token is required' }).regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is invalid'),
});

/** The profile form's messages for its required pickers (the spec shows no texts for them). */
export const PROFILE_MESSAGES = {
  makes: 'Please select at least one machine make',
  models: 'Please select at least one machine model',
  material: 'Please select a sheet material',
  thickness: 'Please select a sheet thickness',
} as const;

/** Profile form fields (spec section 2, /user/profile/update); all marked required there. */
export const ProfileUpdate = z.object({
  user_name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  user_mobile_number: z
    .string({ message: 'Mobile Number is required' })
    .trim()
    .min(1, 'Mobile Number is required')
    .max(40, 'Mobile Number is too long'),
  user_business_name: z
    .string({ message: 'Business Name is required' })
    .trim()
    .min(1, 'Business Name is required')
    .max(200, 'Business Name is too long'),
  // Marked required on the form (spec section 5), so held here for both sides (issue 16).
  user_machine_make_ids: z
    .array(RecordId)
    .max(50)
    .default([])
    .refine((l) => l.length > 0, PROFILE_MESSAGES.makes),
  user_machine_model_ids: z
    .array(RecordId)
    .max(200)
    .default([])
    .refine((l) => l.length > 0, PROFILE_MESSAGES.models),
  user_sheet_material: z
    .array(z.string().max(100))
    .max(50)
    .default([])
    .refine((l) => l.length > 0, PROFILE_MESSAGES.material),
  user_sheet_thickness: z
    .array(z.string().max(100))
    .max(50)
    .default([])
    .refine((l) => l.length > 0, PROFILE_MESSAGES.thickness),
  user_address: z.string({ message: 'Address is required' }).trim().min(1, 'Address is required').max(1000, 'Address is too long'),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
