import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useNearScreen } from './use-near-screen';

export { CAROUSEL_BREAKPOINTS, OVERVIEW_SLIDER } from './card-slider-layout';

// Swiper is ~30 KB of compressed script that no slider needs before it is in sight: it loads when
// a slider comes within 100 px of the screen, or is hovered or focused.
const SwiperCardSlider = lazy(() => import('./card-slider-swiper').then((m) => ({ default: m.SwiperCardSlider })));

interface CardSliderProps<T> {
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label: string;
  autoplay?: boolean;
}

/**
 * The first slides as Swiper will lay them out (same widths and gaps, from the stylesheet's
 * breakpoints), so nothing moves when it takes over, and a server-rendered page draws them alike.
 */
function StillTrack({ slides, label }: { slides: { key: string; node: ReactNode }[]; label: string }) {
  return (
    <div className="nb-card-slider nb-card-slider--still" role="group" aria-label={label}>
      {slides.map((s) => (
        <div key={s.key} className="nb-card-slider__slide">
          {s.node}
        </div>
      ))}
    </div>
  );
}

/** A horizontal carousel of cards with the spec's breakpoints, usable by keyboard. */
export function CardSlider<T>({ items, keyOf, render, label, autoplay = false }: CardSliderProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useNearScreen(box, '100px 0px');

  const slides = items.map((item) => ({ key: keyOf(item), node: render(item) }));
  const still = <StillTrack slides={slides} label={label} />;
  return (
    <div ref={box} className="nb-card-slider-box" onPointerEnter={setNear} onFocus={setNear}>
      {near ? (
        <Suspense fallback={still}>
          <SwiperCardSlider slides={slides} label={label} autoplay={autoplay} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
