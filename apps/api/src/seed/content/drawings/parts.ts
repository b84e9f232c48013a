/** Reusable machine and tooling shapes: punches, dies, a turret, a press brake and punched sheet. */
import { C, rng, round } from './kit.js';

/** A thick-turret punch in side view, centred on cx; `tip` picks the coating colour of the point. */
export function punch(cx: number, top: number, s = 1, tip: 'steel' | 'tincn' | 'amber' = 'steel'): string {
  const hw = 46 * s,
    bw = 32 * s,
    tw = 21 * s;
  const tipFill = tip === 'tincn' ? 'url(#tincn)' : tip === 'amber' ? 'url(#amberV)' : 'url(#steelH)';
  const y1 = top + 24 * s,
    y2 = y1 + 190 * s,
    y3 = y2 + 26 * s,
    y4 = y3 + 62 * s;
  return `<g>
<rect x="${round(cx - hw)}" y="${top}" width="${round(2 * hw)}" height="${round(24 * s)}" rx="${round(5 * s)}" fill="url(#steelH)"/>
<rect x="${round(cx - bw)}" y="${round(y1)}" width="${round(2 * bw)}" height="${round(190 * s)}" fill="url(#steelH)"/>
<rect x="${round(cx - bw)}" y="${round(y1 + 46 * s)}" width="${round(2 * bw)}" height="${round(5 * s)}" fill="${C.steelDark}" opacity="0.7"/>
<rect x="${round(cx + bw * 0.35)}" y="${round(y1 + 80 * s)}" width="${round(bw * 0.45)}" height="${round(58 * s)}" rx="${round(3 * s)}" fill="${C.navyMid}" opacity="0.75"/>
<path d="M${round(cx - bw)} ${round(y2)}L${round(cx - tw)} ${round(y3)}H${round(cx + tw)}L${round(cx + bw)} ${round(y2)}Z" fill="url(#steelH)"/>
<rect x="${round(cx - tw)}" y="${round(y3)}" width="${round(2 * tw)}" height="${round(62 * s)}" fill="${tipFill}"/>
<rect x="${round(cx - tw)}" y="${round(y4 - 3 * s)}" width="${round(2 * tw)}" height="${round(3 * s)}" fill="#FFFFFF" opacity="0.55"/>
</g>`;
}

/** A die in section: a hatched block with the die opening in the middle. */
export function dieSection(cx: number, top: number, s = 1, opening = 46): string {
  const w = 120 * s,
    h = 70 * s,
    o = (opening / 2) * s;
  return `<g>
<path d="M${round(cx - w)} ${top}H${round(cx - o)}L${round(cx - o - 8 * s)} ${round(top + h)}H${round(cx - w)}Z" fill="url(#steelV)"/>
<path d="M${round(cx + o)} ${top}H${round(cx + w)}V${round(top + h)}H${round(cx + o + 8 * s)}Z" fill="url(#steelV)"/>
<path d="M${round(cx - w)} ${top}H${round(cx - o)}L${round(cx - o - 8 * s)} ${round(top + h)}H${round(cx - w)}Z M${round(cx + o)} ${top}H${round(cx + w)}V${round(top + h)}H${round(cx + o + 8 * s)}Z" fill="url(#hatch)" opacity="0.35"/>
</g>`;
}

/** A turret seen from above with tool stations of mixed sizes around two rings. */
export function turret(cx: number, cy: number, r: number, opts: { rotate?: number; accent?: number } = {}): string {
  const rot = opts.rotate ?? 0;
  const parts: string[] = [
    `<circle cx="0" cy="0" r="${r}" fill="${C.navyMid}" stroke="${C.steel}" stroke-width="${round(r * 0.012)}"/>`,
    `<circle cx="0" cy="0" r="${round(r * 0.93)}" fill="none" stroke="${C.steelDark}" stroke-width="2" stroke-dasharray="4 10"/>`,
    `<circle cx="0" cy="0" r="${round(r * 0.5)}" fill="${C.navy}" stroke="${C.steelDark}" stroke-width="3"/>`,
    `<circle cx="0" cy="0" r="${round(r * 0.16)}" fill="url(#steelV)"/>`,
    `<circle cx="0" cy="0" r="${round(r * 0.06)}" fill="${C.navyDeep}"/>`,
  ];
  const outer = 20,
    inner = 10;
  const sizes = [0.085, 0.06, 0.06, 0.11, 0.06, 0.085, 0.06, 0.06, 0.14, 0.06];
  for (let i = 0; i < outer; i++) {
    const a = (i / outer) * Math.PI * 2;
    const sr = r * sizes[i % sizes.length];
    const x = round(Math.cos(a) * r * 0.75),
      y = round(Math.sin(a) * r * 0.75);
    const active = i === (opts.accent ?? 0);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${round(sr)}" fill="url(#steelV)" stroke="${active ? C.amber : C.navyDeep}" stroke-width="${active ? 5 : 2}"/>`,
    );
    parts.push(stationShape(x, y, sr * 0.55, i));
  }
  for (let i = 0; i < inner; i++) {
    const a = ((i + 0.5) / inner) * Math.PI * 2;
    const x = round(Math.cos(a) * r * 0.36),
      y = round(Math.sin(a) * r * 0.36);
    parts.push(`<circle cx="${x}" cy="${y}" r="${round(r * 0.045)}" fill="${C.steelDark}" stroke="${C.navyDeep}" stroke-width="2"/>`);
  }
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})">${parts.join('')}</g>`;
}

function stationShape(x: number, y: number, s: number, i: number): string {
  const f = C.navyDeep;
  switch (i % 4) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${round(s)}" fill="${f}"/>`;
    case 1:
      return `<rect x="${round(x - s * 0.8)}" y="${round(y - s * 0.8)}" width="${round(s * 1.6)}" height="${round(s * 1.6)}" fill="${f}"/>`;
    case 2:
      return `<rect x="${round(x - s)}" y="${round(y - s * 0.45)}" width="${round(s * 2)}" height="${round(s * 0.9)}" rx="${round(s * 0.45)}" fill="${f}"/>`;
    default:
      return `<path d="M${x} ${round(y - s)}L${round(x + s)} ${round(y + s * 0.8)}H${round(x - s)}Z" fill="${f}"/>`;
  }
}

/** A press brake seen from the front: two housings, the ram with the upper tools, the bed with the die. */
export function pressBrake(x: number, y: number, w: number, h: number, fill = C.steelDark, opacity = 1): string {
  const hw = w * 0.1,
    ramY = y + h * 0.18,
    ramH = h * 0.2,
    toolY = ramY + ramH,
    bedY = y + h * 0.58;
  const toolW = (w - 2 * hw) / 8;
  const tools = Array.from({ length: 8 }, (_, i) => {
    const tx = x + hw + i * toolW;
    return `<path d="M${round(tx + 4)} ${round(toolY)}H${round(tx + toolW - 4)}V${round(toolY + h * 0.07)}L${round(tx + toolW / 2 + 6)} ${round(bedY - h * 0.05)}H${round(tx + toolW / 2 - 6)}L${round(tx + 4)} ${round(toolY + h * 0.07)}Z" fill="url(#steelH)"/>`;
  }).join('');
  return `<g opacity="${opacity}">
<path d="M${x} ${y + h}V${round(y + 24)}Q${x} ${y} ${round(x + 24)} ${y}H${round(x + hw - 10)}Q${round(x + hw)} ${y} ${round(x + hw)} ${round(y + 14)}V${y + h}Z" fill="${fill}"/>
<path d="M${round(x + w)} ${y + h}V${round(y + 24)}Q${round(x + w)} ${y} ${round(x + w - 24)} ${y}H${round(x + w - hw + 10)}Q${round(x + w - hw)} ${y} ${round(x + w - hw)} ${round(y + 14)}V${y + h}Z" fill="${fill}"/>
<rect x="${round(x + hw - 8)}" y="${round(ramY)}" width="${round(w - 2 * hw + 16)}" height="${round(ramH)}" rx="6" fill="url(#steelV)"/>
<rect x="${round(x + hw - 8)}" y="${round(ramY + ramH * 0.42)}" width="${round(w - 2 * hw + 16)}" height="${round(ramH * 0.12)}" fill="${C.amber}"/>
${tools}
<rect x="${round(x + hw + 10)}" y="${round(bedY)}" width="${round(w - 2 * hw - 20)}" height="${round(h * 0.08)}" fill="url(#steelV)"/>
<path d="M${round(x + w / 2 - 40)} ${round(bedY)}l40 ${round(h * 0.05)}l40 -${round(h * 0.05)}" fill="${C.navyDeep}"/>
<rect x="${round(x + hw - 8)}" y="${round(bedY + h * 0.08)}" width="${round(w - 2 * hw + 16)}" height="${round(h * 0.34)}" rx="4" fill="${fill}"/>
<rect x="${round(x + hw + 30)}" y="${round(bedY + h * 0.14)}" width="${round(w - 2 * hw - 60)}" height="${round(h * 0.02)}" fill="${C.navyDeep}" opacity="0.5"/>
</g>`;
}

/** A sheet with a punched pattern; `kind` chooses round holes, squares, slots or louvres. */
export function punchedSheet(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'round' | 'square' | 'slot' | 'louvre' | 'mixed',
  opts: { fill?: string; hole?: string; pitch?: number } = {},
): string {
  const p = opts.pitch ?? 40,
    fill = opts.fill ?? 'url(#steelV)',
    hole = opts.hole ?? C.navyDeep;
  const cols = Math.floor((w - p) / p),
    rows = Math.floor((h - p) / p);
  const ox = x + (w - (cols - 1) * p) / 2,
    oy = y + (h - (rows - 1) * p) / 2;
  const rand = rng(cols * 31 + rows);
  const holes: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const hx = round(ox + c * p + (kind === 'round' && r % 2 ? p / 2 : 0)),
        hy = round(oy + r * p);
      if (kind === 'round' && r % 2 && c === cols - 1) continue;
      const k = kind === 'mixed' ? (['round', 'square', 'slot'] as const)[Math.floor(rand() * 3)] : kind;
      if (k === 'round') holes.push(`<circle cx="${hx}" cy="${hy}" r="${round(p * 0.3)}"/>`);
      else if (k === 'square')
        holes.push(
          `<rect x="${round(hx - p * 0.26)}" y="${round(hy - p * 0.26)}" width="${round(p * 0.52)}" height="${round(p * 0.52)}"/>`,
        );
      else if (k === 'slot')
        holes.push(
          `<rect x="${round(hx - p * 0.38)}" y="${round(hy - p * 0.14)}" width="${round(p * 0.76)}" height="${round(p * 0.28)}" rx="${round(p * 0.14)}"/>`,
        );
      else if (c % 2 === 0)
        holes.push(
          `<rect x="${round(hx - p * 0.4)}" y="${round(hy - p * 0.09)}" width="${round(p * 1.8)}" height="${round(p * 0.18)}" rx="${round(p * 0.09)}"/>`,
        );
    }
  }
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"/><g fill="${hole}">${holes.join('')}</g></g>`;
}

/** A spray of sparks fanning out from a point, as from a grinding wheel. */
export function sparks(x: number, y: number, angle: number, spread: number, n: number, len: number, seed = 7): string {
  const rand = rng(seed);
  const lines = Array.from({ length: n }, () => {
    const a = ((angle + (rand() - 0.5) * spread) * Math.PI) / 180;
    const l = len * (0.35 + rand() * 0.65),
      s = 6 + rand() * 20;
    return `<line x1="${round(x + Math.cos(a) * s)}" y1="${round(y + Math.sin(a) * s)}" x2="${round(x + Math.cos(a) * l)}" y2="${round(y + Math.sin(a) * l)}" stroke="${rand() > 0.4 ? C.amber : C.amberLight}" stroke-width="${round(1 + rand() * 2.5)}" stroke-linecap="round" opacity="${round(0.5 + rand() * 0.5)}"/>`;
  });
  return `<circle cx="${x}" cy="${y}" r="${round(len * 0.22)}" fill="url(#hot)" opacity="0.8"/>${lines.join('')}`;
}

/** A simple gear outline. */
export function gear(cx: number, cy: number, r: number, teeth: number, fill: string, opacity = 1): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a1 = (i / (teeth * 2)) * Math.PI * 2,
      a2 = ((i + 1) / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 ? r : r * 1.16;
    pts.push(
      `${round(cx + Math.cos(a1) * rr)} ${round(cy + Math.sin(a1) * rr)}`,
      `${round(cx + Math.cos(a2) * rr)} ${round(cy + Math.sin(a2) * rr)}`,
    );
  }
  return `<g opacity="${opacity}"><path d="M${pts.join('L')}Z" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.45)}" fill="${C.navyDeep}"/></g>`;
}
