import { useRef, useState, type ReactNode } from 'react';
import { IMAGE_URL } from '@northbend/shared';
import { messageOf } from '../ui/use-load';
import { pagesApi } from './pages-api';

const ACCEPT = 'image/png,image/jpeg,image/webp';

interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Buttons of a list the picture belongs to (move, remove). */
  extra?: ReactNode;
}

/**
 * A block's picture: a thumbnail, an upload button (PNG, JPEG or WebP; the server re-encodes it
 * and answers its /images/… address) and the address itself, which may also name a picture
 * already on the site.
 */
export function ImageField({ id, label, value, onChange, extra }: ImageFieldProps) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = `${id}-hint`;

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await pagesApi.uploadImage(chosen));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="nb-field nb-image-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="nb-image-field__row">
        <div className="nb-image-field__thumb">
          {/* Only the site's own pictures are fetched: a typed address elsewhere is not requested. */}
          {IMAGE_URL.test(value) ? (
            <img src={value} alt="" loading="lazy" />
          ) : (
            <span className="nb-image-field__none">{value ? 'Not an uploaded image' : 'No image'}</span>
          )}
        </div>
        <div className="nb-image-field__controls">
          <input
            id={id}
            className={`form-control form-control-sm nb-mono${error ? ' is-invalid' : ''}`}
            value={value}
            placeholder="/images/…"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(e) => onChange(e.target.value)}
          />
          <div className="nb-image-field__buttons">
            <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => file.current?.click()}>
              {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
              {busy ? 'Uploading…' : value ? 'Replace' : 'Upload'}
            </button>
            {value && (
              <button type="button" className="btn btn-sm btn-link nb-image-field__clear" onClick={() => onChange('')}>
                Remove image
              </button>
            )}
            {extra}
          </div>
          <input
            ref={file}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={`Upload ${label.toLowerCase()}`}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <p id={hintId} className={error ? 'invalid-feedback d-block' : 'nb-form-hint'}>
            {error ?? 'PNG, JPEG or WebP; stored on this site.'}
          </p>
        </div>
      </div>
    </div>
  );
}
