import type { Swiper } from 'swiper';

export type SwiperKit = { Swiper: typeof Swiper; modules: typeof import('swiper/modules') };

// Swiper (vanilla, no React) is ~30 KB of compressed script that no slider needs before it is in
// sight: the islands load it, with its styles, once, the first time a slider asks.
let kit: Promise<SwiperKit> | null = null;

/** Swiper's core, its modules and its styles. */
export const loadSwiper = (): Promise<SwiperKit> =>
  (kit ??= Promise.all([import('swiper'), import('swiper/modules'), import('./swiper-styles')]).then(([core, modules]) => ({
    Swiper: core.Swiper,
    modules,
  })));
