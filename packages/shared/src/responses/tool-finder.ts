import { z } from 'zod';
import { MATERIAL_CLASSES } from '../die-clearance.js';
import { ProductSummary } from './catalog.js';

export const ClearanceAdviceView = z.object({
  material_name: z.string(),
  material_class: z.enum(MATERIAL_CLASSES),
  thickness_name: z.string(),
  thickness_mm: z.number(),
  percent: z.number().describe('Total clearance as a percentage of the sheet thickness (decision 016)'),
  clearance_mm: z.number().describe('Recommended total clearance in mm'),
  band: z.string().describe("The table's thickness range the sheet falls in"),
});
export type ClearanceAdviceView = z.infer<typeof ClearanceAdviceView>;

/** What the product page opens with: the variant and, for dies sold with a clearance option, its child. */
export const DiePreselect = z.object({
  variant_id: z.string().nullable(),
  variant_name: z.string().nullable(),
  clearance_option: z.string().nullable().describe("The 'Die Clearance' option child to pick, e.g. '0.20 mm'"),
  clearance_mm: z.number(),
  matches: z.boolean().describe('The clearance is within tolerance of the advice (not only the nearest stocked)'),
});
export type DiePreselect = z.infer<typeof DiePreselect>;

export const ToolFinderDie = ProductSummary.extend({ preselect: DiePreselect.nullable() });
export type ToolFinderDie = z.infer<typeof ToolFinderDie>;

/** When no punch or no die fits the hole exactly: the nearest sizes there are for the machine, and their tools (issue 28). */
export const ToolFinderNearest = z.object({
  message: z.string().describe("'No exact match; nearest: Ø 27.5 mm and Ø 28.5 mm'"),
  sizes: z.array(z.string()).describe("The nearest sizes below and above the hole: 'Ø 27.5 mm', '10 × 40 mm'"),
  punches: z.array(ProductSummary).describe('Punches of the nearest sizes (only when no punch fits exactly)'),
  dies: z.array(ToolFinderDie).describe('Dies of the nearest sizes (only when no die fits exactly)'),
});
export type ToolFinderNearest = z.infer<typeof ToolFinderNearest>;

export const ToolFinderAnswer = z.object({
  result: z.object({
    clearance: ClearanceAdviceView.nullable().describe('Null when the sheet is thicker than the table reaches'),
    punches: z.array(ProductSummary),
    dies: z.array(ToolFinderDie),
    nearest: ToolFinderNearest.nullable()
      .optional()
      .describe('Null when punches and dies fit exactly, or nothing of the shape fits the machine at all'),
  }),
});
export type ToolFinderAnswer = z.infer<typeof ToolFinderAnswer>;
