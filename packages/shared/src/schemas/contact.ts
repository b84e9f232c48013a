import { z } from 'zod';
import { RecordId } from './common.js';

/** Spec section 5: letters, digits, . _ % + - then @ domain with a 2 to 4 letter ending. */
export const CONTACT_EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;

const required = (message: string, max = 200) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is required', '')} is too long`);

/** The 'Get In Touch' enquiry; the same rules run in the form and on the server. */
export const ContactEnquiry = z.object({
  name: required('Name is required'),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address')
    .regex(CONTACT_EMAIL_PATTERN, 'Invalid email address'),
  phone: z.string().trim().max(40, 'Phone is too long').optional().default(''),
  business_name: required('Business Name is required'),
  where_are_you_located: required('Location is required'),
  machine_make_ids: z.array(RecordId).max(50).optional().default([]),
  machine_model_ids: z.array(RecordId).max(200).optional().default([]),
  message: required('Message is required', 5000),
  /** A field people never see (the form hides it); a bot that fills it is thanked and ignored. */
  website: z.string().max(200).optional().default(''),
});
export type ContactEnquiry = z.infer<typeof ContactEnquiry>;
