import { BADGE_MAX } from '@northbend/shared';

/** A count badge on a header icon; spec: at most 99 is shown. */
export function BadgeCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="nb-badge" aria-label={`${count} ${label}`}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
