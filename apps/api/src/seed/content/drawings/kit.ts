/** Shared SVG vocabulary for the content illustrations: brand colours, gradients, grids and small shapes. */

export const C = {
  navy: '#1B2A3A',
  navyDeep: '#111C27',
  navyMid: '#22364A',
  navyLight: '#2E465E',
  amber: '#E8A317',
  amberLight: '#F5C15A',
  amberDeep: '#B97D08',
  steel: '#8A96A3',
  steelLight: '#C9D1D9',
  steelPale: '#E6EBF0',
  steelDark: '#56677A',
  paper: '#EEF2F5',
  white: '#F7F9FB',
} as const;

export const FONT = 'DejaVu Sans, Arial, sans-serif';

const DEFS = `
<linearGradient id="steelH" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#5E6E80"/><stop offset="0.35" stop-color="#D7DEE5"/>
  <stop offset="0.55" stop-color="#AEB9C4"/><stop offset="1" stop-color="#4E5D6E"/>
</linearGradient>
<linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#D7DEE5"/><stop offset="0.5" stop-color="#98A5B2"/><stop offset="1" stop-color="#5E6E80"/>
</linearGradient>
<linearGradient id="amberV" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${C.amberLight}"/><stop offset="1" stop-color="${C.amberDeep}"/>
</linearGradient>
<linearGradient id="tincn" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#5A3F6E"/><stop offset="0.4" stop-color="#A58AC0"/><stop offset="0.6" stop-color="#7E6599"/><stop offset="1" stop-color="#47325A"/>
</linearGradient>
<radialGradient id="bgGlow" cx="0.72" cy="0.45" r="0.75">
  <stop offset="0" stop-color="${C.navyLight}"/><stop offset="1" stop-color="${C.navyDeep}"/>
</radialGradient>
<radialGradient id="hot" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#FFE3A1"/><stop offset="0.5" stop-color="${C.amber}"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="fadeLeft" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${C.navyDeep}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${C.navyDeep}" stop-opacity="0.35"/>
  <stop offset="1" stop-color="${C.navyDeep}" stop-opacity="0"/>
</linearGradient>
<pattern id="gridFine" width="24" height="24" patternUnits="userSpaceOnUse">
  <path d="M24 0H0V24" fill="none" stroke="#FFFFFF" stroke-opacity="0.05" stroke-width="1"/>
</pattern>
<pattern id="gridMajor" width="120" height="120" patternUnits="userSpaceOnUse">
  <path d="M120 0H0V120" fill="none" stroke="#FFFFFF" stroke-opacity="0.09" stroke-width="1"/>
</pattern>
<pattern id="gridPaper" width="24" height="24" patternUnits="userSpaceOnUse">
  <path d="M24 0H0V24" fill="none" stroke="${C.navy}" stroke-opacity="0.07" stroke-width="1"/>
</pattern>
<pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
  <line x1="0" y1="0" x2="0" y2="10" stroke="${C.steelDark}" stroke-width="2"/>
</pattern>`;

/** A complete SVG document of the given size with the shared gradients and patterns defined. */
export function svgDoc(w: number, h: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}${extraDefs}</defs>${body}</svg>`;
}

/** The dark navy backdrop with glow and engineering grid used by heroes and most pictures. */
export function darkBackdrop(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#bgGlow)"/><rect width="${w}" height="${h}" fill="url(#gridFine)"/><rect width="${w}" height="${h}" fill="url(#gridMajor)"/>`;
}

/** The light drafting-paper backdrop used for engineering and inspection pictures. */
export function paperBackdrop(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="${C.paper}"/><rect width="${w}" height="${h}" fill="url(#gridPaper)"/>`;
}

/** Darkens the left part of a hero so the overlaid heading stays readable. */
export const heroFade = (w: number, h: number): string => `<rect width="${w}" height="${h}" fill="url(#fadeLeft)"/>`;

export function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(s)}</text>`;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A horizontal dimension line with arrowheads and a centred label. */
export function dimH(x1: number, x2: number, y: number, label: string, color: string = C.amber): string {
  const a = 9;
  return `<g stroke="${color}" stroke-width="2" fill="${color}">
<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}"/>
<path d="M${x1} ${y}l${a} -${a / 2}v${a}z M${x2} ${y}l-${a} -${a / 2}v${a}z" stroke="none"/>
<line x1="${x1}" y1="${y - 14}" x2="${x1}" y2="${y + 14}"/><line x1="${x2}" y1="${y - 14}" x2="${x2}" y2="${y + 14}"/></g>
${text((x1 + x2) / 2, y - 12, label, 20, color, 'text-anchor="middle" font-weight="bold"')}`;
}

/** A vertical dimension line with arrowheads and a label to its right. */
export function dimV(x: number, y1: number, y2: number, label: string, color: string = C.amber): string {
  const a = 9;
  return `<g stroke="${color}" stroke-width="2" fill="${color}">
<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}"/>
<path d="M${x} ${y1}l-${a / 2} ${a}h${a}z M${x} ${y2}l-${a / 2} -${a}h${a}z" stroke="none"/>
<line x1="${x - 14}" y1="${y1}" x2="${x + 14}" y2="${y1}"/><line x1="${x - 14}" y1="${y2}" x2="${x + 14}" y2="${y2}"/></g>
${text(x + 16, (y1 + y2) / 2 + 7, label, 20, color, 'font-weight="bold"')}`;
}

/** Every drawing is identical on every seed: the catalog's seeded generator serves here too. */
export { createRng as rng } from '../../catalog/util.js';

export const round = (n: number): number => Math.round(n * 10) / 10;
