import { COMPANY_ROLES, type CompanyRole } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { ROLE_NAMES } from './company-text';

const ROLE_OPTIONS = COMPANY_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));

interface MemberFieldsProps {
  idPrefix: string;
  role: CompanyRole;
  limit: string;
  onRole: (role: CompanyRole) => void;
  onLimit: (limit: string) => void;
  errors: { company_role?: string; order_limit?: string };
}

/** A member's role and, for a buyer, the order limit in dollars (empty: no limit). */
export function MemberFields({ idPrefix, role, limit, onRole, onLimit, errors }: MemberFieldsProps) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-role`}
        label="Role"
        required
        value={role}
        options={ROLE_OPTIONS}
        placeholder="Choose a role"
        onChange={(v) => onRole((v || 'buyer') as CompanyRole)}
        error={errors.company_role}
      />
      {role === 'buyer' && (
        <FormField
          id={`${idPrefix}-limit`}
          label="Order limit in $ (optional)"
          value={limit}
          onChange={onLimit}
          inputMode="decimal"
          maxLength={14}
          placeholder="No limit"
          error={errors.order_limit}
          hint="Shipping included. Orders above it wait for an admin's approval; empty means no limit."
        />
      )}
    </>
  );
}
