import type { TeamFields } from '../page-blocks';
import { SectionHeading } from '../section-heading';
import { TeamCard } from './team-card';

/** Team grid: a card per person with photo, name and post; the about text shows on hover. */
export function TeamBlock({ block }: { block: TeamFields }) {
  const members = block.cmpBlock_team_lists ?? [];
  if (!members.length) return null;
  return (
    <section className="nb-block nb-team">
      <div className="container">
        <SectionHeading>{block.cmpBlock_team_heading}</SectionHeading>
        <ul className="nb-team__grid">
          {members.map((m, i) => (
            <TeamCard key={`${m.cmpBlock_team_name}-${i}`} member={m} />
          ))}
        </ul>
      </div>
    </section>
  );
}
