/** 1200x800 pictures of the production steps: grinding, wire EDM, heat treatment, coating, inspection. */
import { C, darkBackdrop, paperBackdrop, round, svgDoc, text } from './kit.js';
import { punch, sparks } from './parts.js';

const W = 1200,
  H = 800;
const dark = (body: string): string => svgDoc(W, H, `${darkBackdrop(W, H)}${body}`);
const caption = (s: string): string =>
  `<rect x="40" y="${H - 92}" width="${s.length * 16.5 + 48}" height="52" rx="6" fill="${C.navyDeep}" opacity="0.85"/>` +
  text(64, H - 57, s, 22, C.amber, 'font-weight="bold" letter-spacing="2"');

/** A punch clamped tip-up under a surface-grinding wheel, throwing sparks. */
export function sceneGrinding(): string {
  const wheel = `<g transform="translate(600 250)"><circle r="220" fill="${C.steelDark}"/><circle r="212" fill="url(#steelV)" opacity="0.5"/>
${Array.from({ length: 24 }, (_, i) => `<line y1="-212" y2="-186" stroke="${C.navyDeep}" stroke-width="3" opacity="0.45" transform="rotate(${i * 15})"/>`).join('')}
<circle r="80" fill="${C.navyMid}" stroke="${C.steel}" stroke-width="5"/><circle r="26" fill="url(#steelV)"/></g>
<path d="M350 250A250 250 0 0 1 850 250H800A200 200 0 0 0 400 250Z" fill="${C.navyLight}" stroke="${C.steel}" stroke-width="3"/>`;
  return dark(`${wheel}
<g transform="translate(600 774) rotate(180)">${punch(0, 0, 1, 'steel')}</g>
<rect x="470" y="600" width="260" height="120" rx="6" fill="${C.steelDark}"/><rect x="470" y="640" width="260" height="10" fill="${C.amber}"/>
<rect x="120" y="720" width="960" height="80" fill="${C.navyLight}"/>
${sparks(612, 468, 14, 36, 55, 470, 21)}
${caption('CNC GRINDING · ±0.005 MM')}`);
}

/** Wire EDM: the wire between its guides cutting a die profile in a hardened block. */
export function sceneWireEdm(): string {
  const face = (u: number, v: number): string => `${round(280 + u * 580 + v * 160)} ${round(420 - v * 170)}`;
  const shape: [number, number][] = [
    [0.2, 0.2],
    [0.55, 0.2],
    [0.7, 0.4],
    [0.7, 0.8],
    [0.45, 0.8],
    [0.45, 0.62],
    [0.2, 0.62],
  ];
  const cut: [number, number][] = [
    [0.2, 0.2],
    [0.55, 0.2],
    [0.7, 0.4],
    [0.7, 0.5],
  ];
  const wx = 766,
    wy = 335;
  return dark(`
<rect x="${wx - 80}" y="60" width="160" height="110" rx="10" fill="url(#steelV)"/><rect x="${wx - 30}" y="170" width="60" height="50" fill="${C.steelDark}"/>
<path d="M280 420L440 250H1020L860 420Z" fill="url(#steelV)"/>
<path d="M280 420H860V700H280Z" fill="url(#steelH)"/><path d="M860 420L1020 250V530L860 700Z" fill="${C.steelDark}"/>
<path d="M${shape.map(([u, v]) => face(u, v)).join('L')}Z" fill="${C.navyDeep}" opacity="0.08"/>
<path d="M${shape.map(([u, v]) => face(u, v)).join('L')}Z" fill="none" stroke="${C.navyDeep}" stroke-width="4" stroke-dasharray="12 9"/>
<path d="M${cut.map(([u, v]) => face(u, v)).join('L')}" fill="none" stroke="${C.navyDeep}" stroke-width="7" stroke-linejoin="round"/>
<line x1="${wx}" y1="220" x2="${wx}" y2="${wy}" stroke="${C.amber}" stroke-width="4"/>
<line x1="${wx}" y1="${wy}" x2="${wx}" y2="700" stroke="${C.amber}" stroke-width="3" stroke-dasharray="6 6" opacity="0.7"/>
<line x1="${wx}" y1="700" x2="${wx}" y2="750" stroke="${C.amber}" stroke-width="4"/>
<rect x="${wx - 30}" y="706" width="60" height="50" fill="${C.steelDark}"/>
${sparks(wx, wy, 180, 360, 26, 70, 5)}
${caption('WIRE EDM · 0.25 MM WIRE')}`);
}

/** A vacuum furnace with glowing load beside the hardening and triple-tempering curve. */
export function sceneHeatTreatment(): string {
  const x0 = 640,
    y0 = 600,
    sx = 0.9,
    sy = 0.4;
  const pt = (t: number, temp: number): string => `${round(x0 + t * sx)} ${round(y0 - temp * sy)}`;
  const curve = [
    [0, 20],
    [90, 850],
    [130, 850],
    [170, 1030],
    [230, 1030],
    [250, 60],
    [270, 60],
    [290, 540],
    [320, 540],
    [340, 60],
    [350, 60],
    [370, 540],
    [400, 540],
    [420, 60],
    [430, 60],
    [450, 540],
    [480, 540],
    [500, 60],
  ];
  return dark(`
<rect x="60" y="190" width="480" height="440" rx="40" fill="${C.steelDark}"/>
<circle cx="300" cy="410" r="190" fill="${C.navyMid}" stroke="url(#steelV)" stroke-width="22"/>
<circle cx="300" cy="410" r="150" fill="url(#hot)" opacity="0.85"/>
${[230, 280, 330, 380].map((x) => `<rect x="${x - 12}" y="360" width="24" height="100" rx="3" fill="${C.amberDeep}" opacity="0.9"/>`).join('')}
<rect x="200" y="470" width="200" height="10" fill="${C.navyDeep}" opacity="0.6"/>
<rect x="60" y="630" width="480" height="40" fill="${C.navyLight}"/>
<path d="M${x0} 150V${y0}H1140" fill="none" stroke="${C.steel}" stroke-width="3"/>
${[200, 400, 600, 800, 1000].map((t) => `<line x1="${x0}" y1="${y0 - t * sy}" x2="1140" y2="${y0 - t * sy}" stroke="${C.steel}" stroke-opacity="0.15"/>${text(x0 - 12, y0 - t * sy + 7, String(t), 18, C.steel, 'text-anchor="end"')}`).join('')}
<path d="M${curve.map(([t, c]) => pt(t, c)).join('L')}" fill="none" stroke="${C.amber}" stroke-width="5" stroke-linejoin="round"/>
${text(round(x0 + 200 * sx), round(y0 - 1060 * sy), '1030 °C', 20, C.amberLight, 'text-anchor="middle" font-weight="bold"')}
${text(round(x0 + 385 * sx), round(y0 - 580 * sy), '3 × 540 °C', 20, C.amberLight, 'text-anchor="middle" font-weight="bold"')}
${text(x0, 130, '°C', 18, C.steel)}${text(1140, y0 + 34, 'TIME', 18, C.steel, 'text-anchor="end"')}
${caption('VACUUM HARDENING · 60–62 HRC')}`);
}

/** A TiCN-coated punch with a magnified section through its cutting edge. */
export function sceneCoating(): string {
  return dark(`
${punch(260, 90, 1.6, 'tincn')}
<circle cx="260" cy="568" r="60" fill="none" stroke="${C.amber}" stroke-width="4"/>
<path d="M310 534L560 300M318 600L640 660" stroke="${C.amber}" stroke-width="2" stroke-dasharray="8 6"/>
<clipPath id="lens"><circle cx="800" cy="420" r="300"/></clipPath>
<circle cx="800" cy="420" r="306" fill="${C.navyDeep}" stroke="${C.amber}" stroke-width="6"/>
<g clip-path="url(#lens)">
<path d="M480 800V260Q480 200 540 200H1120V800Z" fill="url(#tincn)"/>
<path d="M530 800V300Q530 250 580 250H1120V800Z" fill="url(#steelV)"/>
<path d="M530 800V300Q530 250 580 250H1120V800Z" fill="url(#hatch)" opacity="0.18"/>
</g>
${text(820, 470, 'M2 HSS SUBSTRATE', 26, C.navy, 'text-anchor="middle" font-weight="bold" letter-spacing="2"')}
${text(820, 186, 'TiCN · 3 µm · ≈ 3000 HV', 24, C.steelPale, 'text-anchor="middle" font-weight="bold"')}
${caption('PVD COATING')}`);
}

/** Optical inspection: a punch profile on the projector screen with its measured values. */
export function sceneInspection(): string {
  const ink = C.navy;
  const rows: [string, string][] = [
    ['Ø 12.700', '12.698'],
    ['L 120.65', '120.652'],
    ['Edge R 0.05', '0.04'],
    ['Hardness', '61 HRC'],
  ];
  return svgDoc(
    W,
    H,
    `${paperBackdrop(W, H)}
<circle cx="420" cy="400" r="330" fill="${C.navyMid}" stroke="${ink}" stroke-width="14"/>
<circle cx="420" cy="400" r="316" fill="#2A4661"/>
<path d="M420 80V720M100 400H740" stroke="${C.steelLight}" stroke-width="1.5" opacity="0.6"/>
${[80, 160, 240].map((r) => `<circle cx="420" cy="400" r="${r}" fill="none" stroke="${C.steelLight}" stroke-width="1" opacity="0.3"/>`).join('')}
<path d="M300 120H540V170H490V520L460 580H380L350 520V170H300Z" fill="${C.navyDeep}"/>
<path d="M380 580V700H460V580" fill="${C.navyDeep}"/>
${[
  [380, 640],
  [460, 640],
  [420, 700],
  [300, 145],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="${C.amber}" stroke-width="3"/>`)
  .join('')}
<rect x="800" y="150" width="340" height="420" rx="12" fill="#FFFFFF" stroke="${ink}" stroke-width="3"/>
${text(830, 200, 'INSPECTION REPORT', 20, ink, 'font-weight="bold" letter-spacing="1.5"')}
<line x1="830" y1="220" x2="1110" y2="220" stroke="${ink}" stroke-width="2"/>
${rows.map(([k, v], i) => `${text(830, 275 + i * 75, k, 19, C.steelDark)}${text(830, 302 + i * 75, v, 22, ink, 'font-weight="bold"')}<circle cx="1090" cy="${284 + i * 75}" r="16" fill="#2E8B57"/><path d="M1082 ${284 + i * 75}l6 6l10 -12" fill="none" stroke="#FFFFFF" stroke-width="3.5"/>`).join('')}
<rect x="800" y="600" width="340" height="60" rx="8" fill="${C.amber}"/>
${text(970, 640, 'PASS · SERIAL NB-104877', 19, C.navyDeep, 'text-anchor="middle" font-weight="bold"')}`,
  );
}
