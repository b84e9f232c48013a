import { toolSetKey, type FamilyDef, type VariantSpec } from './family-types.js';
import { mmIn } from './stations.js';
import { fmt1, sizeCode, roundPrice } from './util.js';

/** Trumpf-style sizes: size 0 up to Ø 10.5, size 1 up to Ø 30, size 2 up to Ø 76.2. */
const sizeClass = (mm: number): 0 | 1 | 2 => (mm <= 10.5 ? 0 : mm <= 30 ? 1 : 2);

const STEEL = 'Ground from 1.3343 (M2) high-speed steel and hardened to 62–64 HRC';

const SIZE1: [string, string, number, number][] = [
  ['Round Ø 3.0 mm', 'RD-0300', 3.0, 5900],
  ['Round Ø 5.0 mm', 'RD-0500', 5.0, 5900],
  ['Round Ø 8.0 mm', 'RD-0800', 8.0, 6400],
  ['Round Ø 10.5 mm', 'RD-1050', 10.5, 6900],
  ['Round Ø 16.0 mm', 'RD-1600', 16.0, 8900],
  ['Round Ø 20.0 mm', 'RD-2000', 20.0, 9400],
  ['Round Ø 25.0 mm', 'RD-2500', 25.0, 9900],
  ['Round Ø 30.0 mm', 'RD-3000', 30.0, 10900],
  ['Rectangle 5 × 20 mm', 'RE-0520', 20.6, 12900],
  ['Rectangle 10 × 30 mm', 'RE-1030', 28.3, 14900],
  ['Oblong 6 × 20 mm', 'OB-0620', 20.0, 13500],
];

function size2Variants(base: number, squareish: boolean): VariantSpec[] {
  return (
    [
      [30.1, 40.0],
      [40.1, 60.0],
      [60.1, 76.2],
    ] as [number, number][]
  ).map(([lo, hi], i) => ({
    name: `${squareish ? '□' : 'Ø'} ${fmt1(lo)}–${fmt1(hi)}`,
    code: sizeCode(lo),
    priceCents: roundPrice(base * (1 + i * 0.18)),
    description: `Made to your size between ${fmt1(lo)} and ${fmt1(hi)} mm.`,
    mm: [lo, hi],
    inch: true,
    options: i === 2 ? ['grind', 'coating', 'steel'] : ['grind', 'coating'],
    image: i === 1 ? 'detail' : 'main',
  }));
}

export const TRUMPF_FAMILIES: FamilyDef[] = [
  {
    key: 'tr-punch-1',
    category: 'trumpf-style-punches-size-1',
    skuPrefix: 'NB-TR-P1',
    baseName: 'Trumpf-Style Punch Size 1',
    drawing: 'trumpf-punch',
    system: 'trumpfStyle',
    kind: 'turret',
    items: SIZE1.map(([label, code, size, price]) => ({
      label,
      code,
      priceCents: price,
      facts: { label, size },
      toolSet: label.startsWith('Round') ? toolSetKey('trumpfStyle', 'round', size) : undefined,
    })),
    describe: ({ facts }) =>
      `${facts.label} punch insert for Trumpf-style size ${sizeClass(Number(facts.size))} and size 1 adapters (TruPunch, TruMatic and TC series). ${STEEL}. Supplied with the orientation notch ground, ready to mount in the standard punch holder.`,
  },
  {
    key: 'tr-punch-2',
    category: 'trumpf-style-punches-size-2',
    skuPrefix: 'NB-TR-P2',
    baseName: 'Trumpf-Style Punch Size 2',
    drawing: 'trumpf-punch',
    detail: 'round-punch-detail',
    system: 'trumpfStyle',
    kind: 'turret',
    items: [
      { label: 'Round', code: 'RD', priceCents: 0, facts: { shape: 'Round' }, variants: size2Variants(16900, false) },
      { label: 'Square', code: 'SQ', priceCents: 0, facts: { shape: 'Square' }, variants: size2Variants(19900, true) },
      { label: 'Rectangle', code: 'RE', priceCents: 0, facts: { shape: 'Rectangle' }, variants: size2Variants(21900, true).slice(0, 2) },
    ],
    describe: ({ facts }) =>
      `${facts.shape} size 2 punch for Trumpf-style tooling, Ø 30.1 to 76.2 mm. ${STEEL}. Made to order to your exact size; shear grinds cut punching force by up to 30 % on thick plate.`,
  },
  {
    key: 'tr-die',
    category: 'trumpf-style-dies',
    skuPrefix: 'NB-TR-DI',
    baseName: 'Trumpf-Style Die',
    drawing: 'trumpf-die',
    system: 'trumpfStyle',
    kind: 'turret',
    // A die for every round size-1 punch (a die set, issue 28), 10.0 beside 10.5 and one of size 2.
    items: [3.0, 5.0, 8.0, 10.0, 10.5, 16.0, 20.0, 25.0, 30.0, 50.0].map((d, i) => ({
      label: `Round Ø ${fmt1(d)} mm`,
      code: `RD-${sizeCode(d)}`,
      priceCents: 0,
      facts: { d },
      toolSet: toolSetKey('trumpfStyle', 'round', d),
      // One die body, re-ground per clearance; the clearance chart link helps pick it.
      variants: (['Standard Land', 'Slug-Free', 'Thick Plate'] as const).slice(0, i % 2 === 0 ? 3 : 2).map((land, j): VariantSpec => ({
        name: land,
        code: ['ST', 'SF', 'TP'][j],
        priceCents: roundPrice((4900 + d * 90) * (1 + j * 0.2)),
        description: `${land} die; choose the clearance for your sheet.`,
        options: j === 2 ? ['dieClearance', 'coating'] : ['dieClearance'],
        infoLink: i === 0 && j === 0,
        image: j === 1 ? 'none' : 'main',
      })),
    })),
    describe: ({ facts }) =>
      `Die for Trumpf-style Ø ${mmIn(Number(facts.d))} punches, size ${sizeClass(Number(facts.d))}. Made from 1.2379 (D2) tool steel hardened to 60 HRC with a straight land and tapered relief. Fits the standard die adapter without shims.`,
  },
  {
    key: 'tr-stripper',
    category: 'trumpf-style-strippers',
    skuPrefix: 'NB-TR-ST',
    baseName: 'Trumpf-Style Stripper',
    drawing: 'stripper-plate',
    system: 'trumpfStyle',
    kind: 'turret',
    items: [
      ['Size 0 Round', 'S0-RD', 3900],
      ['Size 1 Round', 'S1-RD', 4900],
      ['Size 1 Shaped', 'S1-SH', 5900],
      ['Size 2 Round', 'S2-RD', 7900],
    ].map(([label, code, price]) => ({
      label: String(label),
      code: String(code),
      priceCents: Number(price),
      facts: { label },
    })),
    describe: ({ facts }) =>
      `${facts.label} stripper for Trumpf-style punches, made from hardened 1.2842 steel. The opening is finished 0.3 mm over the punch size; stamped with the size for quick identification.`,
  },
  {
    key: 'tr-multitool',
    category: 'trumpf-style-multitools',
    skuPrefix: 'NB-TR-MT',
    baseName: 'Trumpf-Style MultiTool',
    drawing: 'multitool',
    system: 'trumpfStyle',
    kind: 'turret',
    items: [
      {
        label: '5-Fold Round',
        code: '5R',
        priceCents: 0,
        facts: { n: 5 },
        variants: [
          ['Ø 3/4/5/6/8', 39500],
          ['Ø 4/5/6/8/10', 41500],
          ['Ø 2.5/3.3/4.2/5/6.8', 43500],
        ],
      },
      {
        label: '10-Fold Round',
        code: '10R',
        priceCents: 0,
        facts: { n: 10 },
        variants: [
          ['Ø 2–6.5 (10)', 68500],
          ['Ø 3–8 (10)', 71500],
        ],
      },
      {
        label: '3-Fold Shaped',
        code: '3S',
        priceCents: 0,
        facts: { n: 3 },
        variants: [
          ['Rect/Oblong', 52900],
          ['Square/Rect', 54900],
        ],
      },
    ].map((it) => ({
      ...it,
      variants: (it.variants as [string, number][]).map(([name, price], j): VariantSpec => ({
        name,
        code: `S${j + 1}`,
        priceCents: price,
        description: `Inserts ${name}; each insert is replaceable.`,
        options: j === 0 ? ['coating'] : [],
        image: 'main',
      })),
    })),
    describe: ({ facts }) =>
      `${facts.n}-fold MultiTool carrying ${facts.n} punch inserts in one Trumpf-style station; the machine rotates the tool to select an insert. Saves tool changes on parts with many small holes. Inserts are M2 steel at 62–64 HRC and can be replaced singly.`,
  },
];
