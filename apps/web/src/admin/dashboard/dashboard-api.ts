import type { AdminDashboard } from '@northbend/shared';
import { adminGet } from '../api/client';

export const dashboardApi = {
  get: (signal?: AbortSignal) => adminGet<AdminDashboard>('dashboard', signal),
};
