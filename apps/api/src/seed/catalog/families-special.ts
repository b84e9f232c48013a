import type { FamilyDef, VariantSpec } from './family-types.js';
import { STATIONS, stationFor, stationText, type Station } from './stations.js';
import { fmt1, sizeCode, roundPrice } from './util.js';

const STEEL = 'Made from M2 high-speed steel hardened to 62–64 HRC';

/** Common D-flat sizes: round diameter and distance across the flat(s), from connector cut-outs. */
const D_SIZES: Record<'A' | 'B' | 'C', [number, number][]> = {
  A: [
    [6.0, 5.2],
    [8.0, 7.0],
    [10.0, 8.8],
    [12.0, 10.6],
  ],
  B: [
    [16.0, 14.5],
    [20.0, 18.0],
    [22.5, 19.5],
    [30.0, 27.0],
  ],
  C: [
    [35.0, 32.0],
    [40.0, 36.5],
    [50.0, 45.0],
  ],
};

function dVariants(s: 'A' | 'B' | 'C', double: boolean): VariantSpec[] {
  return D_SIZES[s].map(([d, f], i) => ({
    name: `Ø${fmt1(d)} × ${fmt1(f)}`,
    code: `${sizeCode(d)}`,
    priceCents: roundPrice(STATIONS[s].basePrice * (double ? 1.45 : 1.3) + d * 25),
    description: `Ø ${fmt1(d)} mm with ${double ? 'two flats' : 'one flat'} ${fmt1(f)} mm across; keyed to the flat.`,
    // Fixed-size shapes: the size is in the name, options only.
    // Single D keys depend on the connector orientation, so no key angle is preselected.
    options: [double ? 'keyingDefault' : 'keying', ...(i === 3 ? [] : ['grind' as const])],
    image: i === 1 ? 'none' : 'main',
  }));
}

const HEX_ITEMS: { shape: string; label: string; code: string; size: number }[] = [
  { shape: 'Hexagon', label: 'Hexagon 8.0 mm A/F', code: 'HX-0800', size: 9.3 },
  { shape: 'Hexagon', label: 'Hexagon 13.0 mm A/F', code: 'HX-1300', size: 15.0 },
  { shape: 'Hexagon', label: 'Hexagon 19.0 mm A/F', code: 'HX-1900', size: 22.0 },
  { shape: 'Hexagon', label: 'Hexagon 24.0 mm A/F', code: 'HX-2400', size: 27.7 },
  { shape: 'Keyway', label: 'Keyway Ø 20.0 mm × 5.0 mm Key', code: 'KW-2000', size: 22.5 },
  { shape: 'Keyway', label: 'Keyway Ø 25.0 mm × 6.0 mm Key', code: 'KW-2500', size: 28.0 },
  { shape: 'Cross', label: 'Cross 20.0 × 4.0 mm', code: 'CR-2000', size: 20.0 },
];

export const SPECIAL_FAMILIES: FamilyDef[] = [
  {
    key: 'tt-dflat',
    category: 'special-shapes-d-flat',
    skuPrefix: 'NB-TT-SP',
    baseName: 'Thick Turret',
    drawing: 'special-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: (['A', 'B', 'C'] as const).flatMap((s) => [
      {
        label: `Single D Punch – ${s} Station`,
        code: `SD-${s}`,
        priceCents: 0,
        facts: { s, kind: 'Single D' },
        variants: dVariants(s, false),
      },
      {
        label: `Double D Punch – ${s} Station`,
        code: `DD-${s}`,
        priceCents: 0,
        facts: { s, kind: 'Double D' },
        variants: dVariants(s, true),
      },
    ]),
    describe: ({ facts }) =>
      `${facts.kind} punch for ${stationText(facts.s as Station)} thick turret guides, the standard cut-out for panel connectors, potentiometers and anti-rotation holes. ${STEEL}, wire-EDM profiled and ground. Order the matching die with the same size code.`,
  },
  {
    key: 'tt-hex',
    category: 'special-shapes-hex-keyway',
    skuPrefix: 'NB-TT-SP',
    baseName: 'Thick Turret Punch',
    drawing: 'special-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: HEX_ITEMS.map((h) => {
      const s = stationFor(h.size);
      return {
        label: `${h.label} – ${s} Station`,
        code: `${h.code}-${s}`,
        priceCents: roundPrice(STATIONS[s].basePrice * 1.4 + h.size * 60),
        facts: { s, shape: h.shape, label: h.label },
      };
    }),
    describe: ({ facts }) =>
      `${facts.label} special-shape punch for ${stationText(facts.s as Station)} holders. ${STEEL}; the profile is wire-EDM cut and the corners are honed to stop chipping. Keyed at 0°; other key angles on request.`,
  },
];
