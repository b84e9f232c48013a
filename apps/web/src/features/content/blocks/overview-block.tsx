import { ContentPhoto } from '../content-photo';
import { describeImage } from '../describe-image';
import type { OverviewFields } from '../page-blocks';
import { RichText } from '../rich-text';
import { SectionHeading } from '../section-heading';

/** As the strip's CSS lays it out: on phones the first of three spans both columns; three across from 768 px. */
function overviewImageSizes(count: number, index: number): string {
  if (count === 1) return '(max-width: 1399px) 95vw, 1296px';
  const phone = count === 3 && index === 0 ? '95vw' : '48vw';
  return count === 3 ? `(max-width: 767px) ${phone}, (max-width: 1399px) 31vw, 424px` : '(max-width: 1399px) 48vw, 640px';
}

/**
 * Overview: heading and lead text beside the editor's content, then the three images as a strip.
 * The images keep their 3:2 shape, so labels drawn into them are never cropped.
 */
export function OverviewBlock({ block }: { block: OverviewFields }) {
  const images = [block.cmpBlock_overview_image_1, block.cmpBlock_overview_image_2, block.cmpBlock_overview_image_3].filter(
    (src): src is string => !!src?.trim(),
  );
  return (
    <section className="nb-block nb-overview">
      <div className="container">
        <div className="row g-3 g-lg-5">
          <div className="col-lg-5">
            <SectionHeading>{block.cmpBlock_overview_heading}</SectionHeading>
            {block.cmpBlock_overview_text && <p className="nb-overview__text">{block.cmpBlock_overview_text}</p>}
          </div>
          <div className="col-lg-7">
            <RichText html={block.cmpBlock_overview_content} className="nb-overview__content" />
          </div>
        </div>
        {images.length > 0 && (
          <div className={`nb-overview__images nb-overview__images--${images.length}`}>
            {images.map((src, i) => (
              <ContentPhoto
                key={src}
                src={src}
                alt={describeImage(src)}
                widths={[320, 480, 768, 1024]}
                sizes={overviewImageSizes(images.length, i)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
