import { useEffect, useRef, useState } from 'preact/hooks';

/** Moves focus among the menu's links with the arrow keys, wrapping at both ends. */
function focusItem(list: HTMLElement | null, step: 1 | -1 | 'first') {
  const items = [...(list?.querySelectorAll<HTMLElement>('a') ?? [])];
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = step === 'first' || at < 0 ? 0 : (at + step + items.length) % items.length;
  items[next].focus();
}

/**
 * A header menu in the island (the client application's is features/layout/use-disclosure.ts): a
 * button that opens a list of links, closed by Escape, a click outside and focus leaving it; the
 * arrow keys walk the links. A link is a new document, so no route change needs closing it.
 */
export function useMenu(id: string) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

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
      // The list shows on open: focus once it is there.
      requestAnimationFrame(() => focusItem(list.current, open ? (e.key === 'ArrowDown' ? 1 : -1) : 'first'));
    }
  };

  return {
    boxProps: {
      ref: box,
      onKeyDown,
      onFocusOut: (e: FocusEvent) => !box.current?.contains(e.relatedTarget as Node | null) && setOpen(false),
    },
    toggleProps: { ref: toggle, type: 'button' as const, 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) },
    listProps: { ref: list, id, hidden: !open },
  };
}
