import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { BusyButton } from './fields';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A dangerous action (cancel, disable) gets a red button. */
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ show, title, children, confirmLabel, danger, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      show={show}
      titleId="nb-confirm-title"
      title={title}
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            Keep as it is
          </button>
          <BusyButton busy={busy} className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
