import { toolSetKey, type FamilyDef, type FamilyItem, type VariantSpec } from './family-types.js';
import { STATIONS, stationFor, stationText, diagonal, mmIn, sheetLimits, type Station } from './stations.js';
import { fmt1, sizeCode, roundPrice } from './util.js';

const STEEL = 'Made from M2 high-speed steel, vacuum hardened and triple tempered to 62–64 HRC';

/** Price grows with the station and, inside a station, with the cutting perimeter. */
const punchPrice = (s: Station, perimeterMm: number, factor = 1): number => roundPrice((STATIONS[s].basePrice + perimeterMm * 18) * factor);

/**
 * The sizes of the standard thick-turret punches. The die families (families-dies.ts) stock a die
 * of every one of them, so the tool finder finds a punch and its die for each (issue 28).
 */
export const ROUND_PUNCH_SIZES = [
  3.0, 4.0, 5.0, 5.5, 6.0, 6.5, 8.0, 10.0, 12.0, 13.0, 16.0, 20.0, 25.0, 28.0, 31.7, 35.0, 40.0, 50.8, 60.0, 76.2, 88.9, 101.6,
];
export const RECTANGLE_PUNCH_SIZES: [number, number][] = [
  [3, 10],
  [4, 8],
  [5, 10],
  [5, 20],
  [6, 25],
  [8, 20],
  [10, 25],
  [5, 40],
  [10, 40],
  [20, 40],
  [10, 60],
  [5, 80],
  [20, 70],
];
export const SQUARE_PUNCH_SIZES = [5, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60];
export const OBLONG_PUNCH_SIZES: [number, number][] = [
  [3, 8],
  [4, 10],
  [6, 20],
  [8, 25],
  [10, 25],
  [10, 40],
  [12, 45],
  [20, 60],
];

function roundItems(sizes: number[]): FamilyItem[] {
  return sizes.map((d) => {
    const s = stationFor(d);
    return {
      label: `Ø ${fmt1(d)} mm – ${s} Station`,
      code: `${s}-${sizeCode(d)}`,
      priceCents: punchPrice(s, Math.PI * d),
      facts: { d, s },
      toolSet: toolSetKey('thickTurret', 'round', d),
    };
  });
}

function rectItems(sizes: [number, number][], shape: 'Rectangle' | 'Oblong'): FamilyItem[] {
  return sizes.map(([w, l]) => {
    const s = stationFor(diagonal(w, l));
    const perimeter = 2 * (w + l);
    const code = `${s}-${sizeCode(w)}X${sizeCode(l)}`;
    return {
      label: `${fmt1(w)} × ${fmt1(l)} mm – ${s} Station`,
      code,
      priceCents: punchPrice(s, perimeter, shape === 'Oblong' ? 1.08 : 1.12),
      facts: { w, l, s },
      toolSet: toolSetKey('thickTurret', shape === 'Oblong' ? 'oblong' : 'rectangle', w, l),
    };
  });
}

/** Custom-size bands inside one station: the buyer types the exact size within the band. */
function bandVariants(bands: [number, number][], base: number, prefix: string, withInch: boolean): VariantSpec[] {
  return bands.map(([lo, hi], i) => ({
    name: `${prefix} ${fmt1(lo)}–${fmt1(hi)}`,
    code: `${sizeCode(lo)}`,
    priceCents: roundPrice(base * (1 + i * 0.09)),
    description: `Ground to your exact size between ${fmt1(lo)} and ${fmt1(hi)} mm; state the size in the measurement box.`,
    mm: [lo, hi],
    inch: withInch,
    options: i === 0 ? ['grind', 'coating'] : ['grind', 'coating', 'steel'],
    image: i === bands.length - 1 ? 'detail' : 'main',
  }));
}

const HD_BANDS: Record<'A' | 'B' | 'C' | 'D', [number, number][]> = {
  A: [
    [1.6, 4.0],
    [4.1, 8.0],
    [8.1, 12.7],
  ],
  B: [
    [12.8, 20.0],
    [20.1, 26.0],
    [26.1, 31.7],
  ],
  C: [
    [31.8, 40.0],
    [40.1, 50.8],
  ],
  D: [
    [50.9, 65.0],
    [65.1, 76.2],
    [76.3, 88.9],
  ],
};

export const TURRET_FAMILIES: FamilyDef[] = [
  {
    key: 'tt-round',
    category: 'round-punches-standard',
    skuPrefix: 'NB-TT-RD',
    baseName: 'Thick Turret Round Punch',
    drawing: 'round-punch',
    detail: 'round-punch-detail',
    extra: 'round-die',
    system: 'thickTurret',
    kind: 'turret',
    items: roundItems(ROUND_PUNCH_SIZES),
    describe: ({ facts }) => {
      const d = Number(facts.d),
        lim = sheetLimits(d);
      return `Precision-ground round punch, Ø ${mmIn(d)}, for ${stationText(facts.s as Station)} thick turret guides. ${STEEL}, with the tip ground concentric to 0.005 mm. Pierces mild steel up to ${lim.mild} mm and stainless up to ${lim.stainless} mm; up to 4 mm of regrind life.`;
    },
  },
  {
    key: 'tt-round-hd',
    category: 'round-punches-heavy-duty',
    skuPrefix: 'NB-TT-RDHD',
    baseName: 'Heavy Duty Round Punch',
    drawing: 'round-punch-detail',
    detail: 'round-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: (['A', 'B', 'C', 'D'] as const).flatMap((s) => [
      {
        label: `– ${s} Station`,
        code: s,
        priceCents: 0,
        facts: { s, life: 'standard' },
        variants: bandVariants(HD_BANDS[s], STATIONS[s].basePrice * 1.35, 'Ø', s !== 'A'),
      },
      {
        label: `Long-Life – ${s} Station`,
        code: `${s}-LL`,
        priceCents: 0,
        facts: { s, life: 'long' },
        variants: bandVariants(HD_BANDS[s], STATIONS[s].basePrice * 1.6, 'Ø', true),
      },
    ]),
    describe: ({ facts }) =>
      `Heavy duty round punch for ${stationText(facts.s as Station)} holders, built for plate up to 6.35 mm and abrasive stainless. ` +
      `Made from powder-metallurgy ASP 23 steel hardened to 62–64 HRC with a thicker tip shank that resists deflection. ` +
      (facts.life === 'long' ? 'The long-life body adds 4 mm of extra regrind allowance over the standard punch. ' : '') +
      'Order any diameter within the chosen band; we grind it to ±0.01 mm.',
  },
  {
    key: 'tt-rect',
    category: 'rectangle-punches-standard',
    skuPrefix: 'NB-TT-RE',
    baseName: 'Thick Turret Rectangle Punch',
    drawing: 'rect-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: rectItems(RECTANGLE_PUNCH_SIZES, 'Rectangle'),
    describe: ({ facts }) => {
      const lim = sheetLimits(Number(facts.w));
      return `Rectangle punch ${facts.w} × ${facts.l} mm with sharp corners for ${stationText(facts.s as Station)} thick turret guides. ${STEEL}. Keyed for accurate orientation at 0° or 90°; suits mild steel up to ${lim.mild} mm. Ideal for slots, notching and nibbling straight edges.`;
    },
  },
  {
    key: 'tt-rect-rc',
    category: 'rectangle-punches-radius-corner',
    skuPrefix: 'NB-TT-RERC',
    baseName: 'Radius Corner Rectangle Punch',
    drawing: 'rect-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: (['B', 'C', 'D'] as const).map((s) => ({
      label: `– ${s} Station`,
      code: s,
      priceCents: 0,
      facts: { s },
      variants: [0.5, 1.0, 2.0, 3.0].map((r, i): VariantSpec => ({
        name: `Corner R${fmt1(r)}`,
        code: `R${sizeCode(r)}`,
        priceCents: roundPrice(STATIONS[s].basePrice * (1.25 + i * 0.05)),
        description: `Corner radius ${fmt1(r)} mm; give the rectangle length in the measurement box.`,
        mm: [5, Math.floor(STATIONS[s].maxMm * 0.9)],
        inch: i % 2 === 0,
        options: ['keying', 'grind'],
      })),
    })),
    describe: ({ facts }) =>
      `Rectangle punch with radiused corners for ${stationText(facts.s as Station)} holders. Radiused corners spread the cutting load and stop corner chipping on stainless and galvanised sheet. ${STEEL}.`,
  },
  {
    key: 'tt-square',
    category: 'square-punches',
    skuPrefix: 'NB-TT-SQ',
    baseName: 'Thick Turret Square Punch',
    drawing: 'square-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: SQUARE_PUNCH_SIZES.map((a) => {
      const s = stationFor(diagonal(a, a));
      return {
        label: `${fmt1(a)} mm – ${s} Station`,
        code: `${s}-${sizeCode(a)}`,
        priceCents: punchPrice(s, 4 * a, 1.1),
        facts: { a, s },
        toolSet: toolSetKey('thickTurret', 'square', a),
      };
    }),
    describe: ({ facts }) =>
      `Square punch ${facts.a} × ${facts.a} mm for ${stationText(facts.s as Station)} thick turret guides, keyed at 0° and 45°. ${STEEL}. Used for square knock-outs, corner notches and ventilation patterns.`,
  },
  {
    key: 'tt-oblong',
    category: 'oblong-punches',
    skuPrefix: 'NB-TT-OB',
    baseName: 'Thick Turret Oblong Punch',
    drawing: 'oblong-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: rectItems(OBLONG_PUNCH_SIZES, 'Oblong'),
    describe: ({ facts }) =>
      `Oblong (slot) punch ${facts.w} × ${facts.l} mm with full radius ends for ${stationText(facts.s as Station)} holders. ${STEEL}. The standard shape for adjustment slots, cable openings and hanger holes.`,
  },
];
