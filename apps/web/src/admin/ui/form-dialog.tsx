import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './dialog';
import { BusyButton, FormMessage } from './fields';

interface FormDialogProps {
  show: boolean;
  title: string;
  /** The dialog's id prefix, for its title's and form's ids. */
  id: string;
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
}

/** A small form in a dialog (ship, record a payment, cancel), its buttons in the dialog's footer. */
export function FormDialog({ show, title, id, children, submitLabel, danger, busy, error, onSubmit, onClose }: FormDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      show={show}
      titleId={`${id}-title`}
      title={title}
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            Back
          </button>
          <BusyButton type="submit" form={`${id}-form`} busy={busy} className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}>
            {submitLabel}
          </BusyButton>
        </>
      }
    >
      <form id={`${id}-form`} className="nb-form-stack" onSubmit={submit} noValidate>
        {children}
      </form>
      <FormMessage error={error} />
    </Dialog>
  );
}
