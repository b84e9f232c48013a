import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS } from './card-slider-layout';

describe('the still slider track', () => {
  it('is laid out in CSS at the breakpoints Swiper uses, so nothing moves when Swiper takes over', () => {
    const scss = readFileSync(new URL('../styles/_components.scss', import.meta.url), 'utf8');
    const map = scss.slice(scss.indexOf('$nb-carousel-breakpoints: ('), scss.indexOf(');', scss.indexOf('$nb-carousel-breakpoints')));
    const inCss = [...map.matchAll(/(\d+): \(\s*([\d.]+),\s*(\d+)px,?\s*\)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    const base = /--nb-per-view: ([\d.]+);\s*--nb-gap: (\d+)px;/.exec(scss.slice(scss.indexOf('.nb-card-slider--still {')));
    const fromCss = [[0, Number(base?.[1]), Number(base?.[2])], ...inCss];
    const swiper = Object.entries(CAROUSEL_BREAKPOINTS).map(([min, l]) => [Number(min), l.slidesPerView, l.spaceBetween]);
    expect(fromCss).toEqual(swiper);
  });
});
