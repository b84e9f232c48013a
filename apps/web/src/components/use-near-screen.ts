import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (and from then on), for parts
 * below the fold whose script should not compete with the first screen for the network and the
 * main thread (sliders and their Swiper).
 */
export function useNearScreen(box: RefObject<HTMLElement | null>, margin: string): [boolean, () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !box.current) return;
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    watch.observe(box.current);
    return () => watch.disconnect();
  }, [near, box, margin]);
  return [near, () => setNear(true)];
}
