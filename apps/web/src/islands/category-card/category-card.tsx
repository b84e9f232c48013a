/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import { categoryCardImage } from '../../components/category-card-image';
import { Picture } from '../picture';
import { showTooltip } from './tooltip';

/** A category card's data as an island's props carry it: only what the card draws. */
export interface CategoryCardItem {
  id: string;
  name: string;
  /** The category's picture; empty for the default product image (spec section 2). */
  image: string;
  /** Where the card goes (the category's page). */
  to: string;
}

/** A screen whose main pointer hovers (a mouse), not a touch screen, where a tap would open the tooltip. */
const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * The category card of the islands (spec section 2), the same markup as the client application's
 * (components/category-card.tsx): a link to its page with the tooltip 'Explore our {name}
 * categories' on a mouse's hover and on keyboard focus, never on a tap (issue 28); the name stays
 * the link's text for screen readers, and the tooltip describes the link while it shows.
 * `priority`: one of the first cards above the fold (a page's likely LCP), its picture fetched at once.
 */
export function CategoryCard({ card, priority = false }: { card: CategoryCardItem; priority?: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  const hide = useRef<(() => void) | null>(null);
  const tipId = `cat-tip-${card.id}`;

  const close = () => {
    hide.current?.();
    hide.current = null;
    link.current?.removeAttribute('aria-describedby');
  };
  const open = () => {
    if (hide.current || !link.current || !canHover()) return;
    hide.current = showTooltip(link.current, tipId, `Explore our ${card.name} categories`);
    link.current.setAttribute('aria-describedby', tipId);
  };
  // A card taken off the page (the slider taking over) takes its tooltip with it.
  useEffect(() => close, []);

  return (
    <a ref={link} href={card.to} class="nb-category-card" onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={close}>
      <Picture
        {...categoryCardImage({ category_image: card.image })}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchpriority={priority ? 'high' : undefined}
        width={600}
        height={400}
      />
      <span class="nb-category-card__name">{card.name}</span>
    </a>
  );
}
