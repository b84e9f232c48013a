import { createContext, useContext } from 'react';
import { can, type StaffMeAnswer, type StaffPermission } from '@northbend/shared';

export interface SignedIn {
  me: StaffMeAnswer;
  /** The role's permission (packages/shared/src/staff-roles.ts): the same table the API's guards read. */
  may: (permission: StaffPermission) => boolean;
  /** Reads /me again (after a change to one's own two-factor sign-in). */
  reload: () => void;
}

export const StaffContext = createContext<SignedIn | null>(null);

/** The signed-in staff user; only screens inside the shell (RequireStaff) call it. */
export function useStaff(): SignedIn {
  const signedIn = useContext(StaffContext);
  if (!signedIn) throw new Error('useStaff() is used outside <RequireStaff>');
  return signedIn;
}

export const signedInAs = (me: StaffMeAnswer, reload: () => void): SignedIn => ({
  me,
  may: (permission) => can(me.staff.role, permission),
  reload,
});
