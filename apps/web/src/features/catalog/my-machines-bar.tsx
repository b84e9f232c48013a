import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Island } from '../../islands/island-in-app';
import type { MachinesChoice } from './my-machines';

/**
 * 'My machines' (issue 16): a customer with machines in the profile sees tooling that fits them,
 * on by default, and the switch (an island) shows the whole catalog. Visitors and profiles without
 * machines see the same bar inviting them to it, plain links.
 */
export function MyMachinesBar({ machines, firstPage }: { machines: MachinesChoice; firstPage: string }) {
  if (!machines.customer) {
    return <MachinesInvite hint="Log in to see only the tooling that fits the machines you run." to={paths.login} action="Log in" />;
  }
  if (machines.park === null) {
    return (
      <MachinesInvite
        hint="Add the machines you run to your profile to see only the tooling that fits them."
        to={paths.profileUpdate}
        action="Add my machines"
      />
    );
  }
  return <Island name="my-machines" props={{ on: machines.on, firstPage, editHref: paths.profileUpdate }} />;
}

/** The bar without a switch: what 'My machines' would do, and where to start it. */
function MachinesInvite({ hint, to, action }: { hint: string; to: string; action: string }) {
  return (
    <div className="nb-my-machines">
      <span className="nb-my-machines__switch">My machines</span>
      <span className="nb-my-machines__hint d-none d-md-inline">{hint}</span>
      <Link to={to} className="nb-my-machines__edit">
        {action}
      </Link>
    </div>
  );
}
