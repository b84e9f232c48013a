import { useRef, useState } from 'react';
import { messageOf } from '../ui/use-load';
import { uploadImage } from './catalog-lists-api';

/** What the server takes (it re-encodes each with sharp). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps {
  id: string;
  label: string;
  /** The uploaded image's /images/… URL, or '' for none. */
  value: string;
  onChange: (url: string) => void;
}

/** An image of a form: a preview, an upload button (POST /api/v1/admin/images) and a way to remove it. */
export function ImageField({ id, label, value, onChange }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setError(`${file.name}: ${messageOf(err)}`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="nb-picture-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="form-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="nb-picture-field__row">
        <div className="nb-picture-field__preview">
          {value ? <img src={value} alt={`${label}: preview`} /> : <span className="nb-muted">No image</span>}
        </div>
        <div className="nb-picture-field__actions">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => input.current?.click()}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {busy ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
          </button>
          {value && (
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => onChange('')}>
              Remove
            </button>
          )}
          <p className="nb-form-hint">PNG, JPEG or WebP; stored re-encoded.</p>
        </div>
      </div>
      {error && (
        <div className="alert alert-danger nb-form-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
