import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  show: boolean;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** Esc and the close button are refused while the dialog's call runs. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog> (showModal): focus moves into it and stays there, the
 * page behind is inert, Esc closes it, and focus returns to the button that opened it.
 */
export function Dialog({ show, titleId, title, busy, onClose, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (show && !dialog.open) dialog.showModal();
    if (!show && dialog.open) dialog.close();
  }, [show]);

  return (
    <dialog
      ref={ref}
      className="nb-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {show && (
        <>
          <div className="nb-dialog__head">
            <h2 className="nb-dialog__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label="Close" disabled={busy} onClick={onClose} />
          </div>
          <div className="nb-dialog__body">{children}</div>
          <div className="nb-dialog__foot">{footer}</div>
        </>
      )}
    </dialog>
  );
}
