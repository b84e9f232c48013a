import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { CAROUSEL_BREAKPOINTS, OVERVIEW_SLIDER } from './card-slider-layout';

export interface SwiperCardSliderProps {
  slides: { key: string; node: ReactNode }[];
  label: string;
  autoplay: boolean;
}

/** The Swiper behind CardSlider (card-slider.tsx), loaded once a slider is near the screen. */
export function SwiperCardSlider({ slides, label, autoplay }: SwiperCardSliderProps) {
  return (
    <Swiper
      className="nb-card-slider"
      modules={[Navigation, A11y, Keyboard, Autoplay]}
      breakpoints={CAROUSEL_BREAKPOINTS}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ containerMessage: label }}
      {...(autoplay ? OVERVIEW_SLIDER : {})}
    >
      {slides.map((s) => (
        <SwiperSlide key={s.key}>{s.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
