import type { Receivable } from '@northbend/shared';
import { adminDownload, adminGet } from '../api/client';

/** What the receivables page calls (issue 27): staff who take payments (orders.payments). */
export const receivablesApi = {
  list: (signal?: AbortSignal) => adminGet<{ result: Receivable[] }>('receivables', signal),
  statementPdf: (companyId: string) => adminDownload(`companies/${encodeURIComponent(companyId)}/statement.pdf`),
};
