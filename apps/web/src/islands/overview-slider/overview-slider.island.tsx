/** @jsxImportSource preact */
import { Component, type RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Swiper } from 'swiper';
import { OVERVIEW_SLIDER } from '../../components/card-slider-layout';
import { SLIDE_PHOTO, SLIDES_PER_VIEW } from '../../features/content/blocks/overview-slider-layout';
import { loadSwiper } from '../card-slider/load-swiper';
// Swiper's styles come with the page (the island's stylesheets are in its head), so the server's
// slides are laid out, as Swiper will lay them out (_sections.scss), before its script arrives.
import '../card-slider/swiper-styles';
import { Picture } from '../picture';

export interface OverviewSliderIslandProps {
  /** The photos in order, each with the words the server chose for it (describe-image.ts). */
  photos: { src: string; alt: string }[];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Swiper loads as the slider comes within 400 px of the screen, as in the client application (block-registry.tsx). */
const NEAR = '400px 0px';

type TrackProps = {
  photos: OverviewSliderIslandProps['photos'];
  track: RefObject<HTMLDivElement>;
  /** A pointer or the focus reaching the slides: start Swiper at once. */
  onReach: () => void;
};

/**
 * The slides as swiper/react draws them on the server, drawn once: from hydration on, Swiper owns
 * this markup (it moves slides to loop), so the island must never diff it again.
 */
class Track extends Component<TrackProps> {
  shouldComponentUpdate() {
    return false;
  }
  render({ photos, track, onReach }: TrackProps) {
    return (
      <div ref={track} class="swiper nb-overview-slider__swiper" onPointerEnter={onReach} onFocusIn={onReach}>
        <div class="swiper-wrapper">
          {photos.map(({ src, alt }) => (
            <div key={src} class="swiper-slide">
              <figure class="nb-overview-slider__slide">
                <Picture
                  src={src}
                  alt={alt}
                  widths={SLIDE_PHOTO.widths}
                  sizes={SLIDE_PHOTO.sizes}
                  loading="lazy"
                  decoding="async"
                  width={1200}
                  height={800}
                />
              </figure>
            </div>
          ))}
        </div>
        <div class="swiper-button-prev" />
        <div class="swiper-button-next" />
        <div class="swiper-pagination" />
      </div>
    );
  }
}

/**
 * The overview image slider (spec section 2: autoplay 2500 ms, loop, speed 600 ms) as an island:
 * the server's slides become a vanilla Swiper as the slider nears the screen. Visitors who ask for
 * reduced motion get a still slider; everyone else can pause it (WCAG 2.2.2).
 */
export default function OverviewSliderIsland({ photos }: OverviewSliderIslandProps) {
  const track = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const asked = useRef(false);
  // A pause pressed before Swiper has arrived holds once it does.
  const pausedNow = useRef(false);
  // The server cannot know the visitor's wish: it draws the slideshow moving, as the client application does.
  const [motion, setMotion] = useState(true);
  const [paused, setPaused] = useState(false);
  // Swiper's loop needs more slides than a view shows (three at most).
  const loop = OVERVIEW_SLIDER.loop && photos.length > 3;

  const start = () => {
    if (asked.current) return;
    asked.current = true;
    const still = window.matchMedia?.(REDUCED_MOTION).matches === true;
    void loadSwiper().then(({ Swiper, modules: { A11y, Autoplay, Keyboard, Navigation, Pagination } }) => {
      const el = track.current;
      if (!el?.isConnected) return;
      swiper.current = new Swiper(el, {
        modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
        breakpoints: SLIDES_PER_VIEW,
        loop,
        speed: OVERVIEW_SLIDER.speed,
        autoplay: still ? false : { ...OVERVIEW_SLIDER.autoplay, pauseOnMouseEnter: true },
        navigation: {
          prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
          nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
        },
        pagination: { el: el.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
        keyboard: { enabled: true, onlyInViewport: true },
      });
      if (pausedNow.current) swiper.current.autoplay.stop();
    });
  };

  // The observer, set up once, starts the slider through the render's latest `start`.
  const startLatest = useRef(start);
  startLatest.current = start;
  useEffect(() => {
    setMotion(window.matchMedia?.(REDUCED_MOTION).matches !== true);
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startLatest.current(), {
      rootMargin: NEAR,
    });
    if (track.current) watch.observe(track.current);
    return () => {
      watch.disconnect();
      swiper.current?.destroy();
    };
  }, []);

  const togglePause = () => {
    pausedNow.current = !paused;
    setPaused(!paused);
    if (!swiper.current) return;
    if (paused) swiper.current.autoplay.start();
    else swiper.current.autoplay.stop();
  };

  return (
    <>
      <Track photos={photos} track={track} onReach={start} />
      {motion && (
        <button type="button" class="btn btn-sm btn-link nb-overview-slider__pause" onClick={togglePause}>
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      )}
    </>
  );
}
