import { z } from 'zod';

/** POST /form/public/contact-us. */
export const ContactAnswer = z.object({ status: z.boolean(), message: z.string(), data: z.object({ message: z.string() }) });
export type ContactAnswer = z.infer<typeof ContactAnswer>;
