import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../app/store';
import { profileMachines } from './my-machines';

interface MyMachinesSwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * 'My machines' (issue 16): a customer with machines in the profile sees tooling that fits them,
 * on by default; one click shows the whole catalog, and the choice is kept on this device.
 * Visitors and profiles without machines see the same bar inviting them to it: the server renders
 * the visitor's bar, and the customer's takes its place after hydration without moving the list.
 */
export function MyMachinesSwitch({ on, onChange }: MyMachinesSwitchProps) {
  const user = useAppSelector((s) => s.user.userData);
  if (!user?._id) {
    return <MachinesInvite hint="Log in to see only the tooling that fits the machines you run." to={paths.login} action="Log in" />;
  }
  if (profileMachines(user) === null) {
    return (
      <MachinesInvite
        hint="Add the machines you run to your profile to see only the tooling that fits them."
        to={paths.profileUpdate}
        action="Add my machines"
      />
    );
  }
  return (
    <div className="nb-my-machines">
      <button type="button" role="switch" aria-checked={on} className="nb-my-machines__switch" onClick={() => onChange(!on)}>
        <span className="nb-my-machines__track" aria-hidden="true" />
        My machines
      </button>
      {/* Phones keep to one row: the switch says its state, the sentence is for wider screens. */}
      <span className="nb-my-machines__hint d-none d-md-inline">
        {on ? 'Only tooling that fits the machines in your profile.' : 'Showing tooling for every machine.'}
      </span>
      <Link to={paths.profileUpdate} className="nb-my-machines__edit">
        Edit my machines
      </Link>
    </div>
  );
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
