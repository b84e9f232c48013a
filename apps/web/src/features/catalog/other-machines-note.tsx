/**
 * A list narrowed by machine ('My machines', or makes and models chosen) never hides silently
 * (issue 28): it says how many more match for other machines, with a button that shows them all.
 */
export function OtherMachinesNote({ count, onShowAll }: { count: number | undefined; onShowAll: () => void }) {
  if (!count) return null;
  return (
    <p className="nb-other-machines">
      {count} more for other machines —{' '}
      <button type="button" className="nb-other-machines__all" onClick={onShowAll}>
        show all
      </button>
    </p>
  );
}
