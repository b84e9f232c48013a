import type { FamilyDef, FamilyItem, VariantSpec } from './family-types.js';
import { fmt1, roundPrice } from './util.js';

/** European (Promecam) style lengths: 835 mm full length, shorter sections and horns to build any length. */
const LENGTHS: { name: string; code: string; factor: number; text: string; custom?: boolean }[] = [
  {
    name: '835 mm Sect.',
    code: '835S',
    factor: 1.1,
    text: 'Sectioned set 10-15-20-40-50-100-200-400 mm (835 mm total) for boxes of any length.',
  },
  { name: '835 mm Solid', code: '835', factor: 1.0, text: 'Full-length 835 mm solid section with ground ends for gap-free lining up.' },
  { name: '515 mm', code: '515', factor: 0.68, text: '515 mm solid section with ground ends.' },
  { name: '415 mm', code: '415', factor: 0.58, text: '415 mm solid section; two make up a standard 830 mm station.' },
  {
    name: 'Horns 2×50',
    code: 'H50',
    factor: 0.36,
    text: 'Pair of 50 mm horn end sections that clear return flanges at both ends of a box.',
  },
  { name: 'Custom Cut', code: 'CUT', factor: 0.8, text: 'Cut to the length you enter, up to 835 mm, with ground ends.', custom: true },
];

function lengthVariants(base: number, count: number, punch: boolean, seed: number): VariantSpec[] {
  const picks = LENGTHS.slice(0, count - 1).concat(LENGTHS[5]);
  return picks.map((l, i) => ({
    name: l.name,
    code: l.code,
    priceCents: roundPrice(base * l.factor),
    description: l.text,
    mm: l.custom ? [20, 835] : undefined,
    inch: l.custom && seed % 2 === 0,
    // Short sections and horns are stock items with nothing to configure.
    options: l.factor < 0.6 ? [] : punch ? (seed % 3 === 0 ? ['tang', 'hardening'] : ['tang']) : ['hardening'],
    image: i === 0 ? 'detail' : i === picks.length - 2 ? 'none' : 'main',
  }));
}

const PUNCH_STEEL = 'Made from 42CrMo4 steel, CNC ground to ±0.01 mm, with the working tip induction hardened to 56 HRC';
const DIE_STEEL = 'Made from 42CrMo4 steel with induction-hardened shoulders (56 HRC) and a precision-ground V opening';

function punches(list: [number, number, number][], basePrice: number, count: number): FamilyItem[] {
  return list.map(([angle, r, h], i) => ({
    label: `${angle}° R${fmt1(r)} – H ${h} mm`,
    code: `${angle}-R${String(Math.round(r * 10)).padStart(2, '0')}-H${h}`,
    priceCents: 0,
    facts: { angle, r, h },
    variants: lengthVariants(basePrice + h * 90 + i * 1500, count - (i % 2), true, i),
  }));
}

export const BRAKE_FAMILIES: FamilyDef[] = [
  {
    key: 'pb-gooseneck',
    category: 'gooseneck-punches-standard',
    skuPrefix: 'NB-PB-GN',
    baseName: 'Press Brake Gooseneck Punch',
    drawing: 'brake-gooseneck',
    detail: 'brake-sections',
    extra: 'brake-single-v',
    system: 'pressBrake',
    kind: 'brake',
    items: punches(
      [
        [88, 0.8, 120],
        [88, 0.6, 105],
        [85, 1.0, 120],
        [86, 0.2, 95],
      ],
      41000,
      6,
    ),
    describe: ({ facts }) =>
      `Gooseneck punch ${facts.angle}° with R${fmt1(Number(facts.r))} mm tip, ${facts.h} mm high, for European (Promecam) clamping. ${PUNCH_STEEL}. The deep relief clears return flanges up to 65 mm for U-channels and boxes; rated 100 t/m.`,
  },
  {
    key: 'pb-gooseneck-deep',
    category: 'gooseneck-punches-deep',
    skuPrefix: 'NB-PB-GD',
    baseName: 'Press Brake Deep Gooseneck Punch',
    drawing: 'brake-gooseneck',
    detail: 'brake-sections',
    system: 'pressBrake',
    kind: 'brake',
    items: punches(
      [
        [88, 0.8, 200],
        [85, 1.0, 180],
      ],
      52000,
      5,
    ),
    describe: ({ facts }) =>
      `Deep gooseneck punch ${facts.angle}° R${fmt1(Number(facts.r))}, ${facts.h} mm high, for deep boxes and pans with tall return flanges. ${PUNCH_STEEL}. Rated 60 t/m; keep bending force below the value stamped on the tool.`,
  },
  {
    key: 'pb-straight',
    category: 'straight-punches',
    skuPrefix: 'NB-PB-SP',
    baseName: 'Press Brake Straight Punch',
    drawing: 'brake-straight',
    detail: 'brake-sections',
    system: 'pressBrake',
    kind: 'brake',
    items: punches(
      [
        [88, 0.8, 105],
        [88, 3.0, 105],
        [90, 1.0, 100],
        [88, 6.0, 120],
      ],
      33000,
      5,
    ),
    describe: ({ facts }) =>
      `Straight punch ${facts.angle}° with R${fmt1(Number(facts.r))} mm tip, ${facts.h} mm high, for European (Promecam) clamping. ${PUNCH_STEEL}. The stiffest profile for heavy air bending up to 120 t/m; ${Number(facts.r) >= 3 ? 'the large radius suits high-strength steel and aluminium that crack on sharp tips' : 'the sharp tip gives tight inside radii on thin sheet'}.`,
  },
  {
    key: 'pb-acute',
    category: 'acute-punches',
    skuPrefix: 'NB-PB-AC',
    baseName: 'Press Brake Acute Punch',
    drawing: 'brake-acute',
    system: 'pressBrake',
    kind: 'brake',
    items: punches(
      [
        [30, 0.2, 100],
        [28, 0.6, 95],
        [26, 0.4, 105],
      ],
      36000,
      4,
    ),
    describe: ({ facts }) =>
      `Acute-angle punch ${facts.angle}° R${fmt1(Number(facts.r))}, ${facts.h} mm high, for bends past 90° and the first stage of hems. ${PUNCH_STEEL}. Use with a 30° acute die; rated 50 t/m.`,
  },
  {
    key: 'pb-die-88',
    category: 'single-v-dies-88-deg',
    skuPrefix: 'NB-PB-1V',
    baseName: 'Press Brake Die 1V 88°',
    drawing: 'brake-single-v',
    detail: 'brake-sections',
    extra: 'brake-straight',
    system: 'pressBrake',
    kind: 'brake',
    items: [6, 8, 10, 12, 16, 20].map((v, i) => ({
      label: `– V ${v} mm`,
      code: `88-V${String(v).padStart(2, '0')}`,
      priceCents: 0,
      facts: { v },
      variants: lengthVariants(29000 + v * 700, 4 + (i % 3), false, i),
    })),
    describe: ({ facts }) =>
      `Single V die, 88° opening V ${facts.v} mm, 60 mm wide, for European (Promecam) die holders. ${DIE_STEEL}. Best for air bending mild steel ${fmt1(Number(facts.v) / 8)}–${fmt1(Number(facts.v) / 6)} mm thick (V = 6–8 × thickness).`,
  },
  {
    key: 'pb-die-30',
    category: 'single-v-dies-30-deg',
    skuPrefix: 'NB-PB-1V',
    baseName: 'Press Brake Acute Die 30°',
    drawing: 'brake-single-v',
    system: 'pressBrake',
    kind: 'brake',
    items: [6, 10, 16].map((v, i) => ({
      label: `– V ${v} mm`,
      code: `30-V${String(v).padStart(2, '0')}`,
      priceCents: 0,
      facts: { v },
      variants: lengthVariants(34000 + v * 800, 3 + i, false, i + 1),
    })),
    describe: ({ facts }) =>
      `Acute V die 30°, V ${facts.v} mm, for bends past 90° and the pre-bend of a hem. ${DIE_STEEL}. Pair with a 26°–30° acute punch; flatten the hem afterwards on a hemming die.`,
  },
  {
    key: 'pb-die-multi',
    category: 'multi-v-dies',
    skuPrefix: 'NB-PB-MV',
    baseName: 'Press Brake Multi-V Die',
    drawing: 'brake-multi-v',
    system: 'pressBrake',
    kind: 'brake',
    items: [
      ['4-Way V 12/16/22/35 mm – 835 mm', '4W-12-835', 64500],
      ['4-Way V 6/10/14/18 mm – 835 mm', '4W-06-835', 59500],
      ['4-Way V 25/35/50/63 mm – 500 mm', '4W-25-500', 88500],
      ['2-Way V 8/12 mm – 835 mm', '2W-08-835', 42500],
    ].map(([label, code, price]) => ({ label: String(label), code: String(code), priceCents: Number(price), facts: { label } })),
    describe: ({ facts }) =>
      `Multi-V die block (${facts.label}); rotate the block to change the V opening without a second die. Made from through-hardened 4140 steel at 42 HRC. The economical choice for job shops bending a wide range of thicknesses on one brake.`,
  },
  {
    key: 'pb-hemming',
    category: 'hemming-dies',
    skuPrefix: 'NB-PB-HM',
    baseName: 'Press Brake',
    drawing: 'brake-hemming',
    system: 'pressBrake',
    kind: 'brake',
    items: [
      ['Hemming Die 30° V10 Spring-Loaded', 'HD-30-V10', 98000],
      ['Flattening Die 60 mm Wide', 'FD-60', 54000],
      ['Hemming Punch & Die Set 35°', 'HS-35', 112000],
    ].map(([label, code, price], i) => ({
      label: String(label),
      code: String(code),
      priceCents: 0,
      facts: { label },
      variants: lengthVariants(Number(price), 3 + i, false, i),
    })),
    describe: ({ facts }) =>
      `${facts.label} for closing hems in two steps: pre-bend to 30° in the V, then flatten on the top face. ${DIE_STEEL}. Handles hems in mild steel up to 2.0 mm and stainless up to 1.5 mm.`,
  },
];
