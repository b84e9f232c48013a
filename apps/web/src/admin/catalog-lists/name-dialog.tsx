import { useEffect, useState } from 'react';
import { MachineMakeBody } from '@northbend/shared';
import { TextField } from '../ui/fields';
import { FormDialog } from '../ui/form-dialog';
import { useAction } from '../ui/use-action';

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
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    setName(task?.initial ?? '');
    setError(null);
  }, [task, setError]);

  const submit = async () => {
    if (!task) return;
    const checked = MachineMakeBody.safeParse({ name });
    if (!checked.success) return setError('Enter a name (80 characters at most).');
    if (checked.data.name === task.initial) return onClose();
    await run(async () => onSaved(await task.save(checked.data.name)));
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
      <TextField id="nb-name-input" label={task?.label ?? 'Name'} value={name} maxLength={80} required onChange={setName} />
    </FormDialog>
  );
}
