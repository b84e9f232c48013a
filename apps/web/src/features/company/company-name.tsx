import { CompanyNameBody, type Company } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { FormField } from '../../ui/form-field';
import { companyApi } from './company-api';
import { limitText } from './company-text';

/** The company's name and the viewer's place in it; an admin renames it in place. */
export function CompanyName({
  company,
  myLimit,
  onChanged,
}: {
  company: Company;
  myLimit: number | null;
  onChanged: (c: Company) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(company.company_name);
  const [error, setError] = useState('');
  const [state, setState] = useSubmitState();
  const admin = company.my_role === 'admin';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'loading') return;
    const parsed = CompanyNameBody.safeParse({ company_name: name });
    setError(parsed.success ? '' : parsed.error.issues[0]!.message);
    if (!parsed.success) return;
    setState('loading');
    try {
      const reply = await companyApi.rename(parsed.data.company_name);
      toastSuccess(reply.message);
      setState('success');
      setEditing(false);
      onChanged(reply.result);
    } catch {
      setState('error');
    }
  };

  return (
    <header className="nb-company__head">
      {editing ? (
        <form className="nb-company__rename" noValidate onSubmit={onSubmit} aria-label="Rename your company">
          <FormField id="company-name" label="Company name" required maxLength={200} value={name} onChange={setName} error={error} />
          <div className="nb-member-edit__actions">
            <SubmitButton state={state}>Save name</SubmitButton>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setEditing(false);
                setName(company.company_name);
                setError('');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="nb-company__title-row">
          <h2 className="nb-company__name">{company.company_name}</h2>
          {admin && (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(true)}>
              Rename
            </button>
          )}
        </div>
      )}
      <p className="nb-company__role">
        {admin ? (
          <>
            You are an <strong>admin</strong>: you invite colleagues, set buyers’ order limits and approve orders above them.
          </>
        ) : (
          <>
            You are a <strong>buyer</strong> with an order limit of <strong>{limitText(myLimit)}</strong> per order, shipping included.
            {myLimit !== null && ' Larger orders are sent to your company’s admins for approval.'}
          </>
        )}
      </p>
    </header>
  );
}
