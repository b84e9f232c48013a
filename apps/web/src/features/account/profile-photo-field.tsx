import { useEffect, useRef, useState } from 'react';
import { ProfileAvatar } from './profile-avatar';
import { PHOTO_ACCEPT, photoProblem } from './photo-check';

export interface PhotoChoice {
  /** A new photo to upload with the form. */
  file: File | null;
  /** Remove the saved photo (sent as reset_profile=true). */
  reset: boolean;
}

interface ProfilePhotoFieldProps {
  name: string;
  savedPhoto: string;
  choice: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
}

/**
 * Photo with 'Upload New Photo' and 'Reset' (spec section 2). The file is checked here (type and
 * size) so a wrong one is refused before the upload; the server checks the content again.
 */
export function ProfilePhotoField({ name, savedPhoto, choice, onChange }: ProfilePhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');

  useEffect(() => {
    if (!choice.file) return setPreview('');
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice.file]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem);
    if (problem) {
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ file, reset: false });
  };

  const reset = () => {
    if (input.current) input.current.value = '';
    setError('');
    onChange({ file: null, reset: true });
  };

  const shown = preview || (choice.reset ? '' : savedPhoto);
  const note = choice.file
    ? `New photo ${choice.file.name}: it is saved when you press Update Profile.`
    : choice.reset && savedPhoto
      ? 'The photo will be removed when you press Update Profile.'
      : '';

  return (
    <div className="nb-photo-field">
      <ProfileAvatar name={name} photo={shown} size={104} />
      <div className="nb-photo-field__controls">
        <div className="nb-photo-field__buttons">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby="profile-photo-hint profile-photo-status"
            onClick={() => input.current?.click()}
          >
            Upload New Photo
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={reset}
            disabled={!choice.file && (choice.reset || !savedPhoto)}
          >
            Reset
          </button>
        </div>
        <input
          ref={input}
          id="profile-photo"
          type="file"
          accept={PHOTO_ACCEPT}
          className="d-none"
          tabIndex={-1}
          aria-label="Profile photo"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <p id="profile-photo-hint" className="form-text mb-0">
          Allowed PNG or JPEG. Max size of 800K.
        </p>
        <div id="profile-photo-status" aria-live="polite">
          {error ? (
            <p className="nb-photo-field__error" role="alert">
              {error}
            </p>
          ) : (
            note && <p className="nb-photo-field__note">{note}</p>
          )}
        </div>
      </div>
    </div>
  );
}
