import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { OVERVIEW_SLIDER } from '../../../components/card-slider';
import { ContentPhoto } from '../content-photo';
import { describeImage } from '../describe-image';
import type { OverviewSliderFields } from '../page-blocks';
import { useReducedMotion } from '../use-reduced-motion';
import { SLIDE_PHOTO, SLIDES_PER_VIEW } from './overview-slider-layout';

/**
 * Overview image slider: autoplay 2500 ms, loop, speed 600 ms (spec section 2). Visitors who ask
 * for reduced motion get a still slider; everyone else can pause it (WCAG 2.2.2).
 */
export function OverviewSliderBlock({ block }: { block: OverviewSliderFields }) {
  const images = (block.cmpBlock_overview_slider_images ?? []).filter((src) => src?.trim());
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  if (!images.length) return null;
  const autoplay = !reducedMotion;
  const togglePause = () => {
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  };

  return (
    <section className="nb-block nb-overview-slider" aria-label="Photos from our plant">
      <div className="container">
        <Swiper
          className="nb-overview-slider__swiper"
          modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
          breakpoints={SLIDES_PER_VIEW}
          loop={OVERVIEW_SLIDER.loop && images.length > 3}
          speed={OVERVIEW_SLIDER.speed}
          autoplay={autoplay ? { ...OVERVIEW_SLIDER.autoplay, pauseOnMouseEnter: true } : false}
          navigation
          pagination={{ clickable: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          onSwiper={setSwiper}
        >
          {images.map((src) => (
            <SwiperSlide key={src}>
              <figure className="nb-overview-slider__slide">
                {/* One, two, then three slides per view (SLIDES_PER_VIEW). */}
                <ContentPhoto src={src} alt={describeImage(src)} widths={SLIDE_PHOTO.widths} sizes={SLIDE_PHOTO.sizes} />
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
        {autoplay && (
          <button type="button" className="btn btn-sm btn-link nb-overview-slider__pause" onClick={togglePause}>
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        )}
      </div>
    </section>
  );
}
