import { useRef, useState } from 'react';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { productsApi } from './products-api';

/** What the server takes (it re-encodes each with sharp). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

interface UploadButtonProps {
  label: string;
  /** Says which image the button is for, for screen readers ('Upload an image of Round 10'). */
  ariaLabel?: string;
  /** Several files at once (product images); one otherwise (a variant's). */
  multiple?: boolean;
  onUploaded: (url: string) => void;
  className?: string;
}

/** A button that opens the file picker and uploads each picked image; a refusal is told in a notice. */
export function UploadButton({ label, ariaLabel, multiple, onUploaded, className = 'btn btn-sm btn-outline-primary' }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      // One after the other, so the images keep the order they were picked in.
      for (const file of Array.from(files)) {
        try {
          onUploaded((await productsApi.uploadImage(file)).result.url);
        } catch (err) {
          notify('error', `${file.name}: ${messageOf(err)}`);
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        multiple={multiple}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void upload(e.target.files)}
      />
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={busy ? undefined : ariaLabel}
        onClick={() => input.current?.click()}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? 'Uploading…' : label}
      </button>
    </>
  );
}
