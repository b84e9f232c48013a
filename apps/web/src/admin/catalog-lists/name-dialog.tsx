import { useEffect, useState } from 'react';
import { MachineMakeBody } from '@northbend/shared';
import { FormDialog } from '../ui/form-dialog';
import { messageOf } from '../ui/use-load';

/** A name to add or change: the dialog's title, the field's label, and the call that saves it. */
export interface NameTask {
  title: string;
  label: string;
  submitLabel: string;
  initial: string;
  save: (name: string) => Promise<string>;
}

/** One name in a dialog (a machine make or model); the server's refusal (a name in use) is shown in it. */
export function NameDialog({ task, onSaved, onClose }: { task: NameTask | null; onSaved: (message: string) => void; onClose: () => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setName(task?.initial ?? '');
    setError(null);
  }, [task]);

  const submit = async () => {
    if (!task) return;
    const checked = MachineMakeBody.safeParse({ name });
    if (!checked.success) return setError('Enter a name (80 characters at most).');
    if (checked.data.name === task.initial) return onClose();
    setBusy(true);
    setError(null);
    try {
      onSaved(await task.save(checked.data.name));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      show={!!task}
      id="nb-name"
      title={task?.title ?? ''}
      submitLabel={task?.submitLabel ?? 'Save'}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="nb-form-field">
        <label className="form-label" htmlFor="nb-name-input">
          {task?.label ?? 'Name'}
        </label>
        <input id="nb-name-input" className="form-control" value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
      </div>
    </FormDialog>
  );
}
