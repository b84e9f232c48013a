/** @jsxImportSource preact */
import { setMyMachinesOn } from '../../features/catalog/my-machines';
import { goTo } from '../navigate';

export interface OtherMachinesIslandProps {
  count: number;
  /** The same list for every machine (the chosen makes and models left out). */
  allHref: string;
}

/**
 * A list narrowed by machine ('My machines', or makes and models chosen) never hides silently
 * (issue 28): it says how many more match for other machines, with a button that shows them all,
 * 'My machines' turned off on this device.
 */
export default function OtherMachinesIsland({ count, allHref }: OtherMachinesIslandProps) {
  return (
    <p class="nb-other-machines">
      {count} more for other machines —{' '}
      <button
        type="button"
        class="nb-other-machines__all"
        onClick={() => {
          setMyMachinesOn(false);
          goTo(allHref);
        }}
      >
        show all
      </button>
    </p>
  );
}
