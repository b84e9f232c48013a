import type { DrawingKey } from './drawings.js';

/** A category of the three-level tree; `drawing: null` leaves the image empty (storefront default). */
export interface CategoryNode {
  name: string;
  slug: string;
  drawing: DrawingKey | null;
  children?: CategoryNode[];
}

const c = (name: string, slug: string, drawing: DrawingKey | null, children?: CategoryNode[]): CategoryNode => ({
  name,
  slug,
  drawing,
  children,
});

export const CATEGORY_TREE: CategoryNode[] = [
  c('Thick Turret Punches', 'thick-turret-punches', 'round-punch', [
    c('Round Punches', 'round-punches', 'round-punch', [
      c('Standard Round', 'round-punches-standard', 'round-punch'),
      c('Heavy Duty Round', 'round-punches-heavy-duty', 'round-punch-detail'),
    ]),
    c('Rectangle Punches', 'rectangle-punches', 'rect-punch', [
      c('Standard Rectangle', 'rectangle-punches-standard', 'rect-punch'),
      c('Radius Corner Rectangle', 'rectangle-punches-radius-corner', 'rect-punch'),
    ]),
    c('Square Punches', 'square-punches', 'square-punch'),
    c('Oblong Punches', 'oblong-punches', 'oblong-punch'),
    c('Special Shapes', 'special-shape-punches', 'special-punch', [
      c('Single & Double D', 'special-shapes-d-flat', 'special-punch'),
      c('Hexagon, Keyway & Cross', 'special-shapes-hex-keyway', null),
    ]),
  ]),
  c('Dies', 'dies', 'round-die', [
    c('Round Dies', 'round-dies', 'round-die'),
    c('Shaped Dies', 'shaped-dies', 'shaped-die', [
      c('Rectangle & Square Dies', 'shaped-dies-rectangle-square', 'shaped-die'),
      c('Oblong Dies', 'shaped-dies-oblong', 'shaped-die'),
    ]),
    c('Slug Control Dies', 'slug-control-dies', 'round-die-detail'),
  ]),
  c('Strippers', 'strippers', 'stripper-plate', [
    c('Urethane Strippers', 'urethane-strippers', 'urethane-stripper'),
    c('Stripper Plates', 'stripper-plates', 'stripper-plate'),
    c('Stripper Retainers', 'stripper-retainers', 'stripper-plate'),
  ]),
  c('Forming Tools', 'forming-tools', 'louver-tool', [
    c('Louvers', 'louvers', 'louver-tool', [
      c('Standard Louvers', 'louvers-standard', 'louver-tool'),
      c('Progressive Louvers', 'louvers-progressive', 'louver-tool-detail'),
    ]),
    c('Extrusions', 'extrusions', 'extrusion-tool'),
    c('Countersinks', 'countersinks', 'countersink-tool'),
    c('Embossing', 'embossing', 'emboss-tool'),
    c('Card Guides & Bridges', 'bridges-card-guides', 'emboss-tool'),
  ]),
  c('Trumpf-Style Tooling', 'trumpf-style-tooling', 'trumpf-punch', [
    c('Trumpf-Style Punches', 'trumpf-style-punches', 'trumpf-punch', [
      c('Size 1 Punches', 'trumpf-style-punches-size-1', 'trumpf-punch'),
      c('Size 2 Punches', 'trumpf-style-punches-size-2', null),
    ]),
    c('Trumpf-Style Dies', 'trumpf-style-dies', 'trumpf-die'),
    c('Trumpf-Style Strippers', 'trumpf-style-strippers', 'stripper-plate'),
    c('MultiTools', 'trumpf-style-multitools', 'multitool'),
  ]),
  c('Press Brake Punches', 'press-brake-punches', 'brake-gooseneck', [
    c('Gooseneck Punches', 'gooseneck-punches', 'brake-gooseneck', [
      c('Standard Gooseneck', 'gooseneck-punches-standard', 'brake-gooseneck'),
      c('Deep Gooseneck', 'gooseneck-punches-deep', 'brake-gooseneck'),
    ]),
    c('Straight Punches', 'straight-punches', 'brake-straight'),
    c('Acute Angle Punches', 'acute-punches', 'brake-acute'),
  ]),
  c('Press Brake Dies', 'press-brake-dies', 'brake-single-v', [
    c('Single V Dies', 'single-v-dies', 'brake-single-v', [
      c('88° Single V', 'single-v-dies-88-deg', 'brake-single-v'),
      c('30° Acute V', 'single-v-dies-30-deg', 'brake-single-v'),
    ]),
    c('Multi V Dies', 'multi-v-dies', 'brake-multi-v'),
    c('Hemming Dies', 'hemming-dies', 'brake-hemming'),
  ]),
  c('Spare Parts', 'spare-parts', 'spring', [
    c('Springs', 'springs', 'spring', [c('Punch Springs', 'springs-punch', 'spring'), c('Die Springs', 'springs-die', 'spring')]),
    c('Keys', 'keys', 'key'),
    c('Guide Assemblies', 'guide-assemblies', 'guide-assembly', [
      c('Punch Guides', 'guide-assemblies-guides', 'guide-assembly'),
      c('Guide Bushings', 'guide-assemblies-bushings', 'guide-assembly'),
    ]),
  ]),
];
