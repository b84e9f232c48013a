/**
 * The category card's tooltip as react-bootstrap's Tooltip draws it (the same classes, so the
 * overlays stylesheet styles it): in the body, above the card, centred, its arrow under it. It
 * sits outside the slider, whose overflow would clip it.
 */
export function showTooltip(anchor: HTMLElement, id: string, text: string): () => void {
  const tip = document.createElement('div');
  tip.id = id;
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute('x-placement', 'top');
  tip.className = 'fade show tooltip bs-tooltip-top';
  tip.style.position = 'absolute';
  const arrow = document.createElement('div');
  arrow.className = 'tooltip-arrow';
  arrow.style.position = 'absolute';
  const inner = document.createElement('div');
  inner.className = 'tooltip-inner';
  inner.textContent = text;
  tip.append(arrow, inner);
  document.body.append(tip);

  // Placed once drawn, when its size is known.
  const card = anchor.getBoundingClientRect();
  const left = Math.max(0, window.scrollX + card.left + card.width / 2 - tip.offsetWidth / 2);
  tip.style.top = `${window.scrollY + card.top - tip.offsetHeight}px`;
  tip.style.left = `${left}px`;
  arrow.style.left = `${window.scrollX + card.left + card.width / 2 - left - arrow.offsetWidth / 2}px`;
  return () => tip.remove();
}
