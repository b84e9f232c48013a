import { UpdateMemberBody, type Company, type CompanyMember } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { firstMessages } from '../../components/address-fields';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastRemoved, toastSuccess } from '../../components/toasts';
import { companyApi } from './company-api';
import { limitOf } from './company-text';
import { MemberFields } from './member-fields';

interface EditProps {
  member: CompanyMember;
  onSaved: (company: Company) => void;
  onCancel: () => void;
}

/** A member's role and limit, changed in place under their row. */
export function EditMemberForm({ member, onSaved, onCancel }: EditProps) {
  const [role, setRole] = useState(member.company_role);
  const [limit, setLimit] = useState(member.order_limit === null ? '' : String(member.order_limit));
  const [errors, setErrors] = useState<{ company_role?: string; order_limit?: string }>({});
  const [state, setState] = useSubmitState();
  const idPrefix = `member-${member._id}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'loading') return;
    const parsed = UpdateMemberBody.safeParse({ company_role: role, order_limit: role === 'buyer' ? limitOf(limit) : null });
    setErrors(parsed.success ? {} : firstMessages(parsed.error.issues));
    if (!parsed.success) return;
    setState('loading');
    try {
      const reply = await companyApi.updateMember(member._id, parsed.data);
      toastSuccess(reply.message);
      setState('success');
      onSaved(reply.result);
    } catch {
      // The API client has shown why (the last admin cannot become a buyer…).
      setState('error');
    }
  };

  return (
    <form className="nb-member-edit" noValidate onSubmit={onSubmit} aria-label={`Change ${member.user_name}'s role and limit`}>
      <div className="nb-member-edit__fields">
        <MemberFields idPrefix={idPrefix} role={role} limit={limit} onRole={setRole} onLimit={setLimit} errors={errors} />
      </div>
      <div className="nb-member-edit__actions">
        <SubmitButton state={state} className="btn-sm">
          Save
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface RemoveProps {
  member: CompanyMember;
  onRemoved: () => void;
  onCancel: () => void;
}

/** 'Remove' asks once more, under the row: a removed member can no longer log in. */
export function ConfirmRemoveMember({ member, onRemoved, onCancel }: RemoveProps) {
  const [state, setState] = useSubmitState();
  const invited = member.status === 'invited';
  const remove = async () => {
    setState('loading');
    try {
      toastRemoved((await companyApi.removeMember(member._id)).message);
      onRemoved();
    } catch {
      setState('error');
    }
  };
  return (
    <div className="nb-member-confirm" role="group" aria-label={`Remove ${member.user_name}`}>
      <p>
        {invited
          ? `Withdraw the invitation of ${member.user_name}? Its link stops working.`
          : `Remove ${member.user_name} from your company? They can no longer log in or order.`}
      </p>
      <div className="nb-member-edit__actions">
        <SubmitButton type="button" state={state} onClick={() => void remove()} className="nb-btn-danger btn-sm">
          {invited ? 'Withdraw invitation' : 'Remove member'}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          Keep
        </button>
      </div>
    </div>
  );
}
