import type { FamilyDef, VariantSpec } from './family-types.js';
import { stationText, type Station } from './stations.js';
import { roundPrice } from './util.js';

type Row = [label: string, code: string, price: number, station: string];

const plain = (rows: Row[]) => rows.map(([label, code, priceCents, s]) => ({ label, code, priceCents, facts: { label, s } }));

/** Keys and liners come in fixed sizes: variants with nothing to configure, exercising the disabled expand button. */
const fixedVariants = (names: [string, string, number][]): VariantSpec[] =>
  names.map(([name, code, price], i) => ({
    name,
    code,
    priceCents: price,
    description: `${name}, stock size.`,
    image: i === 0 ? 'main' : 'none',
  }));

/** Nominal outer diameters of B, C and D guide liners. */
const BORES = [47.6, 63.5, 101.6];

export const PART_FAMILIES: FamilyDef[] = [
  {
    key: 'sp-spring-punch',
    category: 'springs-punch',
    skuPrefix: 'NB-SP-SPR',
    baseName: 'Punch Spring',
    drawing: 'spring',
    system: 'anyTurret',
    kind: 'turret',
    items: plain([
      ['Standard – A Station', 'A-STD', 3800, 'A'],
      ['Heavy – A Station', 'A-HVY', 4400, 'A'],
      ['Standard – B Station', 'B-STD', 4600, 'B'],
      ['Heavy – B Station', 'B-HVY', 5200, 'B'],
      ['Standard – C Station', 'C-STD', 6900, 'C'],
      ['Standard – D Station', 'D-STD', 8900, 'D'],
    ]),
    describe: ({ facts }) =>
      `Replacement stripping spring (${String(facts.label).split(' – ')[0].toLowerCase()} rate) for ${stationText(facts.s as Station)} punch assemblies. Chrome-silicon spring wire, shot-peened and pre-set for 1 million+ strokes. Replace springs in sets when stripping becomes noisy or the sheet lifts.`,
  },
  {
    key: 'sp-spring-die',
    category: 'springs-die',
    skuPrefix: 'NB-SP-DSP',
    baseName: 'ISO 10243 Die Spring',
    drawing: 'spring',
    system: 'anyTurret',
    kind: 'turret',
    items: plain([
      ['Ø 20 × 38 mm Light (Blue)', '20-38-B', 3800, ''],
      ['Ø 20 × 51 mm Medium (Red)', '20-51-R', 4200, ''],
      ['Ø 25 × 64 mm Heavy (Gold)', '25-64-G', 5600, ''],
      ['Ø 32 × 76 mm Medium (Red)', '32-76-R', 6900, ''],
      ['Ø 40 × 89 mm Heavy (Gold)', '40-89-G', 9400, ''],
    ]),
    describe: ({ facts }) =>
      `Rectangular-wire die spring ${facts.label} to ISO 10243, colour coded by load. Chrome-alloy steel, for forming tool strippers and spring-loaded dies. Keep deflection under 25 % of free length for long life.`,
  },
  {
    key: 'sp-key',
    category: 'keys',
    skuPrefix: 'NB-SP-KEY',
    baseName: 'Punch Key',
    drawing: 'key',
    system: 'anyTurret',
    kind: 'turret',
    items: [
      {
        label: '– A Station',
        code: 'A',
        priceCents: 0,
        facts: { s: 'A' },
        variants: fixedVariants([
          ['Key 0°', '00', 3800],
          ['Key 90°', '90', 3800],
        ]),
      },
      {
        label: '– B Station',
        code: 'B',
        priceCents: 0,
        facts: { s: 'B' },
        variants: fixedVariants([
          ['Key 0°', '00', 3900],
          ['Key 45°', '45', 4100],
          ['Key 90°', '90', 3900],
        ]),
      },
      {
        label: '– C/D Station',
        code: 'CD',
        priceCents: 0,
        facts: { s: 'C' },
        variants: fixedVariants([
          ['Key 0°', '00', 4400],
          ['Key 90°', '90', 4400],
        ]),
      },
      ...plain([
        ['Guide Key Kit – A/B Station (10 pcs)', 'KIT-AB', 9900, 'B'],
        ['Die Key – B Station', 'DIE-B', 3900, 'B'],
        ['Die Key – C/D Station', 'DIE-CD', 4200, 'C'],
      ]),
    ],
    describe: ({ facts }) =>
      `Hardened keys that lock punch orientation in ${stationText(facts.s as Station)} guides and die holders. Ground from O1 tool steel at 52–54 HRC for a zero-play fit. A worn key lets shaped punches rotate and chip; replace it at every regrind.`,
  },
  {
    key: 'sp-guide',
    category: 'guide-assemblies-guides',
    skuPrefix: 'NB-SP-GDA',
    baseName: 'Punch Guide Assembly',
    drawing: 'guide-assembly',
    system: 'thickTurret',
    kind: 'turret',
    items: plain([
      ['– A Station', 'A', 28500, 'A'],
      ['– B Station', 'B', 36500, 'B'],
      ['– C Station', 'C', 54500, 'C'],
      ['– D Station', 'D', 78500, 'D'],
    ]),
    describe: ({ facts }) =>
      `Complete punch guide assembly for ${stationText(facts.s as Station)} thick turret tooling: guide, spring, retainer and head, ready for a punch tip. Guide bore honed to H6 and nitrided for wear. Accepts our punches and other thick-turret punch tips of the same station.`,
  },
  {
    key: 'sp-bushing',
    category: 'guide-assemblies-bushings',
    skuPrefix: 'NB-SP-BSH',
    baseName: 'Guide Bushing',
    drawing: 'guide-assembly',
    system: 'thickTurret',
    kind: 'turret',
    items: (['B', 'C', 'D'] as const).map((s, i) => ({
      label: `– ${s} Station`,
      code: s,
      priceCents: 0,
      facts: { s },
      variants: [
        ...fixedVariants([['Standard Bore', 'STD', roundPrice(9500 + i * 4200)]]),
        // Oversize liners are reamed to suit a worn turret bore, so the bore is measured.
        {
          name: 'Oversize Bore',
          code: 'OS',
          priceCents: roundPrice(12500 + i * 5200),
          description: 'Outer diameter ground to your measured turret bore.',
          mm: [BORES[i], BORES[i] + 0.3] as [number, number],
          inch: true,
          options: ['coating'],
          image: 'main' as const,
        },
      ],
    })),
    describe: ({ facts }) =>
      `Turret guide bushing (liner) for ${stationText(facts.s as Station)} bores. Bronze-graphite lined steel shell that restores guide alignment in worn upper turrets. Press-fit; check the bore before ordering an oversize liner.`,
  },
];
