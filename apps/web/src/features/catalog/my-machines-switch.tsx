import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import { profileMachines } from './my-machines';

interface MyMachinesSwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * 'My machines' (issue 16): a customer with machines in the profile sees tooling that fits them,
 * on by default; one click shows the whole catalog, and the choice is kept on this device.
 * Nothing shows for visitors or profiles without machines.
 */
export function MyMachinesSwitch({ on, onChange }: MyMachinesSwitchProps) {
  const hasMachines = useAppSelector((s) => profileMachines(s.user.userData) !== null);
  if (!hasMachines) return null;
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
