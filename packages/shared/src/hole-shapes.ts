// Apart from schemas/tool-finder.ts so that the storefront's tool finder form (an island) can use
// the shapes without loading zod, which evaluating that schema would pull into its script.

/** Hole shapes the tool finder matches; square, rectangle and oblong dies share the shaped-die families. */
export const HOLE_SHAPES = ['round', 'square', 'rectangle', 'oblong'] as const;
export type HoleShape = (typeof HOLE_SHAPES)[number];

/** Shapes measured by width and length; round is a diameter, square a side. */
export const TWO_SIZE_SHAPES: readonly HoleShape[] = ['rectangle', 'oblong'];
