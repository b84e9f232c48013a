import { z } from 'zod';
import { HOLE_SHAPES, TWO_SIZE_SHAPES } from '../hole-shapes.js';
import { RecordId } from './common.js';

const sizeMm = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number in mm` })
    .positive(`${name} must be more than 0 mm`)
    .max(400, `${name} must be at most 400 mm`);

/**
 * GET /product/public/tool-finder: the sheet (DROPDOWN_SHEET_MATERIAL and DROPDOWN_SHEET_THICKNESS
 * option values), the hole and, optionally, the machine. Query parameters, so a finder's answer
 * is a link a buyer can keep.
 */
export const ToolFinderQuery = z
  .object({
    machineMakeId: RecordId.optional(),
    machineModelId: RecordId.optional(),
    material: z.string({ message: 'material is required' }).trim().min(1, 'material is required').max(100, 'material is too long'),
    thickness: z.string({ message: 'thickness is required' }).trim().min(1, 'thickness is required').max(100, 'thickness is too long'),
    shape: z.enum(HOLE_SHAPES, { message: `shape must be one of ${HOLE_SHAPES.join(', ')}` }),
    size: sizeMm('size'),
    length: sizeMm('length').optional(),
  })
  .refine((q) => !TWO_SIZE_SHAPES.includes(q.shape) || q.length !== undefined, {
    message: 'length is required for a rectangle or oblong hole',
    path: ['length'],
  });
export type ToolFinderQuery = z.infer<typeof ToolFinderQuery>;
