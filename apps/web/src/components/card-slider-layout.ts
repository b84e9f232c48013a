import { TIMINGS } from '@northbend/shared';

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
export const OVERVIEW_SLIDER = {
  autoplay: { delay: TIMINGS.sliderAutoplay, disableOnInteraction: false },
  loop: true,
  speed: TIMINGS.sliderSpeed,
};
