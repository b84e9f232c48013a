import { ContentPhoto } from '../content-photo';
import type { ImageAndContentFields } from '../page-blocks';
import { RichText } from '../rich-text';
import { SectionHeading } from '../section-heading';

/**
 * The four image-and-content kinds share this layout; `variant` (1 to 4) picks the band colour
 * and frame in CSS. The editor chooses the image side (`_position_right`) and a border (`_border`).
 */
export function ImageAndContentBlock({ block, variant }: { block: ImageAndContentFields; variant: 1 | 2 | 3 | 4 }) {
  const image = block.cmpBlock_image_and_content_image?.trim();
  const classes = [
    'nb-block',
    'nb-image-content',
    `nb-image-content--v${variant}`,
    // Variants 2 and 3 sit on a coloured band.
    variant === 2 || variant === 3 ? 'nb-block--band' : '',
    block.cmpBlock_image_and_content_position_right ? 'nb-image-content--right' : '',
    block.cmpBlock_image_and_content_border ? 'nb-image-content--border' : '',
  ].join(' ');
  return (
    <section className={classes}>
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center nb-image-content__row">
          {image && (
            <div className="col-lg-6">
              <div className="nb-image-content__media">
                {/* Full container width below 992 px, half of it (col-lg-6) above. */}
                <ContentPhoto
                  src={image}
                  alt=""
                  widths={[320, 480, 768, 1024, 1280]}
                  sizes="(max-width: 991px) 95vw, (max-width: 1399px) 46vw, 636px"
                />
              </div>
            </div>
          )}
          <div className={image ? 'col-lg-6' : 'col-12'}>
            <SectionHeading eyebrow={block.cmpBlock_image_and_content_sub_heading}>
              {block.cmpBlock_image_and_content_heading}
            </SectionHeading>
            <RichText html={block.cmpBlock_image_and_content_content} className="nb-image-content__text" />
          </div>
        </div>
      </div>
    </section>
  );
}

export const ImageAndContent1Block = ({ block }: { block: ImageAndContentFields }) => <ImageAndContentBlock block={block} variant={1} />;
export const ImageAndContent2Block = ({ block }: { block: ImageAndContentFields }) => <ImageAndContentBlock block={block} variant={2} />;
export const ImageAndContent3Block = ({ block }: { block: ImageAndContentFields }) => <ImageAndContentBlock block={block} variant={3} />;
export const ImageAndContent4Block = ({ block }: { block: ImageAndContentFields }) => <ImageAndContentBlock block={block} variant={4} />;
