import type { StoredVariantOption } from '../../db/schema/index.js';

/**
 * Priced choices a buyer can add to a variant. Each preset is a factory so every variant gets
 * its own copy (rows are serialised to jsonb separately; shared objects would be surprising).
 */
type Child = StoredVariantOption['children'][number];

const child = (name: string, dollars: number, isDefault = false): Child => ({ name, priceCents: Math.round(dollars * 100), isDefault });
const option = (id: string, name: string, children: Child[], link = 0): StoredVariantOption => ({ id, name, link, children });

export const OPTION_PRESETS = {
  coating: () => option('coating', 'Coating', [child('None', 0, true), child('Nitride', 14), child('TiN', 18), child('TiCN', 26)]),
  grind: () => option('grind', 'Grind', [child('Flat', 0, true), child('Single Shear', 22), child('Roof Shear', 30)]),
  steel: () => option('steel', 'Tool Steel', [child('M2 HSS', 0, true), child('PM ASP 23', 24), child('PM ASP 60', 41)]),
  // Keying is free; the angle must match the station's key position, so no default is forced.
  keying: () => option('keying', 'Key Angle', [child('0°', 0), child('45°', 0), child('90°', 0), child('135°', 0)]),
  keyingDefault: () => option('keying', 'Key Angle', [child('0°', 0, true), child('90°', 0)]),
  dieClearance: () =>
    option('clearance', 'Die Clearance', [
      child('0.10 mm', 0),
      child('0.15 mm', 0, true),
      child('0.20 mm', 0),
      child('0.25 mm', 0),
      child('0.30 mm', 0),
    ]),
  slugControl: () =>
    option('slug', 'Slug Control', [child('Standard Land', 0, true), child('Slug-Free Relief', 16), child('Slug-Hugger Grooves', 21)]),
  springPressure: () => option('spring', 'Spring Pressure', [child('Standard', 0, true), child('Heavy', 12), child('Extra Heavy', 19)]),
  tang: () => option('tang', 'Tang Style', [child('European (Promecam)', 0, true), child('American', 0), child('New Standard (Wila)', 35)]),
  sectioning: () => option('sectioning', 'Sectioning', [child('Solid', 0, true), child('Sectioned with Horns', 60)]),
  hardening: () => option('hardening', 'Hardening', [child('Induction 56 HRC', 0, true), child('Laser-Hardened Tip 60 HRC', 45)]),
  formHeight: () => option('height', 'Form Height', [child('Standard', 0, true), child('Adjustable Shim Pack', 28)]),
  threadPrep: () => option('thread', 'Thread Prep', [child('Extrude Only', 0, true), child('Extrude + Thread-Form Ready', 18)]),
  urethane: () => option('urethane', 'Urethane Hardness', [child('90 Shore A', 0, true), child('95 Shore A', 6)]),
} as const satisfies Record<string, () => StoredVariantOption>;

export type OptionPreset = keyof typeof OPTION_PRESETS;

/** Spec: variant_options_link 5 means the storefront shows the option as a link to an info page. */
export const INFO_LINK = 5;

/**
 * Builds the options of one variant from preset names, e.g. ['grind', 'coating']. With
 * `infoLink` the first option links to its info page (a clearance chart, a shim table).
 */
export function buildOptions(names: readonly OptionPreset[], infoLink = false): StoredVariantOption[] {
  return names.map((n, i) => ({ ...OPTION_PRESETS[n](), ...(infoLink && i === 0 ? { link: INFO_LINK } : {}) }));
}
