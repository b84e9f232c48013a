import type { ReactNode } from 'react';

interface IconProps {
  /** The glyph on the 24-unit grid: one path, or children for glyphs drawn with circles. */
  d?: string;
  children?: ReactNode;
  size?: number;
  filled?: boolean;
  className?: string;
}

/** A line icon stroked in the text's colour, drawn inline so it costs no request; screen readers skip it. */
export const Icon = ({ d, children, size = 18, filled = false, className }: IconProps) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {d ? <path d={d} /> : children}
  </svg>
);
