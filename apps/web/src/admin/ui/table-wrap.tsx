import { useEffect, useRef, useState, type ReactNode } from 'react';

interface TableWrapProps {
  /** Names the region when it scrolls sideways (the table's caption). */
  label: string;
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame of a table. At narrow widths a wide table scrolls sideways inside it; it then becomes
 * a focusable, named region so keyboard users can scroll it too (and only then: no extra tab stop).
 */
export function TableWrap({ label, busy = false, children }: TableWrapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={`nb-table-wrap${busy ? ' is-loading' : ''}`}
      aria-busy={busy || undefined}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
    >
      {children}
    </div>
  );
}
