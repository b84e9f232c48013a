import { useId, useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { TeamMember } from '../page-blocks';
import { RichText } from '../rich-text';

/**
 * One team member. The spec shows the about text on hover; the card is also a button so the text
 * opens on keyboard focus (:focus-visible) and on a tap, where there is no hover. The about text
 * describes the button, so screen readers hear it either way.
 */
export function TeamCard({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const aboutId = useId();
  const name = member.cmpBlock_team_name ?? '';
  const hasAbout = !!member.cmpBlock_team_about?.trim();

  return (
    <li className={`nb-team-card ${open ? 'is-open' : ''}`}>
      <button
        type="button"
        className="nb-team-card__toggle"
        aria-expanded={hasAbout ? open : undefined}
        aria-controls={hasAbout ? aboutId : undefined}
        aria-describedby={hasAbout ? aboutId : undefined}
        onClick={() => hasAbout && setOpen((o) => !o)}
      >
        <span className="nb-team-card__photo">
          {member.cmpBlock_team_image && (
            // A small photo beside the name on phones, then 2, 3 and (from 1400 px) 5 cards a row.
            <ResponsiveImage
              src={member.cmpBlock_team_image}
              alt={`Portrait of ${name}`}
              widths={[160, 320, 480, 600]}
              sizes="(max-width: 575px) 88px, (max-width: 767px) 48vw, (max-width: 1399px) 31vw, 260px"
              loading="lazy"
              decoding="async"
              width={600}
              height={600}
            />
          )}
        </span>
        <span className="nb-team-card__name">{name}</span>
        <span className="nb-team-card__post">{member.cmpBlock_team_post}</span>
      </button>
      {hasAbout && (
        <div id={aboutId} className="nb-team-card__about">
          <RichText html={member.cmpBlock_team_about} />
        </div>
      )}
    </li>
  );
}
