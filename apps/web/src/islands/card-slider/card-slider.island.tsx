/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CAROUSEL_BREAKPOINTS } from '../../components/card-slider-layout';
import { CategoryCard, type CategoryCardItem } from '../category-card/category-card';
import { loadSwiper, type SwiperKit } from './load-swiper';

export interface CardSliderIslandProps {
  /** The slider's name for screen readers ('Product categories'). */
  label: string;
  cards: CategoryCardItem[];
}

/** Within 100 px of the screen, as the client application's CardSlider (components/card-slider.tsx). */
const NEAR = '100px 0px';

/**
 * The carousel of category cards (spec section 2) as an island. It starts as the still track the
 * server drew (the first slides as Swiper lays them out, so nothing moves), and becomes a Swiper
 * with the spec's breakpoints once it nears the screen or a pointer or the focus reaches it: the
 * same markup as swiper/react draws, so the same styles apply.
 */
export default function CardSliderIsland({ label, cards }: CardSliderIslandProps) {
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [kit, setKit] = useState<SwiperKit | null>(null);
  const asked = useRef(false);

  const upgrade = () => {
    if (asked.current) return;
    asked.current = true;
    void loadSwiper().then(setKit);
  };

  useEffect(() => {
    if (!box.current) return;
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), { rootMargin: NEAR });
    watch.observe(box.current);
    return () => watch.disconnect();
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!kit || !el) return;
    const { A11y, Keyboard, Navigation } = kit.modules;
    const swiper = new kit.Swiper(el, {
      modules: [Navigation, A11y, Keyboard],
      breakpoints: CAROUSEL_BREAKPOINTS,
      navigation: {
        prevEl: el.querySelector<HTMLElement>('.swiper-button-prev'),
        nextEl: el.querySelector<HTMLElement>('.swiper-button-next'),
      },
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: { containerMessage: label },
    });
    return () => swiper.destroy();
  }, [kit, label]);

  return (
    <div ref={box} class="nb-card-slider-box" onPointerEnter={upgrade} onFocusIn={upgrade}>
      {kit ? (
        // Swiper owns this markup from here on: the island draws it once and never again.
        <div ref={track} class="swiper nb-card-slider">
          <div class="swiper-wrapper">
            {cards.map((card) => (
              <div key={card.id} class="swiper-slide">
                <CategoryCard card={card} />
              </div>
            ))}
          </div>
          <div class="swiper-button-prev" />
          <div class="swiper-button-next" />
        </div>
      ) : (
        <div class="nb-card-slider nb-card-slider--still" role="group" aria-label={label}>
          {cards.map((card) => (
            <div key={card.id} class="nb-card-slider__slide">
              <CategoryCard card={card} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
