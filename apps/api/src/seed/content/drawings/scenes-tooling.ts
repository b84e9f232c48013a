/** 1200x800 pictures of the tooling itself: turret stations, press brake bending, punched parts, drawings. */
import { C, darkBackdrop, dimH, dimV, paperBackdrop, svgDoc, text } from './kit.js';
import { dieSection, punch, punchedSheet } from './parts.js';

const W = 1200,
  H = 800;
const dark = (body: string): string => svgDoc(W, H, `${darkBackdrop(W, H)}${body}`);
const label = (x: number, y: number, s: string, anchor = 'start'): string =>
  text(x, y, s, 22, C.steelLight, `text-anchor="${anchor}" font-weight="bold" letter-spacing="2"`);
const leader = (x1: number, y1: number, x2: number, y2: number): string =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${C.amber}" stroke-width="2"/><circle cx="${x1}" cy="${y1}" r="5" fill="${C.amber}"/>`;

/** Exploded thick-turret station: punch, stripper and die, with three die shapes alongside. */
export function sceneTurretTooling(): string {
  const dieTop = (cx: number, cy: number, shape: string): string =>
    `<circle cx="${cx}" cy="${cy}" r="78" fill="url(#steelV)" stroke="${C.navyDeep}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="66" fill="none" stroke="${C.steelDark}" stroke-width="2"/>${shape}`;
  return dark(`
<line x1="420" y1="40" x2="420" y2="770" stroke="${C.steel}" stroke-width="2" stroke-dasharray="18 8 4 8" opacity="0.6"/>
${punch(420, 60, 1.4, 'tincn')}
<rect x="320" y="540" width="200" height="24" rx="4" fill="url(#steelV)"/><rect x="386" y="540" width="68" height="24" fill="${C.navyDeep}"/>
${dieSection(420, 630, 1.05, 64)}
${leader(470, 90, 620, 90)}${label(632, 98, 'PUNCH · M2 HSS · TiCN')}
${leader(520, 552, 620, 552)}${label(632, 560, 'STRIPPER')}
${leader(546, 660, 620, 660)}${label(632, 668, 'DIE · D2 · 60–62 HRC')}
${dieTop(720, 300, `<circle cx="720" cy="300" r="30" fill="${C.navyDeep}"/>`)}
${dieTop(900, 250, `<rect x="872" y="222" width="56" height="56" fill="${C.navyDeep}"/>`)}
${dieTop(1080, 300, `<rect x="1032" y="286" width="96" height="28" rx="14" fill="${C.navyDeep}"/>`)}
${text(900, 430, 'Round · Square · Obround — A to E stations', 22, C.steel, 'text-anchor="middle"')}`);
}

/** Air bending in section: punch tip, sheet and V-die with the V-opening dimensioned. */
export function scenePressBrakeBend(): string {
  return dark(`
<rect x="380" y="0" width="440" height="70" fill="url(#steelV)"/><rect x="380" y="58" width="440" height="12" fill="${C.amber}"/>
<path d="M560 70H640V130H680V200L612 560H588L520 200V130H560Z" fill="url(#steelH)"/>
<path d="M380 520H470L600 650L730 520H820V720H380Z" fill="url(#steelV)"/>
<path d="M380 520H470L600 650L730 520H820V720H380Z" fill="url(#hatch)" opacity="0.25"/>
<rect x="340" y="720" width="520" height="80" fill="${C.steelDark}"/>
<path d="M140 372L600 568L1060 372" fill="none" stroke="${C.steelPale}" stroke-width="16" stroke-linejoin="round"/>
${dimH(470, 730, 770, 'V = 8 × T')}
${text(600, 620, '88°', 24, C.amber, 'text-anchor="middle" font-weight="bold"')}
${label(180, 330, 'SHEET')}${label(812, 168, 'AMERICAN-STYLE PUNCH')}
${leader(680, 160, 800, 160)}`);
}

/** A finished enclosure panel with louvres, vent holes and slots, and the punch that made them. */
export function scenePunchedSheet(): string {
  return dark(`
<g transform="translate(40 40) skewX(-8)">
<rect x="200" y="120" width="820" height="600" rx="10" fill="${C.steelDark}"/>
<rect x="190" y="110" width="820" height="600" rx="10" fill="url(#steelV)"/>
${punchedSheet(230, 150, 360, 260, 'round', { fill: 'none', pitch: 30 })}
${punchedSheet(620, 150, 360, 260, 'louvre', { fill: 'none', pitch: 40 })}
${punchedSheet(230, 440, 480, 240, 'slot', { fill: 'none', pitch: 46 })}
<rect x="750" y="470" width="200" height="150" rx="12" fill="${C.navyDeep}"/>
${[770, 930].map((x) => [490, 600].map((y) => `<circle cx="${x}" cy="${y}" r="8" fill="${C.navyDeep}"/>`).join('')).join('')}
</g>
${punch(1060, 40, 0.8, 'amber')}
<line x1="1060" y1="290" x2="1060" y2="460" stroke="${C.amber}" stroke-width="3" stroke-dasharray="10 8"/>`);
}

/** A special-tool drawing on drafting paper with dimensions and a title block. */
export function sceneEngineering(): string {
  const ink = C.navy;
  const line = `fill="none" stroke="${ink}" stroke-width="3"`;
  return svgDoc(
    W,
    H,
    `${paperBackdrop(W, H)}
<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${ink}" stroke-width="3"/>
<line x1="330" y1="70" x2="330" y2="700" stroke="${ink}" stroke-width="1.5" stroke-dasharray="22 8 4 8"/>
<path d="M250 110H410V140H375V470L355 510H305L285 470V140H250Z" ${line}/>
<path d="M285 470H375M305 510V590H355V510" ${line}/>
<path d="M300 590Q330 620 360 590" ${line}/>
${dimV(150, 110, 590, '120.65', C.amberDeep)}
${dimH(305, 355, 680, 'Ø 12.70 ±0.01', C.amberDeep)}
<circle cx="720" cy="300" r="170" ${line}/><circle cx="720" cy="300" r="120" fill="none" stroke="${ink}" stroke-width="1.5" stroke-dasharray="8 6"/>
<path d="M650 250H790V350H650Z" ${line}/><path d="M680 250V350M760 250V350" fill="none" stroke="${ink}" stroke-width="1.5"/>
<line x1="520" y1="300" x2="920" y2="300" stroke="${ink}" stroke-width="1.5" stroke-dasharray="22 8 4 8"/>
${dimH(650, 790, 520, '35.00 × 25.00', C.amberDeep)}
${text(720, 110, 'SECTION A–A · EMBOSS FORM', 20, ink, 'text-anchor="middle" font-weight="bold" letter-spacing="2"')}
<g transform="translate(700 590)"><rect width="440" height="150" fill="#FFFFFF" stroke="${ink}" stroke-width="3"/>
<path d="M0 50H440M0 100H440M230 50V150" stroke="${ink}" stroke-width="1.5"/>
${text(16, 35, 'NORTHBEND TOOLING', 22, ink, 'font-weight="bold"')}${text(16, 82, 'DWG NB-S-2041', 17, ink)}${text(246, 82, 'SCALE 2:1', 17, ink)}
${text(16, 132, 'M2 HSS · 60–62 HRC', 17, ink)}${text(246, 132, 'COAT: TiCN', 17, ink)}</g>`,
  );
}
