import {
  formatQuoteDay,
  TAX_CERTIFICATE_KIND_LABELS,
  taxCertificateStatusText,
  type Company,
  type TaxCertificate,
  type TaxCertificateStatus,
} from '@northbend/shared';
import { useEffect, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { TitledSection } from '../../ui/titled-section';
import { CertificateUploadForm } from './certificate-upload-form';
import { companyDocumentsApi } from './company-api';
import { shopDay } from './company-text';

/** The badge's colour family; the words carry the meaning. */
const TONE: Record<TaxCertificateStatus, 'wait' | 'done' | 'closed' | 'over'> = {
  pending: 'wait',
  approved: 'done',
  rejected: 'closed',
  expired: 'over',
};

function CertificateItem({ certificate: c }: { certificate: TaxCertificate }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      saveFile(await companyDocumentsApi.certificateFile(c._id), c.file_name);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const details = [c.number, c.region].filter(Boolean).join(' · ');
  return (
    <li className="nb-certificates__item">
      <div className="nb-certificates__line">
        <strong>{TAX_CERTIFICATE_KIND_LABELS[c.kind]}</strong>
        <span className={`nb-certificate-status nb-certificate-status--${TONE[c.status]}`}>{taxCertificateStatusText(c)}</span>
      </div>
      {details && <p className="nb-certificates__details">{details}</p>}
      <p className="nb-certificates__details">
        <button type="button" className="btn btn-link p-0 nb-certificates__file" disabled={busy} onClick={() => void open()}>
          {c.file_name}
        </button>{' '}
        · sent {shopDay(c.createdAt)}
      </p>
    </li>
  );
}

/**
 * 'Tax exemption' (issue 27): whether the company buys tax exempt today and the certificates its
 * admins sent, each with its status; an admin sends a new one for sales to review.
 */
export function TaxExemptionSection({ company }: { company: Company }) {
  const admin = company.my_role === 'admin';
  const [certificates, setCertificates] = useState<TaxCertificate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    companyDocumentsApi.certificates(ctrl.signal).then(
      (list) => {
        setCertificates(list);
        setFailed(false);
      },
      () => !ctrl.signal.aborted && setFailed(true),
    );
    return () => ctrl.abort();
  }, [round]);

  const exempt = company.tax_exempt;
  return (
    <TitledSection block="nb-company-card" titleId="nb-tax-title" title="Tax exemption">
      <p className={exempt ? 'nb-certificates__exempt' : 'nb-company__muted'}>
        {exempt
          ? `Your company buys tax exempt (${TAX_CERTIFICATE_KIND_LABELS[exempt.kind].toLowerCase()}) until ${formatQuoteDay(exempt.expires_at)}.`
          : 'Your company pays sales tax. A resale or manufacturing exemption certificate approved by us makes its orders tax exempt.'}
      </p>
      {failed ? (
        <p className="nb-company__muted">Your certificates could not be loaded. Please reload the page.</p>
      ) : certificates === null ? (
        <p className="nb-company__muted" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading your certificates…
        </p>
      ) : certificates.length > 0 ? (
        <ul className="nb-certificates" aria-label="Your certificates">
          {certificates.map((c) => (
            <CertificateItem key={c._id} certificate={c} />
          ))}
        </ul>
      ) : (
        <p className="nb-company__empty">No certificate sent yet.</p>
      )}
      {admin ? (
        <CertificateUploadForm onUploaded={() => setRound((n) => n + 1)} />
      ) : (
        <p className="nb-company__muted mb-0">Only an admin of your company can send a certificate.</p>
      )}
    </TitledSection>
  );
}
