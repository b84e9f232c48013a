/**
 * Shared pieces of the technical-drawing style: light steel-grey sheet, navy line work and a
 * single amber accent for cutting edges and dimensions. Drawings are made in an 800×700 space
 * and framed for product (800×800) or category (600×400) images.
 */
export const NAVY = '#1B2A3A';
export const AMBER = '#E8A317';
export const BG = '#EEF1F4';
export const FONT = 'DejaVu Sans, Arial, sans-serif';

export interface Drawing {
  /** Caption of the title block, e.g. 'ROUND PUNCH'. */
  title: string;
  /** SVG elements in the 800×700 drawing space. */
  body: string;
}

/** Gradients and hatch used by all drawings; ids are fixed because each image is its own document. */
export const DEFS = `<defs>
<linearGradient id="steel" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#8E9BAA"/><stop offset="0.32" stop-color="#F5F7F9"/><stop offset="0.62" stop-color="#C6CFD9"/><stop offset="1" stop-color="#7F8D9D"/></linearGradient>
<linearGradient id="steelV" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#F2F5F8"/><stop offset="1" stop-color="#AEB9C5"/></linearGradient>
<linearGradient id="plate" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#FBFCFD"/><stop offset="1" stop-color="#C9D2DC"/></linearGradient>
<linearGradient id="amberG" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#C9870C"/><stop offset="0.4" stop-color="#F6C55A"/><stop offset="1" stop-color="#C9870C"/></linearGradient>
<pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#DCE3EA"/><line x1="0" y1="0" x2="0" y2="10" stroke="${NAVY}" stroke-width="1.4" stroke-opacity="0.55"/></pattern>
<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#DDE3EA" stroke-width="1"/></pattern>
<marker id="arr" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 1L10 5L0 9z" fill="${AMBER}"/></marker>
</defs>`;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const text = (
  x: number,
  y: number,
  s: string,
  size = 18,
  opts: { anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: number; spacing?: number } = {},
): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill ?? NAVY}" text-anchor="${opts.anchor ?? 'middle'}" letter-spacing="${opts.spacing ?? 0}">${esc(s)}</text>`;

/** Outline style for parts: navy, slightly heavy so it survives downscaling to thumbnails. */
export const part = (fill = 'url(#steel)', width = 3): string =>
  `fill="${fill}" stroke="${NAVY}" stroke-width="${width}" stroke-linejoin="round"`;

export const centerline = (x1: number, y1: number, x2: number, y2: number): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${NAVY}" stroke-width="1.3" stroke-dasharray="22 5 3 5" opacity="0.7"/>`;

/** Horizontal dimension with extension lines from y0 down/up to the dimension line at y. */
export function dimH(x1: number, x2: number, y: number, label: string, y0?: number): string {
  const ext =
    y0 === undefined
      ? ''
      : `<path d="M${x1} ${y0}V${y + (y > y0 ? 8 : -8)}M${x2} ${y0}V${y + (y > y0 ? 8 : -8)}" stroke="${NAVY}" stroke-width="1" opacity="0.6"/>`;
  return `${ext}<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${AMBER}" stroke-width="2" marker-start="url(#arr)" marker-end="url(#arr)"/>${text((x1 + x2) / 2, y - 10, label, 20, { weight: 700 })}`;
}

/** Vertical dimension; the label reads along the line. */
export function dimV(x: number, y1: number, y2: number, label: string, x0?: number): string {
  const ext =
    x0 === undefined
      ? ''
      : `<path d="M${x0} ${y1}H${x + (x > x0 ? 8 : -8)}M${x0} ${y2}H${x + (x > x0 ? 8 : -8)}" stroke="${NAVY}" stroke-width="1" opacity="0.6"/>`;
  const my = (y1 + y2) / 2;
  return `${ext}<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${AMBER}" stroke-width="2" marker-start="url(#arr)" marker-end="url(#arr)"/><g transform="rotate(-90 ${x - 10} ${my})">${text(x - 10, my, label, 20, { weight: 700 })}</g>`;
}

/** Small caption under a view, in drawing convention ('VIEW A'). */
export const viewLabel = (x: number, y: number, s: string): string => text(x, y, s, 16, { weight: 700, spacing: 2, fill: '#5B6B7C' });

const sheet = (w: number, h: number): string =>
  `<rect width="${w}" height="${h}" fill="${BG}"/><rect width="${w}" height="${h}" fill="url(#grid)"/>`;

/** 800×800 product image: drawing, border and a title block naming the tool family. */
export function productSvg(d: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${DEFS}${sheet(800, 800)}
<rect x="16" y="16" width="768" height="768" fill="none" stroke="${NAVY}" stroke-width="2"/>
<g transform="translate(0 20)">${d.body}</g>
<g transform="translate(436 706)"><rect width="332" height="62" fill="#FFFFFF" stroke="${NAVY}" stroke-width="2"/><rect width="8" height="62" fill="${AMBER}"/>
${text(24, 26, 'NORTHBEND TOOLING', 15, { anchor: 'start', weight: 700, spacing: 2 })}${text(24, 50, d.title, 16, { anchor: 'start', fill: '#46576A', spacing: 1 })}</g>
${text(32, 760, 'DIMENSIONS IN MM · NOT TO SCALE', 13, { anchor: 'start', fill: '#7A8899', spacing: 1 })}</svg>`;
}

/**
 * 600×400 category image: the drawing fitted to the card. No caption: the storefront prints the
 * category name under the card, and one file per drawing can then serve several categories.
 */
export function categorySvg(d: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">${DEFS}${sheet(600, 400)}
<svg x="0" y="6" width="600" height="382" viewBox="0 10 800 680">${d.body}</svg>
<rect x="0" y="392" width="600" height="8" fill="${NAVY}"/><rect x="0" y="388" width="120" height="4" fill="${AMBER}"/></svg>`;
}
