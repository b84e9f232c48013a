import type { AuditPage, SecuritySettings, StaffAccountAnswer, StaffListAnswer, StaffRole } from '@northbend/shared';
import { adminGet, adminPatch, adminPost, adminPut } from '../api/client';

/** The owner's calls: staff accounts and the shop's security settings (/api/v1/admin/staff, /settings). */
export const staffApi = {
  list: (signal?: AbortSignal) => adminGet<StaffListAnswer>('staff', signal),
  invite: (body: { email: string; name: string; role: StaffRole }) => adminPost<StaffAccountAnswer>('staff/invite', body),
  update: (id: string, body: { role?: StaffRole; disabled?: boolean }) =>
    adminPatch<StaffAccountAnswer>(`staff/${encodeURIComponent(id)}`, body),
  security: (signal?: AbortSignal) => adminGet<SecuritySettings>('settings/security', signal),
  setSecurity: (body: SecuritySettings) => adminPut<SecuritySettings>('settings/security', body),
  audit: (query: string, signal?: AbortSignal) => adminGet<AuditPage>(`audit${query}`, signal),
};
