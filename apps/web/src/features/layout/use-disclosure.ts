import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/** Moves focus among the menu's links with the arrow keys, wrapping at both ends. */
function focusItem(list: HTMLElement | null, step: 1 | -1 | 'first') {
  const items = [...(list?.querySelectorAll<HTMLElement>('a') ?? [])];
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = step === 'first' || at < 0 ? 0 : (at + step + items.length) % items.length;
  items[next].focus();
}

/**
 * A header menu's behaviour (the account menu, the About Us menu): a button that opens a list of
 * links, closed by Escape, a click outside, focus leaving it and a new page; the arrow keys walk
 * the links. Written here rather than with react-bootstrap's Dropdown (and Popper) so the header
 * that every page shows stays light.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      // The list renders on open: focus once it is there.
      requestAnimationFrame(() => focusItem(list.current, open ? (e.key === 'ArrowDown' ? 1 : -1) : 'first'));
    }
  };

  return {
    open,
    close: () => setOpen(false),
    /** Spread on the element around the button and the list. */
    boxProps: {
      ref: box,
      onKeyDown,
      onBlur: (e: FocusEvent) => !box.current?.contains(e.relatedTarget as Node | null) && setOpen(false),
    },
    toggleProps: { ref: toggle, type: 'button' as const, 'aria-expanded': open, 'aria-controls': menuId, onClick: () => setOpen(!open) },
    listProps: { ref: list, id: menuId, hidden: !open },
  };
}
