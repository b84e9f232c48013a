import { TrashIcon } from './toasts';
import './remove-button.scss';

/** A small 'Remove' button with a trash icon; the label names what goes, for screen readers. */
export function RemoveButton({ label, busy, onClick }: { label: string; busy?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="nb-remove" aria-label={label} title={label} disabled={busy} onClick={onClick}>
      <TrashIcon />
      <span className="nb-remove__text">Remove</span>
    </button>
  );
}
