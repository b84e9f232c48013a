import type { ToolingSystem } from './makes.js';
import type { OptionPreset } from './options.js';
import type { DrawingKey } from './drawings.js';

/** One variant row of a product, before ids, dates and inch bounds are filled in. */
export interface VariantSpec {
  name: string;
  /** Appended to the product SKU: 'NB-DI-RD-A-1000' + '-C15'. */
  code: string;
  priceCents: number;
  description: string;
  /** Custom-size range the buyer may type in; absent = no measurement input. */
  mm?: [number, number];
  /** Also show inch bounds (most US customers think in inches). */
  inch?: boolean;
  options?: OptionPreset[];
  /** The first option links to an info page (spec: variant_options_link 5); used sparingly. */
  infoLink?: boolean;
  /** Which family picture the variant row shows; 'none' exercises the default image. */
  image?: 'main' | 'detail' | 'none';
}

/** One product of a family (a size, station or length). */
export interface FamilyItem {
  /** Appended to the family's base name: 'Ø 10.0 mm – A Station'. */
  label: string;
  /** Appended to the family's SKU prefix: 'A-1000'. */
  code: string;
  priceCents: number;
  /** Free text handed to the family's describe(), e.g. the station. */
  facts: Record<string, string | number>;
  variants?: VariantSpec[];
  /**
   * The tool set the item belongs to (toolSetKey): a punch and the dies of its shape and size
   * share one, and so fit the same machines (issue 28: the tool finder finds both).
   */
  toolSet?: string;
}

/** 'thickTurret:round:28' — the system, the shape and its sizes in mm. */
export const toolSetKey = (system: ToolingSystem, shape: string, ...sizesMm: number[]): string =>
  `${system}:${shape}:${sizesMm.map((n) => String(n)).join('x')}`;

/** A product family: one drawing, one description template, many sizes. */
export interface FamilyDef {
  key: string;
  /** Slug of the leaf category its products sit in. */
  category: string;
  skuPrefix: string;
  baseName: string;
  drawing: DrawingKey;
  detail?: DrawingKey;
  /** Third picture on every other product, e.g. the matching die of a punch. */
  extra?: DrawingKey;
  system: ToolingSystem;
  /** Which machine models of the chosen makes it fits. */
  kind: 'turret' | 'brake';
  items: FamilyItem[];
  describe: (item: FamilyItem) => string;
}
