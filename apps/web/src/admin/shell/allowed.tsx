import type { ReactNode } from 'react';
import type { StaffPermission } from '@northbend/shared';
import { PageHeader } from '../ui/page-header';
import { useStaff } from './staff-context';

/** A page for the roles with `permission`; others, arriving by a typed or old link, are told why not. */
export function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { may } = useStaff();
  if (may(permission)) return children;
  return (
    <>
      <PageHeader title="Not available for your role" />
      <p className="nb-muted">Your role does not allow this page. Ask the shop owner if you need it.</p>
    </>
  );
}
