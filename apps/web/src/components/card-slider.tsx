import { TIMINGS } from '@northbend/shared';
import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** Spec carousel breakpoints: 576 to 1680 px wide show 1.5 to 4.5 slides. */
export const CAROUSEL_BREAKPOINTS = {
  0: { slidesPerView: 1.2, spaceBetween: 12 },
  576: { slidesPerView: 1.5, spaceBetween: 16 },
  768: { slidesPerView: 2.5, spaceBetween: 16 },
  992: { slidesPerView: 3, spaceBetween: 20 },
  1200: { slidesPerView: 3.5, spaceBetween: 24 },
  1400: { slidesPerView: 4, spaceBetween: 24 },
  1680: { slidesPerView: 4.5, spaceBetween: 24 },
};

/** Overview image slider: autoplay 2500 ms, loop, speed 600 ms (spec section 2). */
export const OVERVIEW_SLIDER = { autoplay: { delay: TIMINGS.sliderAutoplay, disableOnInteraction: false }, loop: true, speed: TIMINGS.sliderSpeed };

interface CardSliderProps<T> {
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label: string;
  autoplay?: boolean;
}

/** A horizontal carousel of cards with the spec's breakpoints, usable by keyboard. */
export function CardSlider<T>({ items, keyOf, render, label, autoplay = false }: CardSliderProps<T>) {
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
      {items.map((item) => (
        <SwiperSlide key={keyOf(item)}>{render(item)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
