import { toolSetKey, type FamilyDef, type FamilyItem, type VariantSpec } from './family-types.js';
import { OBLONG_PUNCH_SIZES, RECTANGLE_PUNCH_SIZES, ROUND_PUNCH_SIZES, SQUARE_PUNCH_SIZES } from './families-turret.js';
import { STATIONS, stationFor, stationText, diagonal, mmIn, type Station } from './stations.js';
import { fmt1, sizeCode, roundPrice } from './util.js';
import type { OptionPreset } from './options.js';

const DIE_STEEL = 'Made from D2 tool steel hardened to 58–60 HRC, with a 1° taper relief below the land so slugs drop freely';

/**
 * Dies are sold per clearance: total clearance depends on the sheet (about 20 % of thickness
 * for mild steel), so each clearance is its own part number and stock item.
 */
function clearanceVariants(base: number, clearances: readonly number[], extra: OptionPreset[]): VariantSpec[] {
  return clearances.map((c, i) => ({
    name: `Clearance ${c.toFixed(2)} mm`,
    code: `C${String(Math.round(c * 100)).padStart(2, '0')}`,
    priceCents: roundPrice(base * (1 + (c >= 0.3 ? 0.06 : 0))),
    description: `Total clearance ${c.toFixed(2)} mm — suits mild steel around ${fmt1(Math.round((c / 0.2) * 10) / 10)} mm thick.`,
    // The thinnest clearance is usually a stock die sold as-is: no options to pick.
    options: i === 0 ? [] : ['slugControl', ...extra],
    image: i === 0 ? 'detail' : i === clearances.length - 1 ? 'none' : 'main',
  }));
}

/**
 * The clearances stocked per station: those the tool finder advises (packages/shared
 * die-clearance.ts) for the sheets a punch of the station pierces — 0.40 mm for 2 mm mild steel,
 * 0.50 mm for 2 mm stainless on every station; thin sheet on the small ones, thick on the large.
 */
const STATION_CLEARANCES: Record<Station, readonly number[]> = {
  A: [0.1, 0.15, 0.2, 0.3, 0.4, 0.5],
  B: [0.15, 0.2, 0.3, 0.4, 0.5, 0.6],
  C: [0.2, 0.3, 0.4, 0.5, 0.6, 0.8],
  D: [0.3, 0.4, 0.5, 0.6, 0.8, 1.0],
  E: [0.3, 0.4, 0.5, 0.6, 0.8, 1.0],
};

/** A round die for every standard round punch, of its station (a die set). */
function roundDies(sizes: number[]): FamilyItem[] {
  return sizes.map((d) => {
    const s = stationFor(d);
    const base = STATIONS[s].basePrice * 0.8 + d * 30;
    return {
      label: `Ø ${fmt1(d)} mm – ${s} Station`,
      code: `${s}-${sizeCode(d)}`,
      priceCents: 0,
      facts: { d, s },
      variants: clearanceVariants(base, STATION_CLEARANCES[s], []),
      toolSet: toolSetKey('thickTurret', 'round', d),
    };
  });
}

/** A shaped die for every rectangle, square or oblong punch, of its station; a square is named by its two equal sides. */
function shapedDies(sizes: [number, number][], shape: 'Rectangle' | 'Square' | 'Oblong', code: string): FamilyItem[] {
  return sizes.map(([w, l]) => {
    const s = stationFor(diagonal(w, l));
    const base = STATIONS[s].basePrice * 0.7 + (w + l) * 40;
    return {
      label: `${shape} ${fmt1(w)} × ${fmt1(l)} mm – ${s} Station`,
      code: `${code}-${s}-${sizeCode(w)}X${sizeCode(l)}`,
      priceCents: 0,
      facts: { w, l, s, shape },
      variants: clearanceVariants(base, STATION_CLEARANCES[s], ['keyingDefault']),
      toolSet: shape === 'Square' ? toolSetKey('thickTurret', 'square', w) : toolSetKey('thickTurret', shape.toLowerCase(), w, l),
    };
  });
}

export const DIE_FAMILIES: FamilyDef[] = [
  {
    key: 'die-round',
    category: 'round-dies',
    skuPrefix: 'NB-DI-RD',
    baseName: 'Thick Turret Round Die',
    drawing: 'round-die',
    detail: 'round-die-detail',
    extra: 'round-punch',
    system: 'thickTurret',
    kind: 'turret',
    items: roundDies(ROUND_PUNCH_SIZES),
    describe: ({ facts }) =>
      `Round die for a Ø ${mmIn(Number(facts.d))} punch in ${stationText(facts.s as Station)} die holders. ${DIE_STEEL}. Pick the clearance for your sheet: roughly 20 % of thickness for mild steel, 25 % for stainless and 15 % for aluminium.`,
  },
  {
    key: 'die-shaped-rect',
    category: 'shaped-dies-rectangle-square',
    skuPrefix: 'NB-DI-SH',
    baseName: 'Thick Turret Shaped Die',
    drawing: 'shaped-die',
    system: 'thickTurret',
    kind: 'turret',
    items: [
      ...shapedDies(RECTANGLE_PUNCH_SIZES, 'Rectangle', 'RE'),
      ...shapedDies(
        SQUARE_PUNCH_SIZES.map((a) => [a, a]),
        'Square',
        'SQ',
      ),
    ],
    describe: ({ facts }) =>
      `${facts.shape} die ${facts.w} × ${facts.l} mm for ${stationText(facts.s as Station)} holders, keyed to match the punch. ${DIE_STEEL}. Wire-EDM cut opening with a uniform clearance on all four sides.`,
  },
  {
    key: 'die-shaped-oblong',
    category: 'shaped-dies-oblong',
    skuPrefix: 'NB-DI-SH',
    baseName: 'Thick Turret Shaped Die',
    drawing: 'shaped-die',
    system: 'thickTurret',
    kind: 'turret',
    items: shapedDies(OBLONG_PUNCH_SIZES, 'Oblong', 'OB'),
    describe: ({ facts }) =>
      `Oblong die ${facts.w} × ${facts.l} mm for ${stationText(facts.s as Station)} holders, keyed to match the punch. ${DIE_STEEL}. Full-radius ends are wire-EDM cut in one pass for an even clearance.`,
  },
  {
    key: 'die-slug-free',
    category: 'slug-control-dies',
    skuPrefix: 'NB-DI-SF',
    baseName: 'Slug-Free Round Die',
    drawing: 'round-die-detail',
    system: 'thickTurret',
    kind: 'turret',
    items: [4.0, 6.0, 8.0, 10.0, 16.0, 25.0].map((d) => {
      const s = stationFor(d);
      return {
        label: `Ø ${fmt1(d)} mm – ${s} Station`,
        code: `${s}-${sizeCode(d)}`,
        priceCents: roundPrice(STATIONS[s].basePrice * 0.85 + d * 35),
        facts: { d, s },
        toolSet: toolSetKey('thickTurret', 'round', d),
      };
    }),
    describe: ({ facts }) =>
      `Slug-free round die for Ø ${fmt1(Number(facts.d))} mm punches in ${stationText(facts.s as Station)} holders, clearance 0.20 mm. Four ground grooves in the land grip the slug so it cannot be pulled back onto the sheet. ${DIE_STEEL}.`,
  },
  {
    key: 'stripper-urethane',
    category: 'urethane-strippers',
    skuPrefix: 'NB-ST-UR',
    baseName: 'Urethane Stripper',
    drawing: 'urethane-stripper',
    system: 'thickTurret',
    kind: 'turret',
    items: (['A', 'B', 'C', 'D', 'E'] as const).map((s, i) => ({
      label: `– ${s} Station`,
      code: s,
      priceCents: 3800 + i * 1400,
      facts: { s },
    })),
    describe: ({ facts }) =>
      `Polyurethane stripper for ${stationText(facts.s as Station)} punches, 90 Shore A. Holds the sheet flat while the punch withdraws and protects painted or polished sheet from marking. Cut the opening to the punch shape with a sharp knife.`,
  },
  {
    key: 'stripper-plate',
    category: 'stripper-plates',
    skuPrefix: 'NB-ST-PL',
    baseName: 'Stripper Plate',
    drawing: 'stripper-plate',
    system: 'thickTurret',
    kind: 'turret',
    items: (
      [
        ['A', 'Round'],
        ['B', 'Round'],
        ['C', 'Round'],
        ['D', 'Round'],
        ['B', 'Shaped'],
        ['C', 'Shaped'],
      ] as [Station, string][]
    ).map(([s, shape], i) => {
      const max = STATIONS[s].maxMm,
        lo = s === 'A' ? 1.6 : Math.round(STATIONS[s === 'B' ? 'A' : s === 'C' ? 'B' : 'C'].maxMm + 1);
      const mid = Math.round((lo + max) / 2);
      const base = STATIONS[s].basePrice * 0.65;
      return {
        label: `– ${s} Station, ${shape} Opening`,
        code: `${s}-${shape[0]}`,
        priceCents: 0,
        facts: { s, shape },
        variants: [
          [lo, mid],
          [mid + 0.1, max],
        ].map(([a, b], j): VariantSpec => ({
          name: `${fmt1(a)}–${fmt1(b)} mm`,
          code: `${sizeCode(a)}`,
          priceCents: roundPrice(base * (1 + j * 0.1)),
          description: `Opening cut to your punch size plus 0.2 mm; enter the punch size in the measurement box.`,
          mm: [a, b],
          inch: (i + j) % 2 === 0,
          options: shape === 'Shaped' ? ['keyingDefault'] : [],
        })),
      };
    }),
    describe: ({ facts }) =>
      `Hardened steel stripper plate for ${stationText(facts.s as Station)} guides with a ${String(facts.shape).toLowerCase()} opening. Made from 4140 steel through-hardened to 45 HRC and ground flat. A close-fitting opening stops thin sheet from being pulled up around the punch.`,
  },
  {
    key: 'stripper-retainer',
    category: 'stripper-retainers',
    skuPrefix: 'NB-ST-RT',
    baseName: 'Stripper Retainer Ring',
    drawing: 'stripper-plate',
    system: 'thickTurret',
    kind: 'turret',
    items: (['A', 'B', 'C', 'D'] as const).map((s, i) => ({ label: `– ${s} Station`, code: s, priceCents: 4200 + i * 900, facts: { s } })),
    describe: ({ facts }) =>
      `Retainer ring that clips the stripper plate to a ${stationText(facts.s as Station)} punch guide. Spring steel, zinc plated. Keep a spare on hand for quick stripper changes at the machine.`,
  },
];
