import { describe, expect, it } from 'vitest';
import { carouselLayoutAt } from './card-slider-layout';

describe('carouselLayoutAt', () => {
  it('picks the widest breakpoint at or below the window width, as Swiper does', () => {
    expect(carouselLayoutAt(375)).toEqual({ slidesPerView: 1.2, spaceBetween: 12 });
    expect(carouselLayoutAt(576)).toEqual({ slidesPerView: 1.5, spaceBetween: 16 });
    expect(carouselLayoutAt(1440)).toEqual({ slidesPerView: 4, spaceBetween: 24 });
    expect(carouselLayoutAt(2560)).toEqual({ slidesPerView: 4.5, spaceBetween: 24 });
  });
});
