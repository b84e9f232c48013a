/**
 * The overview image slider's layout, shared by the client application's block and the island of
 * the public pages (islands/overview-slider): one, two, then three slides per view, and the photo
 * sizes that match them.
 */
export const SLIDES_PER_VIEW = {
  0: { slidesPerView: 1, spaceBetween: 12 },
  768: { slidesPerView: 2, spaceBetween: 20 },
  1200: { slidesPerView: 3, spaceBetween: 24 },
};

export const SLIDE_PHOTO = {
  widths: [320, 480, 768, 1024],
  sizes: '(max-width: 767px) 95vw, (max-width: 1199px) 48vw, 424px',
} as const;
