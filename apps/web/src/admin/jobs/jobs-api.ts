import type { AdminJobAnswer, AdminJobList } from '@northbend/shared';
import { adminGet, adminPost } from '../api/client';

/** Email and other background jobs that failed (/api/v1/admin/jobs, decision 013). */
export const jobsApi = {
  list: (signal?: AbortSignal) => adminGet<AdminJobList>('jobs', signal),
  retry: (id: number) => adminPost<AdminJobAnswer>(`jobs/${id}/retry`, {}),
};
