import { type Drawing, productSvg, categorySvg } from './svg-kit.js';
import { punchDrawing, punchDetailDrawing, dieDrawing, dieDetailDrawing } from './drawings-punch.js';
import { urethaneDrawing, stripperPlateDrawing } from './drawings-stripper.js';
import { trumpfPunchDrawing, trumpfDieDrawing, multitoolDrawing } from './drawings-trumpf.js';
import { louverDrawing, louverDetailDrawing, extrusionDrawing, countersinkDrawing, embossDrawing } from './drawings-form.js';
import { springDrawing, keyDrawing, guideAssemblyDrawing } from './drawings-parts.js';
import {
  gooseneckDrawing,
  straightPunchDrawing,
  acutePunchDrawing,
  sectionsDrawing,
  singleVDrawing,
  multiVDrawing,
  hemmingDrawing,
} from './drawings-brake.js';

/** One drawing per tool family/shape; products of a family share its PNG so seeding stays fast. */
export const DRAWINGS = {
  'round-punch': () => punchDrawing('round'),
  'round-punch-detail': punchDetailDrawing,
  'rect-punch': () => punchDrawing('rect'),
  'square-punch': () => punchDrawing('square'),
  'oblong-punch': () => punchDrawing('oblong'),
  'special-punch': () => punchDrawing('dflat'),
  'round-die': () => dieDrawing('round'),
  'round-die-detail': dieDetailDrawing,
  'shaped-die': () => dieDrawing('rect'),
  'urethane-stripper': urethaneDrawing,
  'stripper-plate': stripperPlateDrawing,
  'louver-tool': louverDrawing,
  'louver-tool-detail': louverDetailDrawing,
  'extrusion-tool': extrusionDrawing,
  'countersink-tool': countersinkDrawing,
  'emboss-tool': embossDrawing,
  'trumpf-punch': trumpfPunchDrawing,
  'trumpf-die': trumpfDieDrawing,
  multitool: multitoolDrawing,
  'brake-gooseneck': gooseneckDrawing,
  'brake-straight': straightPunchDrawing,
  'brake-acute': acutePunchDrawing,
  'brake-sections': sectionsDrawing,
  'brake-single-v': singleVDrawing,
  'brake-multi-v': multiVDrawing,
  'brake-hemming': hemmingDrawing,
  spring: springDrawing,
  key: keyDrawing,
  'guide-assembly': guideAssemblyDrawing,
} satisfies Record<string, () => Drawing>;

export type DrawingKey = keyof typeof DRAWINGS;

export const productImagePath = (key: DrawingKey): string => `products/${key}.png`;
export const categoryImagePath = (key: DrawingKey): string => `categories/${key}.png`;

export const productDrawingSvg = (key: DrawingKey): string => productSvg(DRAWINGS[key]());
export const categoryDrawingSvg = (key: DrawingKey): string => categorySvg(DRAWINGS[key]());
