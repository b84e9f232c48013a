import type { AdminCustomerActionAnswer, AdminCustomerAnswer, AdminCustomerPage } from '@northbend/shared';
import { adminGet, adminPost } from '../api/client';

export type CustomerAction = 'resend-verification' | 'verify' | 'disable' | 'enable' | 'require-po' | 'po-optional';

/** The back office's customer calls (/api/v1/admin/customers…). */
export const customersApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminCustomerPage>(`customers${query}`, signal),
  get: (id: string, signal?: AbortSignal) => adminGet<AdminCustomerAnswer>(`customers/${encodeURIComponent(id)}`, signal),
  act: (id: string, action: CustomerAction) => adminPost<AdminCustomerActionAnswer>(`customers/${encodeURIComponent(id)}/${action}`),
};
