import type { FamilyDef, VariantSpec } from './family-types.js';
import { stationText, type Station } from './stations.js';
import { fmt1, roundPrice } from './util.js';

const FORM_STEEL = 'Upper and lower halves are made from S7 shock-resisting steel hardened to 56–58 HRC';

/** Forming tools are set up for a sheet-thickness window; the buyer states the exact gauge. */
function gaugeVariants(
  base: number,
  windows: [number, number][],
  names: string[],
  opts: VariantSpec['options'],
  infoLink = false,
): VariantSpec[] {
  return windows.map(([lo, hi], i) => ({
    name: names[i],
    code: `T${String(Math.round(lo * 10)).padStart(2, '0')}`,
    priceCents: roundPrice(base * (1 + i * 0.07)),
    description: `Set up for sheet ${fmt1(lo)}–${fmt1(hi)} mm; enter your exact gauge so we can shim the form height.`,
    mm: [lo, hi],
    inch: i !== 1,
    options: opts,
    infoLink: infoLink && i === 0,
    image: i === 0 ? 'main' : i === 1 ? 'detail' : 'none',
  }));
}

const LOUVER_WINDOWS: [number, number][] = [
  [0.5, 1.0],
  [1.0, 1.5],
  [1.5, 2.0],
];

export const FORMING_FAMILIES: FamilyDef[] = [
  {
    key: 'form-louver',
    category: 'louvers-standard',
    skuPrefix: 'NB-FT-LV',
    baseName: 'Louver Forming Tool',
    drawing: 'louver-tool',
    detail: 'louver-tool-detail',
    system: 'thickTurret',
    kind: 'turret',
    items: (
      [
        [50, 5, 'D'],
        [75, 6, 'D'],
        [80, 6, 'E'],
        [100, 8, 'E'],
      ] as [number, number, Station][]
    ).map(([l, h, s], i) => ({
      label: `${l} × ${h} mm – ${s} Station`,
      code: `${s}-${l}${h}`,
      priceCents: 0,
      facts: { l, h, s },
      variants: gaugeVariants(
        46000 + i * 9500,
        LOUVER_WINDOWS,
        ['t 0.5–1.0 mm', 't 1.0–1.5 mm', 't 1.5–2.0 mm'],
        ['formHeight', 'coating'],
        i === 0,
      ),
    })),
    describe: ({ facts }) =>
      `Single-hit louver tool, ${facts.l} mm long with ${facts.h} mm opening height, for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}. Forms upward so the sheet passes over the die; keep the ram speed slow on the last 3 mm of stroke. Leave 6 mm of flat sheet between louvers.`,
  },
  {
    key: 'form-louver-prog',
    category: 'louvers-progressive',
    skuPrefix: 'NB-FT-LVP',
    baseName: 'Progressive Louver Tool',
    drawing: 'louver-tool',
    detail: 'louver-tool-detail',
    system: 'thickTurret',
    kind: 'turret',
    items: (
      [
        [25, 4, 'C'],
        [40, 5, 'D'],
        [60, 6, 'D'],
      ] as [number, number, Station][]
    ).map(([l, h, s], i) => ({
      label: `${l} × ${h} mm – ${s} Station`,
      code: `${s}-${l}${h}`,
      priceCents: 0,
      facts: { l, h, s },
      variants: gaugeVariants(52000 + i * 11000, LOUVER_WINDOWS.slice(0, 2), ['t 0.5–1.0 mm', 't 1.0–1.5 mm'], ['formHeight']),
    })),
    describe: ({ facts }) =>
      `Progressive louver tool forming ${facts.h} mm high louvers of any length in ${facts.l} mm steps, for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}. Program overlapping hits to make long continuous louvers for cabinet and enclosure vents.`,
  },
  {
    key: 'form-extrusion',
    category: 'extrusions',
    skuPrefix: 'NB-FT-EX',
    baseName: 'Tapping Extrusion Tool',
    drawing: 'extrusion-tool',
    system: 'thickTurret',
    kind: 'turret',
    items: (['M3', 'M4', 'M5', 'M6', 'M8', 'M10'] as const).map((m, i) => ({
      label: `${m} – ${i < 4 ? 'B' : 'C'} Station`,
      code: `${m}-${i < 4 ? 'B' : 'C'}`,
      priceCents: 0,
      facts: { m, s: i < 4 ? 'B' : 'C' },
      // Extrusion height is fixed by the thread; only the thread prep is chosen.
      variants: [1.0, 1.5, 2.0].map((t, j): VariantSpec => ({
        name: `Sheet ${fmt1(t)} mm`,
        code: `T${Math.round(t * 10)}`,
        priceCents: roundPrice(28500 + i * 2400 + j * 1500),
        description: `Extrudes a ${m} tapping collar in ${fmt1(t)} mm mild steel.`,
        options: j === 2 ? [] : ['threadPrep'],
        image: 'main',
      })),
    })),
    describe: ({ facts }) =>
      `Pierce-and-extrude tool that forms a collar ready for ${facts.m} thread forming, for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}. Doubles the thread length compared with tapping the bare sheet; pierces the pilot hole in a separate hit.`,
  },
  {
    key: 'form-countersink',
    category: 'countersinks',
    skuPrefix: 'NB-FT-CS',
    baseName: 'Countersink Forming Tool',
    drawing: 'countersink-tool',
    system: 'thickTurret',
    kind: 'turret',
    items: (['M3 90°', 'M4 90°', 'M5 90°', 'M6 90°', 'M8 90°', '#6 82°', '#8 82°', '#10 82°'] as const).map((screw, i) => ({
      label: `${screw} – ${i === 4 ? 'C' : 'B'} Station`,
      code: `${screw.split(' ')[0].replace('#', 'N')}-${i === 4 ? 'C' : 'B'}`,
      priceCents: 0,
      facts: { screw, s: i === 4 ? 'C' : 'B' },
      variants: gaugeVariants(
        24500 + i * 1800,
        [
          [1.0, 1.5],
          [1.5, 2.5],
          [2.5, 3.0],
        ].slice(0, 2 + (i % 2)) as [number, number][],
        ['t 1.0–1.5 mm', 't 1.5–2.5 mm', 't 2.5–3.0 mm'],
        ['coating'],
      ),
    })),
    describe: ({ facts }) =>
      `Formed countersink for ${facts.screw} flat-head screws, for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}. Forms the countersink and pierces in two hits, so no deburring or machining is needed after punching.`,
  },
  {
    key: 'form-emboss',
    category: 'embossing',
    skuPrefix: 'NB-FT-EM',
    baseName: 'Embossing Tool',
    drawing: 'emboss-tool',
    system: 'thickTurret',
    kind: 'turret',
    items: [
      ['Dimple Ø 10.0 mm × 1.5 mm', 'DM-10', 'C', 21500],
      ['Dimple Ø 20.0 mm × 2.0 mm', 'DM-20', 'C', 24900],
      ['Half-Shear Ø 6.0 mm', 'HS-06', 'B', 17900],
      ['Stiffening Rib 60 × 8 mm', 'RB-60', 'D', 38500],
      ['Lance & Form 20 × 5 mm', 'LF-20', 'C', 29900],
      ['Blank Nameplate Frame 80 × 40 mm', 'NP-80', 'E', 61500],
    ].map(([label, code, s, price]) => ({
      label: `${label} – ${s} Station`,
      code: `${code}-${s}`,
      priceCents: Number(price),
      facts: { label, s },
    })),
    describe: ({ facts }) =>
      `${facts.label} embossing tool for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}, polished to avoid scratching the sheet. Adds stiffness, locating features or spacing bosses in one hit.`,
  },
  {
    key: 'form-bridge',
    category: 'bridges-card-guides',
    skuPrefix: 'NB-FT-BR',
    baseName: 'Forming Tool',
    drawing: 'emboss-tool',
    system: 'thickTurret',
    kind: 'turret',
    items: [
      ['Card Guide 1.6 × 20 mm', 'CG-16', 'C', 33500],
      ['Card Guide 3.0 × 25 mm', 'CG-30', 'C', 35900],
      ['Bridge 6 × 30 mm', 'BR-06', 'D', 39900],
      ['Cable-Tie Bridge 4 × 16 mm', 'CT-04', 'C', 31500],
      ['Hinge Form 10 × 40 mm', 'HG-10', 'D', 42900],
    ].map(([label, code, s, price]) => ({
      label: `${label} – ${s} Station`,
      code: `${code}-${s}`,
      priceCents: Number(price),
      facts: { label, s },
    })),
    describe: ({ facts }) =>
      `${facts.label} forming tool for ${stationText(facts.s as Station)} holders. ${FORM_STEEL}. Lances and forms the feature in one hit; works in mild steel, galvanised steel and aluminium up to 1.5 mm.`,
  },
];
