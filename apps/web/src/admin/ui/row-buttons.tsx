import type { ReactNode } from 'react';

interface RowButtonProps {
  /** The row's name, read after the button's text ('Rename Amada'). */
  name: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small outlined button in a table row's actions; screen readers hear which row it acts on. */
export function RowButton({ name, danger = false, onClick, children }: RowButtonProps) {
  return (
    <button type="button" className={`btn btn-sm ${danger ? 'btn-outline-danger' : 'btn-outline-primary'}`} onClick={onClick}>
      {children}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

/** How a list draws its move buttons: the editors' arrows, the product form's icons, the gallery's sideways chevrons. */
const LOOKS = {
  arrows: {
    className: 'btn btn-sm btn-outline-secondary nb-move-btn',
    ways: ['up', 'down'],
    glyphs: [<span aria-hidden="true">↑</span>, <span aria-hidden="true">↓</span>],
  },
  icons: { className: 'nb-icon-btn', ways: ['up', 'down'], glyphs: [<Arrow up />, <Arrow />] },
  sideways: { className: 'nb-icon-btn', ways: ['left', 'right'], glyphs: ['‹', '›'] },
} as const;

interface MoveButtonsProps {
  /** What moves, for screen readers ('Move block 2 up'). */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  look?: keyof typeof LOOKS;
}

/** One step earlier or later in a list the editor orders by hand; the ends are disabled. */
export function MoveButtons({ name, index, count, onMove, look = 'arrows' }: MoveButtonsProps) {
  const { className, ways, glyphs } = LOOKS[look];
  return ([-1, 1] as const).map((by, i) => (
    <button
      key={by}
      type="button"
      className={className}
      aria-label={`Move ${name} ${ways[i]}`}
      title={`Move ${ways[i]}`}
      disabled={by < 0 ? index === 0 : index === count - 1}
      onClick={() => onMove(by)}
    >
      {glyphs[i]}
    </button>
  ));
}

interface RemoveButtonProps {
  name: string;
  onClick: () => void;
  /** The product form's quiet red link instead of an outlined button. */
  link?: boolean;
}

/** Takes one entry out of a list the editor is changing. */
export function RemoveButton({ name, onClick, link = false }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={link ? 'btn btn-sm btn-link nb-pf-danger-link' : 'btn btn-sm btn-outline-danger'}
      aria-label={`Remove ${name}`}
      onClick={onClick}
    >
      Remove
    </button>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
