/** @jsxImportSource preact */
import { withSafeLinkRel } from '@northbend/shared';
import { useState } from 'preact/hooks';
import { Picture } from '../picture';

export interface TeamMemberCard {
  name: string;
  post: string;
  /** The portrait; empty when the editor left none. */
  image: string;
  /** Editor HTML, sanitised by the API (features/content/rich-text.tsx); empty for none. */
  about: string;
}

export interface TeamGridIslandProps {
  /** The prefix of the about texts' ids (`${id}-0`, …), unique on the page. */
  id: string;
  members: TeamMemberCard[];
}

/**
 * One team member, as the client application's TeamCard (features/content/blocks/team-card.tsx):
 * the about text shows on hover and keyboard focus by the stylesheet alone, and on a tap, where
 * there is no hover, by the `is-open` class this toggles. The about text describes the button.
 */
function TeamCard({ member, aboutId }: { member: TeamMemberCard; aboutId: string }) {
  const [open, setOpen] = useState(false);
  const hasAbout = !!member.about.trim();
  return (
    <li class={`nb-team-card ${open ? 'is-open' : ''}`}>
      <button
        type="button"
        class="nb-team-card__toggle"
        aria-expanded={hasAbout ? open : undefined}
        aria-controls={hasAbout ? aboutId : undefined}
        aria-describedby={hasAbout ? aboutId : undefined}
        onClick={() => hasAbout && setOpen((o) => !o)}
      >
        <span class="nb-team-card__photo">
          {member.image && (
            // A small photo beside the name on phones, then 2, 3 and (from 1400 px) 5 cards a row.
            <Picture
              src={member.image}
              alt={`Portrait of ${member.name}`}
              widths={[160, 320, 480, 600]}
              sizes="(max-width: 575px) 88px, (max-width: 767px) 48vw, (max-width: 1399px) 31vw, 260px"
              loading="lazy"
              decoding="async"
              width={600}
              height={600}
            />
          )}
        </span>
        <span class="nb-team-card__name">{member.name}</span>
        <span class="nb-team-card__post">{member.post}</span>
      </button>
      {hasAbout && (
        <div id={aboutId} class="nb-team-card__about">
          <div class="nb-rich-text " dangerouslySetInnerHTML={{ __html: withSafeLinkRel(member.about) }} />
        </div>
      )}
    </li>
  );
}

/**
 * The team grid's cards as one island: the stylesheet places them as the list's own children
 * (`.nb-team__grid > .nb-team-card`), so the island is the list, not each card.
 */
export default function TeamGridIsland({ id, members }: TeamGridIslandProps) {
  return (
    <ul class="nb-team__grid">
      {members.map((m, i) => (
        <TeamCard key={`${m.name}-${i}`} member={m} aboutId={`${id}-${i}`} />
      ))}
    </ul>
  );
}
