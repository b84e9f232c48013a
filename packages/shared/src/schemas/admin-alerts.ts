import { z } from 'zod';

export const ALERT_RESOLUTION_MAX_LENGTH = 500;

/** Request schemas of the back office's alerts (decision 022). */
export const AdminAlertParams = z.object({
  id: z.coerce
    .number({ message: 'Invalid alert id' })
    .int('Invalid alert id')
    .min(1, 'Invalid alert id')
    .max(Number.MAX_SAFE_INTEGER, 'Invalid alert id'),
});
export type AdminAlertParams = z.infer<typeof AdminAlertParams>;

export const ResolveAlertBody = z.object({
  resolution: z
    .string({ message: 'Say what was done about it.' })
    .trim()
    .min(1, 'Say what was done about it.')
    .max(ALERT_RESOLUTION_MAX_LENGTH, `The note is too long (${ALERT_RESOLUTION_MAX_LENGTH} characters at most).`),
});
export type ResolveAlertBody = z.infer<typeof ResolveAlertBody>;
