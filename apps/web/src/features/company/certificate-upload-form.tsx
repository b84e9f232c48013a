import {
  TAX_CERTIFICATE_ACCEPT,
  TAX_CERTIFICATE_KIND_LABELS,
  TAX_CERTIFICATE_KINDS,
  TAX_CERTIFICATE_MAX_BYTES,
  TAX_CERTIFICATE_NUMBER_MAX_LENGTH,
  TAX_CERTIFICATE_REGION_MAX_LENGTH,
  TAX_CERTIFICATE_TEXTS as T,
  TaxCertificateFields,
} from '@northbend/shared';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { companyDocumentsApi } from './company-api';

const KIND_OPTIONS = TAX_CERTIFICATE_KINDS.map((k) => ({ value: k, label: TAX_CERTIFICATE_KIND_LABELS[k] }));
// Names the browser can judge; the server reads the content (a renamed file is refused there).
const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

type Errors = Partial<Record<'kind' | 'number' | 'region' | 'file', string>>;

/** Why a chosen file cannot be sent, in the server's words, or '' when it can. */
function fileProblem(file: File | null): string {
  if (!file) return T.fileMissing;
  if (!EXTENSIONS.test(file.name)) return T.fileType;
  if (file.size > TAX_CERTIFICATE_MAX_BYTES) return T.fileTooLarge;
  return '';
}

/**
 * A company admin sends a resale or manufacturing exemption certificate for review (issue 27):
 * checked here with the server's rules and words, the file by its name and size; the server reads
 * its content and decides.
 */
export function CertificateUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const [kind, setKind] = useState('');
  const [number, setNumber] = useState('');
  const [region, setRegion] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submit, setSubmit] = useSubmitState();
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const fields = TaxCertificateFields.safeParse({ kind, number, region });
    const found: Errors = {};
    if (!fields.success) for (const issue of fields.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    const problem = fileProblem(file);
    if (problem) found.file = problem;
    setErrors(found);
    if (Object.keys(found).length || !fields.success || !file) return;
    const form = new FormData();
    form.append('kind', fields.data.kind);
    if (fields.data.number) form.append('number', fields.data.number);
    if (fields.data.region) form.append('region', fields.data.region);
    form.append('file', file, file.name);
    setSubmit('loading');
    try {
      const answer = await companyDocumentsApi.upload(form);
      toastSuccess(answer.message);
      setSubmit('success');
      setKind('');
      setNumber('');
      setRegion('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch {
      // The API client has shown the server's message.
      setSubmit('error');
    }
  };

  return (
    <form className="nb-certificate-form" noValidate onSubmit={send} aria-label="Upload a tax exemption certificate">
      <h3 className="nb-certificate-form__title">Upload a certificate</h3>
      <SelectField
        id="certificate-kind"
        label="Exemption"
        value={kind}
        options={KIND_OPTIONS}
        placeholder="Choose resale or manufacturing"
        onChange={setKind}
        error={errors.kind}
        required
      />
      <FormField
        id="certificate-number"
        label="Certificate number"
        value={number}
        onChange={setNumber}
        error={errors.number}
        maxLength={TAX_CERTIFICATE_NUMBER_MAX_LENGTH}
        hint="Optional."
      />
      <FormField
        id="certificate-region"
        label="Issuing state or region"
        value={region}
        onChange={setRegion}
        error={errors.region}
        maxLength={TAX_CERTIFICATE_REGION_MAX_LENGTH}
        hint="Optional, e.g. Michigan."
      />
      <div className="nb-form-field">
        <label className="form-label" htmlFor="certificate-file">
          Certificate file
        </label>
        <input
          ref={fileInput}
          id="certificate-file"
          type="file"
          accept={TAX_CERTIFICATE_ACCEPT}
          className={`form-control${errors.file ? ' is-invalid' : ''}`}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'certificate-file-error' : 'certificate-file-hint'}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors((now) => ({ ...now, file: undefined }));
          }}
        />
        {errors.file ? (
          <div id="certificate-file-error" className="invalid-feedback">
            {errors.file}
          </div>
        ) : (
          <div id="certificate-file-hint" className="form-text">
            PDF, PNG or JPEG, at most 10 MB.
          </div>
        )}
      </div>
      <SubmitButton state={submit}>Send for review</SubmitButton>
    </form>
  );
}
