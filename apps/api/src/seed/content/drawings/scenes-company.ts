/** Pictures of the company: the plant, its history, dispatch, sustainability and the shop floor. */
import { C, darkBackdrop, round, svgDoc, text } from './kit.js';
import { gear, pressBrake, punch } from './parts.js';

const W = 1200,
  H = 800;
const dark = (body: string, w = W, h = H): string => svgDoc(w, h, `${darkBackdrop(w, h)}${body}`);
const windows = (x: number, y: number, n: number, w: number, h: number, gap: number, fill: string): string =>
  Array.from({ length: n }, (_, i) => `<rect x="${x + i * (w + gap)}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`).join(
    '',
  );

/** The Grand Rapids plant at dusk: office block, saw-tooth production hall and the company sign. */
export function sceneFacility(): string {
  const teeth = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${520 + i * 100} 330L${620 + i * 100} 260V330Z" fill="${C.steel}"/><path d="M${620 + i * 100} 262V330" stroke="${C.amberLight}" stroke-width="6" opacity="0.7"/>`,
  ).join('');
  return dark(`
<circle cx="980" cy="150" r="60" fill="${C.amber}" opacity="0.85"/>
${teeth}
<rect x="520" y="330" width="600" height="330" fill="${C.steelDark}"/>
${windows(560, 380, 5, 90, 60, 22, C.amberLight)}
<rect x="600" y="500" width="200" height="160" fill="${C.navyMid}"/><path d="M600 530H800M600 560H800M600 590H800M600 620H800" stroke="${C.steelDark}" stroke-width="3"/>
<rect x="120" y="280" width="420" height="380" fill="${C.steel}"/><rect x="120" y="280" width="420" height="18" fill="${C.steelLight}"/>
${[330, 420, 510].map((y) => windows(150, y, 4, 78, 60, 22, y === 420 ? C.amberLight : C.navyMid)).join('')}
<rect x="280" y="590" width="100" height="70" fill="${C.navyDeep}"/>
<rect x="150" y="220" width="360" height="50" rx="4" fill="${C.navyDeep}"/>
${text(330, 254, 'NORTHBEND TOOLING', 26, C.amber, 'text-anchor="middle" font-weight="bold" letter-spacing="2"')}
<rect x="0" y="660" width="${W}" height="140" fill="${C.navyDeep}"/>
<path d="M0 720H${W}" stroke="${C.amber}" stroke-width="4" stroke-dasharray="40 30"/>`);
}

/** The original 1987 workshop with its first manual grinder and a gear on the gable. */
export function sceneHeritage(): string {
  return dark(`
<path d="M180 660V330L460 170L740 330V660Z" fill="${C.steelDark}"/>
<path d="M150 340L460 160L770 340" fill="none" stroke="${C.steel}" stroke-width="22" stroke-linejoin="round"/>
${gear(460, 290, 56, 12, C.amber, 0.9)}
<rect x="250" y="420" width="150" height="240" fill="${C.navyMid}"/><path d="M250 460H400M250 500H400M250 540H400M250 580H400M250 620H400" stroke="${C.steelDark}" stroke-width="3"/>
${windows(460, 420, 2, 100, 90, 30, C.amberLight)}
<rect x="230" y="360" width="460" height="40" rx="4" fill="${C.navyDeep}"/>
${text(460, 388, 'NORTHBEND TOOL & DIE · 1987', 20, C.steelPale, 'text-anchor="middle" font-weight="bold" letter-spacing="1.5"')}
<rect x="840" y="420" width="240" height="240" rx="10" fill="${C.steelDark}"/><rect x="860" y="380" width="200" height="50" rx="6" fill="${C.steel}"/>
<circle cx="960" cy="330" r="70" fill="url(#steelV)" stroke="${C.navyDeep}" stroke-width="4"/><circle cx="960" cy="330" r="18" fill="${C.navyDeep}"/>
<rect x="880" y="470" width="160" height="22" rx="4" fill="${C.amber}"/>
<rect x="0" y="660" width="${W}" height="140" fill="${C.navyDeep}"/>
${text(960, 720, 'The first surface grinder', 20, C.steel, 'text-anchor="middle"')}`);
}

/** Same-day dispatch: racking with boxed tools, a 24-hour badge and a loaded van. */
export function sceneDispatch(): string {
  const box = (x: number, y: number, w: number, h: number, amber: boolean): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${amber ? C.amber : '#C08A4A'}"/><rect x="${x}" y="${y + h / 2 - 4}" width="${w}" height="8" fill="${C.navyDeep}" opacity="0.25"/>`;
  const shelves = [0, 1, 2]
    .map((r) => {
      const y = 140 + r * 170;
      return `<rect x="80" y="${y + 130}" width="520" height="14" fill="${C.steel}"/>${box(100, y + 40, 120, 90, false)}${box(240, y + 60, 90, 70, r === 1)}${box(350, y + 30, 110, 100, false)}${box(480, y + 70, 100, 60, r === 2)}`;
    })
    .join('');
  return dark(`
<rect x="70" y="100" width="16" height="560" fill="${C.steelDark}"/><rect x="594" y="100" width="16" height="560" fill="${C.steelDark}"/>
${shelves}
<path d="M700 430H960L1040 520V640H700Z" fill="${C.steelPale}"/><path d="M980 450L1030 520H980Z" fill="${C.navyMid}"/>
<rect x="700" y="530" width="340" height="14" fill="${C.amber}"/>
<circle cx="780" cy="650" r="40" fill="${C.navyDeep}" stroke="${C.steel}" stroke-width="10"/><circle cx="970" cy="650" r="40" fill="${C.navyDeep}" stroke="${C.steel}" stroke-width="10"/>
<g transform="translate(940 230)"><circle r="120" fill="${C.navyMid}" stroke="${C.amber}" stroke-width="10"/>
${Array.from({ length: 12 }, (_, i) => `<line y1="-100" y2="-86" stroke="${C.steelLight}" stroke-width="4" transform="rotate(${i * 30})"/>`).join('')}
${text(0, 22, '24h', 60, C.amber, 'text-anchor="middle" font-weight="bold"')}</g>
<rect x="0" y="690" width="${W}" height="110" fill="${C.navyDeep}"/>`);
}

/** Regrinding: a worn punch edge beside the same punch re-sharpened. */
export function sceneRegrind(): string {
  return dark(`
${punch(330, 110, 1.5, 'steel')}${punch(870, 110, 1.5, 'steel')}
<rect x="299" y="557" width="62" height="7" fill="#8E9AA7"/><path d="M297 544Q297 564 317 564H297Z M363 544Q363 564 343 564H363Z" fill="${C.navy}"/><circle cx="330" cy="566" r="70" fill="none" stroke="${C.steel}" stroke-width="4" stroke-dasharray="10 8"/>
<circle cx="870" cy="566" r="70" fill="none" stroke="${C.amber}" stroke-width="5"/>
<path d="M520 360H680" stroke="${C.amber}" stroke-width="12"/><path d="M680 330L730 360L680 390Z" fill="${C.amber}"/>
${text(330, 690, 'WORN · R 0.25 MM', 24, C.steel, 'text-anchor="middle" font-weight="bold"')}
${text(870, 690, 'REGROUND · SHARP', 24, C.amber, 'text-anchor="middle" font-weight="bold"')}
${text(600, 320, '0.1–0.2 MM', 22, C.steelLight, 'text-anchor="middle"')}`);
}

/** The plant roof with its solar array and a daily generation gauge. */
export function sceneSolar(): string {
  const panels = [0, 1]
    .map((r) =>
      Array.from({ length: 6 }, (_, i) => {
        const x = 120 + i * 150 + r * 60,
          y = 330 - r * 90;
        return `<path d="M${x} ${y + 80}L${x + 40} ${y}H${x + 170}L${x + 130} ${y + 80}Z" fill="${C.navyLight}" stroke="${C.steelLight}" stroke-width="2"/><path d="M${x + 20} ${y + 40}H${x + 150}M${x + 87} ${y}L${x + 65} ${y + 80}" stroke="${C.steel}" stroke-width="1.5"/>`;
      }).join(''),
    )
    .reverse()
    .join('');
  return dark(`
<circle cx="1020" cy="140" r="70" fill="${C.amber}"/><circle cx="1020" cy="140" r="120" fill="${C.amber}" opacity="0.15"/>
${panels}
<path d="M60 430H1140V700H60Z" fill="${C.steelDark}"/><rect x="60" y="420" width="1080" height="18" fill="${C.steel}"/>
${windows(120, 490, 7, 110, 70, 35, C.navyMid)}
<g transform="translate(960 600)"><path d="M-110 0A110 110 0 0 1 110 0" fill="none" stroke="${C.navyDeep}" stroke-width="22"/>
<path d="M-110 0A110 110 0 0 1 78 -78" fill="none" stroke="${C.amber}" stroke-width="22"/>
${text(0, -10, '410 kWp', 26, C.steelPale, 'text-anchor="middle" font-weight="bold"')}</g>
<rect x="0" y="700" width="${W}" height="100" fill="${C.navyDeep}"/>`);
}

/** Closed-loop coolant: machine, filtration, clean tank and return, as a flow diagram. */
export function sceneCoolant(): string {
  const node = (x: number, y: number, title: string, icon: string): string =>
    `<g transform="translate(${x} ${y})"><rect x="-150" y="-90" width="300" height="180" rx="16" fill="${C.navyMid}" stroke="${C.steel}" stroke-width="3"/>${icon}${text(0, 70, title, 22, C.steelPale, 'text-anchor="middle" font-weight="bold" letter-spacing="1.5"')}</g>`;
  const arrow = (d: string): string => `<path d="${d}" fill="none" stroke="${C.amber}" stroke-width="10" marker-end="url(#arrowHead)"/>`;
  const defs = `<marker id="arrowHead" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0 0L4 2L0 4Z" fill="${C.amber}"/></marker>`;
  const body = `
${node(300, 200, 'GRINDERS', `<circle cy="-20" r="44" fill="url(#steelV)"/><circle cy="-20" r="12" fill="${C.navyDeep}"/>`)}
${node(900, 200, 'FILTRATION', `<path d="M-50 -60H50L15 -10V30H-15V-10Z" fill="url(#steelV)"/>`)}
${node(900, 560, 'CLEAN TANK', `<rect x="-60" y="-60" width="120" height="80" rx="6" fill="${C.steelDark}"/><rect x="-60" y="-30" width="120" height="50" rx="6" fill="#4A90B8"/>`)}
${node(300, 560, 'SWARF TO RECYCLING', `<path d="M-60 10L-40 -50H40L60 10Z" fill="${C.steelDark}"/><path d="M-30 -30l20 -10l10 14l16 -12" stroke="${C.steelLight}" stroke-width="4" fill="none"/>`)}
${arrow('M460 200H720')}${arrow('M900 300V440')}${arrow('M740 560H480')}
<path d="M740 500Q600 380 460 260" fill="none" stroke="${C.amber}" stroke-width="10" stroke-dasharray="18 12" marker-end="url(#arrowHead)"/>
${text(600, 170, 'used coolant', 20, C.steel, 'text-anchor="middle"')}${text(640, 412, '95 % reused', 22, C.amberLight, 'text-anchor="middle" font-weight="bold"')}`;
  return svgDoc(W, H, `${darkBackdrop(W, H)}${body}`, defs);
}

/** The sales desk: a map card with the plant pinned, a phone and a catalogue. */
export function sceneContact(): string {
  return dark(`
<g transform="translate(120 120) rotate(-4)"><rect width="560" height="520" rx="14" fill="${C.steelPale}"/>
<path d="M0 160H560M0 340H560M180 0V520M400 0V520" stroke="#C9D3DC" stroke-width="26"/><path d="M0 460Q280 300 560 420" fill="none" stroke="#AFC0CF" stroke-width="30"/>
<path d="M290 250C260 210 246 190 246 162A44 44 0 0 1 334 162C334 190 320 210 290 250Z" fill="${C.amber}"/><circle cx="290" cy="162" r="16" fill="${C.navyDeep}"/></g>
<g transform="translate(760 180)"><rect width="300" height="420" rx="36" fill="${C.navyDeep}" stroke="${C.steel}" stroke-width="6"/>
<rect x="24" y="50" width="252" height="300" rx="10" fill="${C.navyMid}"/>
${text(150, 170, '+1 (616)', 30, C.steelPale, 'text-anchor="middle" font-weight="bold"')}${text(150, 215, '555-0142', 30, C.amber, 'text-anchor="middle" font-weight="bold"')}
<circle cx="150" cy="290" r="34" fill="#2E8B57"/><path d="M136 280q4 -8 10 -4l4 8q-4 4 0 10t10 4l8 4q4 6 -4 10q-20 2 -28 -32Z" fill="#FFFFFF"/></g>
<rect x="0" y="690" width="${W}" height="110" fill="${C.navyDeep}"/>`);
}

/** A wide shop-floor panorama (1920x800): press brakes, turret punch presses and an overhead crane. */
export function fullShopFloor(): string {
  const fw = 1920,
    fh = 800;
  const turretPress = (x: number): string => `<g transform="translate(${x} 365) scale(0.9)">
<rect x="180" y="-40" width="80" height="44" rx="6" fill="${C.steel}"/>
<path d="M0 350V30Q0 0 30 0H410Q440 0 440 30V350H360V140H80V350Z" fill="${C.steelDark}"/>
<rect x="150" y="10" width="140" height="12" fill="${C.amber}"/>
<rect x="92" y="150" width="256" height="18" rx="9" fill="url(#steelV)"/>
${[120, 165, 210, 255, 300].map((t) => `<rect x="${t}" y="168" width="16" height="${t === 210 ? 60 : 26}" fill="url(#steelH)"/>`).join('')}
<rect x="92" y="272" width="256" height="18" rx="9" fill="url(#steelV)"/>
<rect x="-80" y="290" width="600" height="22" fill="${C.steel}"/>
<rect x="-40" y="262" width="520" height="10" fill="${C.steelPale}"/>
<rect x="-60" y="254" width="26" height="26" fill="${C.amber}"/><rect x="440" y="254" width="26" height="26" fill="${C.amber}"/>
<rect x="460" y="40" width="10" height="150" fill="${C.steel}"/><rect x="440" y="40" width="110" height="80" rx="6" fill="${C.navyDeep}" stroke="${C.steel}" stroke-width="4"/>
<path d="M452 62H536M452 80H510M452 98H526" stroke="${C.amber}" stroke-width="5"/></g>`;
  return dark(
    `
<path d="M0 120H${fw}" stroke="${C.steelDark}" stroke-width="16"/><path d="M0 150H${fw}" stroke="${C.steelDark}" stroke-width="8"/>
<rect x="820" y="112" width="260" height="54" fill="${C.amber}"/><path d="M950 166V300" stroke="${C.steel}" stroke-width="4"/><path d="M930 300h40l-20 30z" fill="${C.steel}"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M${round(i * 260 + 40)} 40L${round(i * 260 + 160)} 0" stroke="${C.navyLight}" stroke-width="2"/><rect x="${i * 260 + 60}" y="20" width="140" height="40" fill="${C.amberLight}" opacity="0.12"/>`).join('')}
${pressBrake(80, 330, 620, 350, C.steelDark)}
${turretPress(800)}${turretPress(1330)}
<rect x="0" y="680" width="${fw}" height="120" fill="${C.navyDeep}"/>
<path d="M0 700H${fw}" stroke="${C.amber}" stroke-width="6" stroke-dasharray="60 40"/>`,
    fw,
    fh,
  );
}
