import { ResponsiveImage, type ResponsiveImageProps } from '../../components/responsive-image';

type ContentPhotoProps = Pick<ResponsiveImageProps, 'src' | 'alt' | 'widths' | 'sizes' | 'className'>;

/** A content block's 3:2 photo (its 1200 × 800 box reserved), loaded when near the screen and decoded off the main thread. */
export function ContentPhoto(props: ContentPhotoProps) {
  return <ResponsiveImage {...props} loading="lazy" decoding="async" width={1200} height={800} />;
}
