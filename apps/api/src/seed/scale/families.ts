/**
 * Word lists of the scale catalog: a 3-level category tree (10 main, 40 children, 120 leaves)
 * and, per main category, how a product in one of its leaves is named. Names and part numbers
 * follow the shapes a tooling shop uses, e.g. "Thick Turret Round Punch Ø 12.5 mm B Station" and
 * NB-TT-RD-B-01250-000123, so that search and list payloads look like the real thing.
 */
import type { MachineKind, ToolingSystem } from '../catalog/makes.js';

export type Rng = () => number;

export interface Leaf {
  name: string;
  code: string;
}

export interface ChildDef {
  name: string;
  code: string;
  leaves: Leaf[];
}

/** What a family builder returns: the name and the pieces of the part number. */
export interface NamedTool {
  name: string;
  /** Shape or type code, the 3rd part of the SKU. */
  shape: string;
  /** Station, size class or style code, the 4th part of the SKU. */
  station: string;
  /** Main size in mm; the SKU carries it in hundredths. */
  sizeMm: number;
  /** How variants of this tool differ: by size (measured), by length, or by pack size. */
  variantKind: 'size' | 'length' | 'pack';
}

export interface MainDef {
  name: string;
  code: string;
  /** Share of the products that land in this main category (relative weight). */
  weight: number;
  system: ToolingSystem;
  kind: MachineKind;
  /** Base price range in dollars. */
  price: [number, number];
  children: ChildDef[];
  build: (rng: Rng, child: ChildDef, leaf: Leaf) => NamedTool;
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const between = (rng: Rng, min: number, max: number, step: number): number =>
  Number((Math.round((min + rng() * (max - min)) / step) * step).toFixed(2));
/** 12 -> '12.0', 12.5 -> '12.5', 12.25 -> '12.25'. */
export const mm = (n: number): string => (Math.round(n * 10) === n * 10 ? n.toFixed(1) : n.toFixed(2));

const STATIONS: ChildDef[] = (['A', 'B', 'C', 'D'] as const).map((s) => ({
  name: `${s} Station`,
  code: s,
  leaves: [
    { name: 'Round Punches', code: 'RD' },
    { name: 'Shaped Punches', code: 'SH' },
    { name: 'Dies', code: 'DI' },
  ],
}));
const STATION_RANGE: Record<string, [number, number]> = { A: [1.6, 12.7], B: [12.8, 31.7], C: [31.8, 50.8], D: [50.9, 88.9] };
const TRUMPF_SIZES: ChildDef[] = [0, 1, 2, 3].map((s) => ({
  name: `Size ${s}`,
  code: `S${s}`,
  leaves: [
    { name: 'Round Punches', code: 'RD' },
    { name: 'Shaped Punches', code: 'SH' },
    { name: 'Dies', code: 'DI' },
  ],
}));
const TRUMPF_RANGE: Record<string, [number, number]> = { S0: [1, 10.5], S1: [10.5, 30], S2: [30, 76.2], S3: [76.2, 105] };
const SHAPES = [
  { name: 'Square', code: 'SQ' },
  { name: 'Rectangle', code: 'RE' },
  { name: 'Obround', code: 'OB' },
  { name: 'Single D', code: 'SD' },
  { name: 'Double D', code: 'DD' },
] as const;
const BRAKE_STYLES: Leaf[] = [
  { name: 'European Style', code: 'EU' },
  { name: 'American Style', code: 'AM' },
  { name: 'New Standard', code: 'NS' },
];
const SYSTEM_LEAVES: Leaf[] = [
  { name: 'Thick Turret', code: 'TT' },
  { name: 'Trumpf Style', code: 'TR' },
  { name: 'Thin Turret', code: 'TN' },
];

/** Round, shaped punch or die of a turret system, sized for its station. */
function turretTool(system: string, range: Record<string, [number, number]>) {
  return (rng: Rng, child: ChildDef, leaf: Leaf): NamedTool => {
    const [lo, hi] = range[child.code];
    const size = between(rng, lo, hi, 0.1);
    const where = child.name.endsWith('Station') ? `${child.code} Station` : child.name;
    if (leaf.code === 'RD')
      return {
        name: `${system} Round Punch Ø ${mm(size)} mm ${where}`,
        shape: 'RD',
        station: child.code,
        sizeMm: size,
        variantKind: 'size',
      };
    if (leaf.code === 'SH') {
      const shape = pick(rng, SHAPES);
      const w = Math.max(1, between(rng, lo * 0.3, size * 0.7, 0.5));
      return {
        name: `${system} ${shape.name} Punch ${mm(w)} x ${mm(size)} mm ${where}`,
        shape: shape.code,
        station: child.code,
        sizeMm: size,
        variantKind: 'size',
      };
    }
    const clearance = pick(rng, [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]);
    return {
      name: `${system} Round Die Ø ${mm(size)} mm Clearance ${clearance} mm ${where}`,
      shape: 'DI',
      station: child.code,
      sizeMm: size,
      variantKind: 'size',
    };
  };
}

const BRAKE_PUNCHES = [
  { name: 'Straight Punches', code: 'ST', noun: 'Straight Punch', angles: [85, 88, 90] },
  { name: 'Gooseneck Punches', code: 'GN', noun: 'Gooseneck Punch', angles: [85, 88, 90] },
  { name: 'Acute Angle Punches', code: 'AC', noun: 'Acute Punch', angles: [26, 28, 30, 35] },
  { name: 'Radius Punches', code: 'RA', noun: 'Radius Punch', angles: [85, 88, 90] },
];
const BRAKE_DIES = [
  { name: 'Single V Dies', code: 'SV', noun: 'Single V Die', angles: [85, 88, 90] },
  { name: 'Multi V Dies', code: 'MV', noun: 'Multi V Die', angles: [85, 88] },
  { name: 'Acute Angle Dies', code: 'AD', noun: 'Acute Die', angles: [30, 35, 60] },
  { name: 'Hemming Dies', code: 'HM', noun: 'Hemming Die', angles: [30, 35] },
];
const brakeChildren = (list: typeof BRAKE_PUNCHES): ChildDef[] => list.map((c) => ({ name: c.name, code: c.code, leaves: BRAKE_STYLES }));
const SYSTEM_CHILD = (names: [string, string][]): ChildDef[] => names.map(([name, code]) => ({ name, code, leaves: SYSTEM_LEAVES }));

const MAINTENANCE: Record<string, string[]> = {
  GR: ['Punch Grinding Wheel CBN', 'Die Sharpening Stone', 'Tool Grinding Fixture', 'Magnetic Grinding Chuck'],
  LU: ['Tool Lubricant Spray', 'Punch Press Tooling Oil', 'Anti-Galling Paste', 'Lubrication Pad Set'],
  ST: ['Tool Storage Cabinet', 'Turret Tool Trolley', 'Die Storage Rack', 'Tooling Drawer Insert'],
  ME: ['Digital Punch Height Gauge', 'Clearance Feeler Set', 'Tool Alignment Mandrel', 'Angle Protractor Gauge'],
};

export const MAIN_CATEGORIES: MainDef[] = [
  {
    name: 'Thick Turret Tooling',
    code: 'TT',
    weight: 18,
    system: 'thickTurret',
    kind: 'turret',
    price: [45, 420],
    children: STATIONS,
    build: turretTool('Thick Turret', STATION_RANGE),
  },
  {
    name: 'Thin Turret Tooling',
    code: 'TN',
    weight: 10,
    system: 'thickTurret',
    kind: 'turret',
    price: [35, 260],
    children: STATIONS,
    build: turretTool('Thin Turret', STATION_RANGE),
  },
  {
    name: 'Trumpf Style Tooling',
    code: 'TR',
    weight: 13,
    system: 'trumpfStyle',
    kind: 'turret',
    price: [55, 480],
    children: TRUMPF_SIZES,
    build: turretTool('Trumpf Style', TRUMPF_RANGE),
  },
  {
    name: 'Press Brake Punches',
    code: 'PB',
    weight: 15,
    system: 'pressBrake',
    kind: 'brake',
    price: [180, 2400],
    children: brakeChildren(BRAKE_PUNCHES),
    build: (rng, child, leaf) => {
      const t = BRAKE_PUNCHES.find((p) => p.code === child.code)!;
      const h = pick(rng, [67, 95, 100, 120, 135, 160, 220]);
      const r = pick(rng, [0.2, 0.6, 0.8, 1, 1.5, 3, 5]);
      return {
        name: `Press Brake ${t.noun} ${pick(rng, t.angles)}° R${r} H ${h} mm ${leaf.name}`,
        shape: t.code,
        station: leaf.code,
        sizeMm: h,
        variantKind: 'length',
      };
    },
  },
  {
    name: 'Press Brake Dies',
    code: 'PD',
    weight: 11,
    system: 'pressBrake',
    kind: 'brake',
    price: [150, 1900],
    children: brakeChildren(BRAKE_DIES),
    build: (rng, child, leaf) => {
      const t = BRAKE_DIES.find((p) => p.code === child.code)!;
      const v = pick(rng, [6, 8, 10, 12, 16, 20, 25, 32, 40, 50]);
      return {
        name: `Press Brake ${t.noun} V ${v} mm ${pick(rng, t.angles)}° H ${pick(rng, [46, 60, 75, 100])} mm ${leaf.name}`,
        shape: t.code,
        station: leaf.code,
        sizeMm: v,
        variantKind: 'length',
      };
    },
  },
  {
    name: 'Forming Tools',
    code: 'FT',
    weight: 8,
    system: 'anyTurret',
    kind: 'turret',
    price: [320, 2600],
    children: [
      { name: 'Louver Tools', code: 'LV', leaves: [] },
      { name: 'Extrusion Tools', code: 'EX', leaves: [] },
      { name: 'Countersink Tools', code: 'CS', leaves: [] },
      { name: 'Emboss Tools', code: 'EM', leaves: [] },
    ].map((c) => ({
      ...c,
      leaves: [
        { name: 'For Mild Steel', code: 'MS' },
        { name: 'For Stainless Steel', code: 'SS' },
        { name: 'For Aluminium', code: 'AL' },
      ],
    })),
    build: (rng, child, leaf) => {
      const size = between(rng, 4, 76, 0.5);
      const station = pick(rng, ['B', 'C', 'D']);
      const what = child.name.replace(' Tools', '');
      const dims =
        child.code === 'LV'
          ? `${mm(size)} x ${mm(pick(rng, [4, 6, 8]))} mm`
          : `Ø ${mm(size)} mm${child.code === 'CS' ? ` ${pick(rng, [82, 90, 100])}°` : ''}`;
      return {
        name: `${what} Forming Tool ${dims} ${station} Station ${leaf.name.toLowerCase()}`,
        shape: child.code,
        station,
        sizeMm: size,
        variantKind: 'size',
      };
    },
  },
  {
    name: 'Holders & Adapters',
    code: 'DH',
    weight: 6,
    system: 'anyTurret',
    kind: 'turret',
    price: [60, 900],
    children: SYSTEM_CHILD([
      ['Die Holders', 'DH'],
      ['Punch Guides', 'PG'],
      ['Index Adapters', 'IA'],
      ['Keys & Shims', 'KS'],
    ]),
    build: (rng, child, leaf) => {
      const station = pick(rng, ['A', 'B', 'C', 'D']);
      const size = pick(rng, [12.7, 31.7, 50.8, 88.9, 114.3]);
      const noun = { DH: 'Die Holder', PG: 'Punch Guide', IA: 'Index Adapter', KS: 'Key & Shim Set' }[child.code]!;
      return {
        name: `${leaf.name} ${noun} ${station} Station ${mm(size)} mm`,
        shape: child.code,
        station: leaf.code,
        sizeMm: size,
        variantKind: 'pack',
      };
    },
  },
  {
    name: 'Strippers & Springs',
    code: 'SS',
    weight: 7,
    system: 'thickTurret',
    kind: 'turret',
    price: [12, 240],
    children: [
      ['Urethane Strippers', 'US'],
      ['Metal Strippers', 'MS'],
      ['Springs', 'SP'],
      ['Spring Packs', 'PK'],
    ].map(([name, code]) => ({
      name,
      code,
      leaves: [
        { name: 'Light Duty', code: 'LD' },
        { name: 'Standard Duty', code: 'SD' },
        { name: 'Heavy Duty', code: 'HD' },
      ],
    })),
    build: (rng, child, leaf) => {
      const size = between(rng, 6, 90, 0.5);
      const noun = { US: 'Urethane Stripper', MS: 'Metal Stripper Plate', SP: 'Stripper Spring', PK: 'Spring Pack' }[child.code]!;
      return {
        name: `${leaf.name} ${noun} Ø ${mm(size)} mm ${pick(rng, ['A', 'B', 'C', 'D'])} Station`,
        shape: child.code,
        station: leaf.code,
        sizeMm: size,
        variantKind: 'pack',
      };
    },
  },
  {
    name: 'Tool Maintenance',
    code: 'TM',
    weight: 5,
    system: 'anyTurret',
    kind: 'turret',
    price: [18, 3200],
    children: [
      ['Grinding', 'GR'],
      ['Lubrication', 'LU'],
      ['Storage', 'ST'],
      ['Measuring', 'ME'],
    ].map(([name, code]) => ({
      name,
      code,
      leaves: [
        { name: 'Workshop', code: 'WS' },
        { name: 'Machine Side', code: 'MC' },
        { name: 'Portable', code: 'PT' },
      ],
    })),
    build: (rng, child, leaf) => {
      const size = pick(rng, [100, 125, 150, 200, 300, 400, 500, 1000]);
      const unit =
        child.code === 'LU'
          ? size >= 500
            ? `${size / 1000} L`
            : `${size} ml`
          : child.code === 'ST'
            ? `${Math.round(size / 10)} Stations`
            : `${size} mm`;
      return {
        name: `${pick(rng, MAINTENANCE[child.code])} ${unit} ${leaf.name}`,
        shape: child.code,
        station: leaf.code,
        sizeMm: size,
        variantKind: 'pack',
      };
    },
  },
  {
    name: 'Spare Parts',
    code: 'SP',
    weight: 7,
    system: 'anyTurret',
    kind: 'turret',
    price: [9, 380],
    children: SYSTEM_CHILD([
      ['Punch Tips', 'PT'],
      ['Die Inserts', 'DI'],
      ['Screws & Pins', 'SC'],
      ['Guide Assemblies', 'GA'],
    ]),
    build: (rng, child, leaf) => {
      const size = between(rng, 2, 50, 0.1);
      const noun = { PT: 'Replacement Punch Tip Round', DI: 'Replacement Die Insert', SC: 'Retainer Screw Set M', GA: 'Guide Assembly' }[
        child.code
      ]!;
      const dims = child.code === 'SC' ? `${Math.max(3, Math.round(size / 5))}` : ` Ø ${mm(size)} mm`;
      return {
        name: `${noun}${dims} ${leaf.name}`,
        shape: child.code,
        station: leaf.code,
        sizeMm: size,
        variantKind: child.code === 'SC' ? 'pack' : 'size',
      };
    },
  },
];

export const MATERIALS = [
  'high-speed steel (HSS)',
  'powder-metallurgy steel (PM60)',
  'D2 tool steel',
  'M2 high-speed steel',
  '42CrMo4 steel',
  'solid carbide',
];
export const LEADS = ['Precision-ground', 'Heat-treated', 'Hardened and tempered', 'CNC-machined', 'Through-hardened'];
export const SECOND = [
  'Ground to ±{tol} mm for clean, burr-free edges.',
  'Recommended for sheet up to {t} mm mild steel or {t2} mm stainless steel.',
  'Supplied ready to fit, with an inspection report.',
  'The shear angle lowers punching force by up to {pct}%.',
  'Compatible with standard holders; no shims needed.',
];
export const THIRD = [
  'Ships from stock within 2 business days.',
  'Regrinding service available on request.',
  'Coated versions last up to three times longer in stainless steel.',
  'Order in pairs to keep a spare at the machine.',
];
export const COATINGS = [
  { name: 'Uncoated', priceCents: 0 },
  { name: 'TiN', priceCents: 1800 },
  { name: 'TiCN', priceCents: 2600 },
  { name: 'Nitrided', priceCents: 1200 },
];
export const CLEARANCES = ['10%', '15%', '20%', '25%'];
export const BRAKE_LENGTHS = [100, 200, 415, 515, 835, 1020];
export const PACKS = [1, 2, 5, 10, 25];
