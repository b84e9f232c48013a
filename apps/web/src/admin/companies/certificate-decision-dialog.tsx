import { useEffect, useState } from 'react';
import {
  TAX_CERTIFICATE_KIND_LABELS,
  TAX_CERTIFICATE_REASON_MAX_LENGTH,
  TaxCertificateDecisionBody,
  type TaxCertificate,
  type TaxCertificateAnswer,
} from '@northbend/shared';
import { TextField } from '../ui/fields';
import { FormDialog } from '../ui/form-dialog';
import { useAction } from '../ui/use-action';
import { companiesApi } from './companies-api';
import { shopTodayHere } from '../../lib/shop-time';

export type Decision = 'approved' | 'rejected';

interface Props {
  certificate: TaxCertificate | null;
  decision: Decision;
  onDecided: (answer: TaxCertificateAnswer) => void;
  onClose: () => void;
}

/** A year from today: most states issue resale certificates for a year or more; sales change it to what the certificate says. */
const inAYear = () => {
  const [y, m, d] = shopTodayHere().split('-');
  return `${Number(y) + 1}-${m}-${d}`;
};

/**
 * Approve a certificate until a day (not in the past) or reject it with the reason the company
 * reads; checked with the schema the server runs, whose refusal shows in the dialog.
 */
export function CertificateDecisionDialog({ certificate, decision, onDecided, onClose }: Props) {
  const [expiresAt, setExpiresAt] = useState('');
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useAction();
  const approving = decision === 'approved';

  useEffect(() => {
    if (!certificate) return;
    setExpiresAt(inAYear());
    setReason('');
    setError(null);
  }, [certificate, setError]);

  const submit = async () => {
    if (!certificate) return;
    const body = approving ? { status: decision, expires_at: expiresAt } : { status: decision, reason };
    const checked = TaxCertificateDecisionBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the form.');
    await run(async () => onDecided(await companiesApi.decideCertificate(certificate._id, checked.data)));
  };

  const kind = certificate ? TAX_CERTIFICATE_KIND_LABELS[certificate.kind].toLowerCase() : '';
  return (
    <FormDialog
      show={certificate !== null}
      id="nb-certificate-decision"
      title={approving ? `Approve the ${kind} certificate` : `Reject the ${kind} certificate`}
      submitLabel={approving ? 'Approve' : 'Reject'}
      danger={!approving}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {approving ? (
        <TextField
          id="nb-certificate-expires"
          label="Valid until"
          type="date"
          value={expiresAt}
          min={shopTodayHere()}
          required
          onChange={setExpiresAt}
          hint="The last day the company is tax exempt with this certificate, as printed on it."
        />
      ) : (
        <TextField
          id="nb-certificate-reason"
          label="Reason"
          value={reason}
          maxLength={TAX_CERTIFICATE_REASON_MAX_LENGTH}
          required
          onChange={setReason}
          hint="The company's admins read it on their company page and in the email."
        />
      )}
    </FormDialog>
  );
}
