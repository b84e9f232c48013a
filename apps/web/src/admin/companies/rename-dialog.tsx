import { useEffect, useState } from 'react';
import { CompanyNameBody, type AdminCompanyAnswer } from '@northbend/shared';
import { TextField } from '../ui/fields';
import { FormDialog } from '../ui/form-dialog';
import { useAction } from '../ui/use-action';
import { companiesApi } from './companies-api';

interface RenameDialogProps {
  show: boolean;
  companyId: string;
  current: string;
  onSaved: (answer: AdminCompanyAnswer) => void;
  onClose: () => void;
}

/** The company's name, as its invoices and the storefront show it; the server's refusal shows in the dialog. */
export function RenameDialog({ show, companyId, current, onSaved, onClose }: RenameDialogProps) {
  const [name, setName] = useState(current);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    if (!show) return;
    setName(current);
    setError(null);
  }, [show, current, setError]);

  const submit = async () => {
    const checked = CompanyNameBody.safeParse({ company_name: name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Enter the company name.');
    if (checked.data.company_name === current) return onClose();
    await run(async () => onSaved(await companiesApi.rename(companyId, checked.data.company_name)));
  };

  return (
    <FormDialog
      show={show}
      id="nb-company-name"
      title="Rename the company"
      submitLabel="Save name"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField id="nb-company-name-input" label="Company name" value={name} maxLength={200} required onChange={setName} />
    </FormDialog>
  );
}
