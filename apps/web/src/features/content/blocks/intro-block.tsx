import type { IntroFields } from '../page-blocks';
import { RichText } from '../rich-text';
import { SectionHeading } from '../section-heading';

/**
 * Intro (heading, sub-heading, content) and the inner-page intro (heading and text): the heading
 * on the left, the opening paragraph set large on the right.
 */
export function IntroBlock({ block }: { block: IntroFields }) {
  return (
    <section className="nb-block nb-intro">
      <div className="container">
        <div className="row g-3 g-lg-5 align-items-start">
          <div className="col-lg-5">
            <SectionHeading eyebrow={block.cmpBlock_intro_sub_heading}>{block.cmpBlock_intro_heading}</SectionHeading>
          </div>
          <div className="col-lg-7">
            <RichText html={block.cmpBlock_intro_content} className="nb-intro__text" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Section title: a centred heading with a short text under it, opening a run of blocks. */
export function SectionTitleBlock({ block }: { block: IntroFields }) {
  return (
    <section className="nb-block nb-section-title">
      <div className="container">
        <SectionHeading center eyebrow={block.cmpBlock_intro_sub_heading}>
          {block.cmpBlock_intro_heading}
        </SectionHeading>
        <RichText html={block.cmpBlock_intro_content} className="nb-section-title__text" />
      </div>
    </section>
  );
}
