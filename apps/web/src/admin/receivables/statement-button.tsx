import { useState } from 'react';
import { statementPdfName } from '@northbend/shared';
import { saveFile } from '../../lib/save-file';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { receivablesApi } from './receivables-api';
import { shopTodayHere } from '../../lib/shop-time';

/**
 * 'Statement (PDF)': the company's open Net 30 invoices and their aging as of today, fetched with
 * the staff token (a plain link cannot carry it) and saved under the server's name for it.
 */
export function StatementButton({ companyId, companyName, className }: { companyId: string; companyName: string; className?: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await receivablesApi.statementPdf(companyId), statementPdfName(companyName, shopTodayHere()));
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      busy={busy}
      className={className ?? 'btn btn-sm btn-outline-primary text-nowrap'}
      onClick={() => void download()}
      aria-label={`Statement (PDF) of ${companyName || 'the company'}`}
    >
      Statement (PDF)
    </BusyButton>
  );
}
