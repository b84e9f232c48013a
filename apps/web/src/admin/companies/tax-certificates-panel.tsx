import { useState } from 'react';
import {
  formatQuoteDay,
  TAX_CERTIFICATE_KIND_LABELS,
  taxCertificateStatusText,
  type AdminCompanyDetail,
  type TaxCertificate,
  type TaxCertificateStatus,
} from '@northbend/shared';
import { saveFile } from '../../lib/save-file';
import { formatDate } from '../ui/format';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { Panel } from '../ui/panel';
import { ACTIONS_HEAD, PlainTable } from '../ui/plain-table';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { messageOf, useLoad } from '../ui/use-load';
import { companiesApi } from './companies-api';
import { CertificateDecisionDialog, type Decision } from './certificate-decision-dialog';

/** The badge colours the back office already uses for the same meanings. */
const TONE: Record<TaxCertificateStatus, string> = { pending: 'Pending', approved: 'Active', rejected: 'Declined', expired: 'Expired' };

function FileButton({ certificate: c }: { certificate: TaxCertificate }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      saveFile(await companiesApi.certificateFile(c._id), c.file_name);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton busy={busy} className="btn btn-link btn-sm p-0 text-start nb-certificates__file" onClick={() => void open()}>
      {c.file_name}
    </BusyButton>
  );
}

/**
 * The company's tax exemption certificates (issue 27): whether it is exempt today, and each
 * certificate its admins uploaded; sales open the file and approve a pending one until a day or
 * reject it with a reason (the server audits it and emails the company's admins).
 */
export function TaxCertificatesPanel({ company, onChanged }: { company: AdminCompanyDetail; onChanged: () => void }) {
  const notify = useNotify();
  const { data, error, loading, reload } = useLoad((signal) => companiesApi.certificates(company._id, signal), company._id);
  const [deciding, setDeciding] = useState<{ certificate: TaxCertificate; decision: Decision } | null>(null);
  const certificates = data?.result ?? [];
  const pending = certificates.filter((c) => c.status === 'pending').length;
  const exempt = company.tax_exempt;

  return (
    <Panel
      id="company-certificates"
      title={pending ? `Tax exemption certificates (${pending} to review)` : 'Tax exemption certificates'}
      padded={false}
    >
      <p className="nb-certificates__summary">
        {exempt ? (
          <>
            <StatusBadge status="Active" label="Tax exempt" /> {TAX_CERTIFICATE_KIND_LABELS[exempt.kind]} certificate, valid until{' '}
            <strong>{formatQuoteDay(exempt.expires_at)}</strong>
          </>
        ) : (
          <>Not tax exempt: no approved certificate is in force.</>
        )}
      </p>
      {!data ? (
        error ? (
          <LoadError message={error} onRetry={reload} />
        ) : (
          loading && <Loading label="Loading the certificates…" />
        )
      ) : certificates.length === 0 ? (
        <Empty title="No certificates uploaded">
          The company's admins upload a resale or manufacturing certificate on their company page.
        </Empty>
      ) : (
        <PlainTable
          label="Tax exemption certificates"
          caption={`Tax exemption certificates of ${company.company_name}`}
          className="nb-certificates"
          busy={loading}
          head={['Certificate', 'File', 'Uploaded', 'Status', ACTIONS_HEAD]}
        >
          <tbody>
            {certificates.map((c) => (
              <tr key={c._id}>
                <td>
                  <span className="nb-cell-strong">{TAX_CERTIFICATE_KIND_LABELS[c.kind]}</span>
                  {(c.number || c.region) && <span className="nb-cell-sub">{[c.number, c.region].filter(Boolean).join(' · ')}</span>}
                </td>
                <td>
                  <FileButton certificate={c} />
                </td>
                <td className="text-nowrap">
                  {formatDate(c.createdAt)}
                  {c.uploaded_by && <span className="nb-cell-sub">{c.uploaded_by.user_name}</span>}
                </td>
                <td className="nb-certificates__status">
                  {/* A rejection's reason under its badge, so a long one wraps as text. */}
                  <StatusBadge status={TONE[c.status]} label={c.status === 'rejected' ? 'Rejected' : taxCertificateStatusText(c)} />
                  {c.reject_reason && <span className="nb-cell-sub">{c.reject_reason}</span>}
                </td>
                <td className="text-end text-nowrap">
                  {c.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        aria-label={`Approve ${c.file_name}`}
                        onClick={() => setDeciding({ certificate: c, decision: 'approved' })}
                      >
                        Approve
                      </button>{' '}
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Reject ${c.file_name}`}
                        onClick={() => setDeciding({ certificate: c, decision: 'rejected' })}
                      >
                        Reject
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      )}
      <CertificateDecisionDialog
        certificate={deciding?.certificate ?? null}
        decision={deciding?.decision ?? 'approved'}
        onDecided={(answer) => {
          setDeciding(null);
          notify('success', answer.message);
          reload();
          onChanged();
        }}
        onClose={() => setDeciding(null)}
      />
    </Panel>
  );
}
