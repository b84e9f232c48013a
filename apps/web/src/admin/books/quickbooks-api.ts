import type { AdminQuickBooks, AdminQuickBooksAnswer, AdminQuickBooksConnect } from '@northbend/shared';
import { adminGet, adminPost } from '../api/client';

/** The QuickBooks connection and the books (/api/v1/admin/quickbooks, decision 033). */
export const quickBooksApi = {
  status: (signal?: AbortSignal) => adminGet<AdminQuickBooks>('quickbooks', signal),
  connect: () => adminPost<AdminQuickBooksConnect>('quickbooks/connect', {}),
  disconnect: () => adminPost<AdminQuickBooksAnswer>('quickbooks/disconnect', {}),
  resync: () => adminPost<AdminQuickBooksAnswer>('quickbooks/resync', {}),
};
