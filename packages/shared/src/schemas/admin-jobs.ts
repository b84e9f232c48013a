import { z } from 'zod';

/** Request schemas of the back office's email and job calls. */
export const AdminJobParams = z.object({
  id: z.coerce
    .number({ message: 'Invalid job id' })
    .int('Invalid job id')
    .min(1, 'Invalid job id')
    .max(Number.MAX_SAFE_INTEGER, 'Invalid job id'),
});
export type AdminJobParams = z.infer<typeof AdminJobParams>;
