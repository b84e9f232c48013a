import { Island } from '../../islands/island-in-app';

/**
 * A list narrowed by machine ('My machines', or makes and models chosen) never hides silently
 * (issue 28): how many more match for other machines, and 'show all' (an island).
 */
export function OtherMachinesNote({ count, allHref }: { count: number | undefined; allHref: string }) {
  if (!count) return null;
  return <Island name="other-machines" props={{ count, allHref }} />;
}
