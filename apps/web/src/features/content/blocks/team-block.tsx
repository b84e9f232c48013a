import { useId } from 'react';
import { useIslandsDocument } from '../../../islands/islands-document';
import type { TeamFields } from '../page-blocks';
import { SectionHeading } from '../section-heading';
import { TeamCard } from './team-card';

/** Team grid: a card per person with photo, name and post; the about text shows on hover. */
export function TeamBlock({ block }: { block: TeamFields }) {
  const members = block.cmpBlock_team_lists ?? [];
  const doc = useIslandsDocument();
  const id = `nb-team-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (!members.length) return null;
  // On an island document the cards are the Preact island of the same markup, for the tap that opens one (decision 035).
  const cards = doc
    ? doc.island(
        'team-grid',
        {
          id,
          members: members.map((m) => ({
            name: m.cmpBlock_team_name ?? '',
            post: m.cmpBlock_team_post ?? '',
            image: m.cmpBlock_team_image ?? '',
            about: m.cmpBlock_team_about ?? '',
          })),
        },
        'idle',
      )
    : null;
  return (
    <section className="nb-block nb-team">
      <div className="container">
        <SectionHeading>{block.cmpBlock_team_heading}</SectionHeading>
        {cards ?? (
          <ul className="nb-team__grid">
            {members.map((m, i) => (
              <TeamCard key={`${m.cmpBlock_team_name}-${i}`} member={m} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
