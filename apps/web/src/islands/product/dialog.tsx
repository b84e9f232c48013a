/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import './dialog.scss';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading's id, for aria-labelledby. */
  titleId: string;
  title: ComponentChildren;
  closeLabel?: string;
  /** 'full': the image viewer's whole screen on a dark ground; 'lg': a wide card. */
  size: 'full' | 'lg';
  className?: string;
  bodyClass?: string;
  children: ComponentChildren;
}

/**
 * A modal on the island pages: the browser's own <dialog> opened with showModal(), which keeps the
 * focus inside, closes on Escape and gives the rest of the page `inert`, so none of it is written
 * here. Inside, Bootstrap's modal markup (the overlays kit styles it), as react-bootstrap's Modal
 * draws it in the client application. A press on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  titleId,
  title,
  closeLabel = 'Close',
  size,
  className = '',
  bodyClass = '',
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      class={`nb-dialog nb-dialog--${size} ${className}`}
      aria-labelledby={titleId}
      onClose={onClose}
      // The dialog's own box is the backdrop's area outside the content: a press there closes it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {open && (
        <div class="modal-content">
          <div class="modal-header">
            <h2 id={titleId} class="modal-title">
              {title}
            </h2>
            <button
              type="button"
              class={`btn-close${size === 'full' ? ' btn-close-white' : ''}`}
              aria-label={closeLabel}
              onClick={onClose}
            />
          </div>
          <div class={`modal-body ${bodyClass}`}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
