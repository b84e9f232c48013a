import type { AdminAlertAnswer, AdminDashboard } from '@northbend/shared';
import { adminGet, adminPost } from '../api/client';

export const dashboardApi = {
  get: (signal?: AbortSignal) => adminGet<AdminDashboard>('dashboard', signal),
  /** Closes an alert with what was done about it (decision 022). */
  resolveAlert: (id: number, resolution: string) => adminPost<AdminAlertAnswer>(`alerts/${id}/resolve`, { resolution }),
};
