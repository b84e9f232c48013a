/** Hero banners (1920x640): dark technical illustrations; the storefront lays the heading over them. */
import { C, darkBackdrop, heroFade, svgDoc, text } from './kit.js';
import { gear, pressBrake, punch, punchedSheet, sparks, turret } from './parts.js';

const W = 1920,
  H = 640;
const hero = (body: string): string => svgDoc(W, H, `${darkBackdrop(W, H)}${body}${heroFade(W, H)}`);
const amberRule = `<rect x="0" y="${H - 8}" width="${W}" height="8" fill="${C.amber}"/>`;

export function heroHome(): string {
  return hero(`
${punchedSheet(80, 430, 900, 260, 'round', { fill: C.navyMid, hole: C.navyDeep, pitch: 44 })}
${turret(1500, 380, 440, { rotate: -8, accent: 9 })}
${punch(1060, 50, 1.3, 'tincn')}
<line x1="1060" y1="450" x2="1060" y2="${H}" stroke="${C.amber}" stroke-width="3" stroke-dasharray="10 8"/>
<circle cx="1060" cy="470" r="34" fill="none" stroke="${C.amber}" stroke-width="4"/>
${amberRule}`);
}

export function heroAboutUs(): string {
  return hero(`
${gear(300, 520, 160, 16, C.navyLight, 0.7)}
${pressBrake(900, 70, 940, 560, C.steelDark)}
<rect x="1010" y="380" width="700" height="14" rx="3" fill="${C.steelPale}"/><rect x="1010" y="380" width="700" height="4" fill="#FFFFFF" opacity="0.6"/>
${amberRule}`);
}

export function heroHistory(): string {
  const years = [1987, 1994, 2003, 2011, 2018, 2026];
  const nodes = years.map((y, i) => {
    const x = 560 + i * 250,
      up = i % 2 === 0;
    return `<line x1="${x}" y1="360" x2="${x}" y2="${up ? 230 : 490}" stroke="${C.steel}" stroke-width="2"/>
<circle cx="${x}" cy="360" r="${i === years.length - 1 ? 22 : 15}" fill="${i === years.length - 1 ? C.amber : C.navy}" stroke="${C.amber}" stroke-width="5"/>
<rect x="${x - 70}" y="${up ? 160 : 490}" width="140" height="70" rx="8" fill="${C.navyMid}" stroke="${C.steelDark}" stroke-width="2"/>
${text(x, up ? 207 : 537, String(y), 30, C.steelLight, 'text-anchor="middle" font-weight="bold"')}`;
  });
  return hero(`
${gear(200, 150, 120, 14, C.navyLight, 0.6)}${gear(360, 300, 70, 10, C.navyLight, 0.6)}
<line x1="0" y1="360" x2="${W}" y2="360" stroke="${C.steelDark}" stroke-width="4"/>
<line x1="560" y1="360" x2="1810" y2="360" stroke="${C.amber}" stroke-width="6"/>
${nodes.join('')}
${amberRule}`);
}

export function heroProduction(): string {
  const wheel = `<g transform="translate(1622 300)">
<circle r="300" fill="${C.steelDark}"/><circle r="292" fill="url(#steelV)" opacity="0.45"/>
${Array.from({ length: 36 }, (_, i) => `<line x1="0" y1="-292" x2="0" y2="-250" stroke="${C.navyDeep}" stroke-width="3" opacity="0.5" transform="rotate(${i * 10})"/>`).join('')}
<circle r="110" fill="${C.navyMid}" stroke="${C.steel}" stroke-width="6"/><circle r="38" fill="url(#steelV)"/></g>`;
  return hero(`
${wheel}
<g transform="translate(900 300) rotate(-90)">${punch(0, 0, 1.35, 'steel')}</g>
${sparks(1322, 318, 128, 46, 50, 430, 11)}
<rect x="600" y="${H - 70}" width="${W}" height="70" fill="${C.navyMid}"/>
${[620, 740, 860].map((x, i) => punch(x, 300, 0.88, i === 1 ? 'tincn' : 'steel')).join('')}
${amberRule}`);
}

export function heroSustainability(): string {
  const panels = Array.from({ length: 9 }, (_, i) => {
    const x = 860 + i * 118;
    return `<path d="M${x} 430L${x + 40} 330H${x + 150}L${x + 110} 430Z" fill="${C.navyLight}" stroke="${C.steel}" stroke-width="2"/>
<path d="M${x + 20} 380H${x + 130} M${x + 75} 330L${x + 55} 430" stroke="${C.steelDark}" stroke-width="2"/>`;
  }).join('');
  const arrows = `<g transform="translate(1130 -120)"><g fill="none" stroke="${C.amber}" stroke-width="14" stroke-linecap="round">
<path d="M520 200A130 130 0 0 1 700 260"/><path d="M700 360A130 130 0 0 1 520 420"/><path d="M450 370A130 130 0 0 1 450 250"/></g>
<g fill="${C.amber}"><path d="M712 230l10 52l-48 -16z"/><path d="M500 440l-52 -4l30 -40z"/><path d="M430 228l32 -40l18 48z"/></g></g>`;
  return hero(`
<circle cx="1180" cy="150" r="64" fill="${C.amber}" opacity="0.9"/><circle cx="1180" cy="150" r="110" fill="${C.amber}" opacity="0.12"/>
<path d="M780 ${H}V470L960 430H1960V${H}Z" fill="${C.steelDark}"/>
<path d="M780 470L960 430H1960V450H960L780 490Z" fill="${C.steel}"/>
${panels}
${Array.from({ length: 8 }, (_, i) => `<rect x="${1000 + i * 110}" y="520" width="60" height="60" fill="${C.navyDeep}" opacity="0.6"/>`).join('')}
${arrows}
${amberRule}`);
}

export function heroContactUs(): string {
  const streets = [
    ...[120, 300, 470, 610].map((y) => `<path d="M0 ${y}H${W}" stroke="${C.navyLight}" stroke-width="${y === 300 ? 26 : 12}"/>`),
    ...[860, 1080, 1350, 1600, 1820].map((x) => `<path d="M${x} 0V${H}" stroke="${C.navyLight}" stroke-width="${x === 1350 ? 26 : 12}"/>`),
    `<path d="M0 600Q500 500 900 560Q1100 600 1500 520T1960 380" fill="none" stroke="${C.steelDark}" stroke-width="18"/>`,
  ].join('');
  const pin = `<g transform="translate(1470 230)"><circle r="190" fill="${C.amber}" opacity="0.07"/><circle r="120" fill="none" stroke="${C.amber}" stroke-width="2" opacity="0.45"/>
<path d="M0 40C-40 -10 -58 -34 -58 -70A58 58 0 0 1 58 -70C58 -34 40 -10 0 40Z" fill="${C.amber}"/><circle cy="-70" r="22" fill="${C.navyDeep}"/></g>`;
  return hero(`${streets}
<rect x="1380" y="330" width="160" height="110" fill="${C.steelDark}"/><rect x="1390" y="340" width="60" height="40" fill="${C.navyMid}"/>
${pin}
${amberRule}`);
}

export function heroDownloads(): string {
  const sheet = (x: number, y: number, rot: number, accent: boolean): string => {
    const rows = Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="24" y="${105 + i * 32}" width="${i % 3 === 0 ? 230 : 290}" height="10" rx="4" fill="${C.steel}" opacity="${i % 2 ? 0.5 : 0.8}"/>`,
    ).join('');
    return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect width="340" height="440" rx="10" fill="${C.steelPale}"/>
<rect width="340" height="70" rx="10" fill="${accent ? C.amber : C.navyLight}"/><rect y="60" width="340" height="10" fill="${accent ? C.amber : C.navyLight}"/>${rows}
<rect x="24" y="380" width="120" height="40" rx="6" fill="${C.navy}" opacity="0.8"/></g>`;
  };
  const arrow = `<g transform="translate(1760 470)"><circle r="110" fill="${C.navyMid}" stroke="${C.amber}" stroke-width="6"/>
<path d="M-18 -60H18V6H48L0 58L-48 6H-18Z" fill="${C.amber}"/></g>`;
  return hero(`
${sheet(1040, 130, -12, false)}${sheet(1270, 70, -3, false)}${sheet(1500, 80, 8, true)}
${arrow}
${amberRule}`);
}
