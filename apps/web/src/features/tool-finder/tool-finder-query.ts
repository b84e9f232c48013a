import { HOLE_SHAPES, TWO_SIZE_SHAPES, type HoleShape } from '@northbend/shared';

/** The finder's choices, kept in the page's URL so a search can be shared and the back button works. */
export interface FinderState {
  make: string;
  model: string;
  material: string;
  thickness: string;
  shape: HoleShape;
  size: string;
  length: string;
}

export const EMPTY_FINDER: FinderState = { make: '', model: '', material: '', thickness: '', shape: 'round', size: '', length: '' };

const isShape = (v: string | null): v is HoleShape => (HOLE_SHAPES as readonly string[]).includes(v ?? '');

export function finderFromUrl(params: URLSearchParams): FinderState {
  const shape = params.get('shape');
  return {
    make: params.get('make') ?? '',
    model: params.get('model') ?? '',
    material: params.get('material') ?? '',
    thickness: params.get('thickness') ?? '',
    shape: isShape(shape) ? shape : 'round',
    size: params.get('size') ?? '',
    length: params.get('length') ?? '',
  };
}

export const needsLength = (shape: HoleShape): boolean => TWO_SIZE_SHAPES.includes(shape);

/** Asked only once the sheet and the hole are chosen. */
export const isComplete = (s: FinderState): boolean =>
  Boolean(s.material && s.thickness && Number(s.size) > 0 && (!needsLength(s.shape) || Number(s.length) > 0));

export function finderToUrl(s: FinderState): string {
  const entries = Object.entries(s).filter(([k, v]) => v !== '' && (k !== 'length' || needsLength(s.shape)));
  return new URLSearchParams(entries).toString();
}

/** The API's query (ToolFinderQuery): the same choices under the contract's names. */
export function finderApiQuery(s: FinderState): string {
  const q = new URLSearchParams({ material: s.material, thickness: s.thickness, shape: s.shape, size: s.size });
  if (s.make) q.set('machineMakeId', s.make);
  if (s.model) q.set('machineModelId', s.model);
  if (needsLength(s.shape)) q.set('length', s.length);
  return q.toString();
}

const firstId = (v: unknown): string => (Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/** A customer's first machine and sheet from the profile (spec: machine makes, models, sheet material and thickness). */
export function finderFromProfile(user: Record<string, unknown> | null | undefined): Partial<FinderState> {
  if (!user) return {};
  return {
    make: firstId(user.user_machine_make_ids),
    model: firstId(user.user_machine_model_ids),
    material: firstId(user.user_sheet_material),
    thickness: firstId(user.user_sheet_thickness),
  };
}

/** The product page's address with the tool finder's pick preselected (read by features/product/use-preselected-variant). */
export function preselectSearch(variantId: string | null, clearanceOption: string | null): string {
  const q = new URLSearchParams();
  if (variantId) q.set('variant', variantId);
  if (clearanceOption) q.set('clearance', clearanceOption);
  const s = q.toString();
  return s ? `?${s}` : '';
}
