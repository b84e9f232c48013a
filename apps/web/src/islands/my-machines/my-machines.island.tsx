/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';
import { carryOverOldChoice, setMyMachinesOn } from '../../features/catalog/my-machines';
import { goTo, loadAgain } from '../navigate';

export interface MyMachinesIslandProps {
  on: boolean;
  /** The list's page 1 with the same filters: where a change of the switch leads. */
  firstPage: string;
  /** Where the customer edits the machines in the profile. */
  editHref: string;
}

/**
 * 'My machines' (issue 16) for a customer with machines in the profile: on by default, it narrows
 * the list to tooling that fits them; one click shows the whole catalog. The choice is kept on this
 * device (a cookie the server reads), and page 1 of the same list is loaded for it.
 */
export default function MyMachinesIsland({ on, firstPage, editHref }: MyMachinesIslandProps) {
  // Once per device: a choice kept in local storage before it became a cookie (carryOverOldChoice).
  useEffect(() => {
    if (carryOverOldChoice()) loadAgain();
  }, []);
  const flip = () => {
    setMyMachinesOn(!on);
    goTo(firstPage);
  };
  return (
    <div class="nb-my-machines">
      <button type="button" role="switch" aria-checked={on} class="nb-my-machines__switch" onClick={flip}>
        <span class="nb-my-machines__track" aria-hidden="true" />
        My machines
      </button>
      {/* Phones keep to one row: the switch says its state, the sentence is for wider screens. */}
      <span class="nb-my-machines__hint d-none d-md-inline">
        {on ? 'Only tooling that fits the machines in your profile.' : 'Showing tooling for every machine.'}
      </span>
      <a href={editHref} class="nb-my-machines__edit">
        Edit my machines
      </a>
    </div>
  );
}
