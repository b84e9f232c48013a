/** @jsxImportSource preact */
import { HOLE_SHAPES, type HoleShape } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import { getMachineModels } from '../../components/lookup-api';
import { finderFromProfile, finderToUrl, needsLength, type FinderState } from '../../features/tool-finder/tool-finder-query';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session-storage';
import { goTo } from '../navigate';
import { FinderSelect, SizeInput, type FinderOption } from './finder-fields';

export interface ToolFinderFormIslandProps {
  /** The choices in the page's URL (all empty on a bare /tool-finder). */
  choices: FinderState;
  /** No choice in the URL: a signed-in customer's profile fills the machine and the sheet. */
  fromProfile: boolean;
  makes: FinderOption[];
  /** The models of `choices.make`, drawn at first paint. */
  models: FinderOption[];
  materials: FinderOption[];
  thicknesses: FinderOption[];
  /** The API refused the URL's query: its message, shown as a toast once the page is up (spec section 8). */
  refused?: string;
}

const SHAPE_NAMES: Record<HoleShape, string> = { round: 'Round', square: 'Square', rectangle: 'Rectangle', oblong: 'Oblong' };
const SHAPE_OPTIONS = HOLE_SHAPES.map((s) => ({ value: s, name: SHAPE_NAMES[s] }));
const ID = 'nb-finder-';

/**
 * The tool finder's form (issue 14) as an island: the machine, the sheet and the hole. 'Find tools'
 * opens the page for those choices (a document navigation): the server draws the recommendation
 * and the tools into it, so only this form runs in the browser.
 */
export default function ToolFinderFormIsland({
  choices,
  fromProfile,
  makes,
  models,
  materials,
  thicknesses,
  refused,
}: ToolFinderFormIslandProps) {
  const [form, setForm] = useState<FinderState>(choices);
  const [shownModels, setShownModels] = useState<{ make: string; list: FinderOption[] }>({ make: choices.make, list: models });

  // The stored session is the browser's: the profile fills the form once the page is up.
  useEffect(() => {
    if (fromProfile) setForm((f) => ({ ...f, ...finderFromProfile(session.user() as Record<string, unknown> | null) }));
    if (refused) void import('../toasts/toasts').then(({ showToast }) => showToast(refused, 'warning'));
    // The page's first answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A make's models are asked for when it is chosen; the URL's make came with the page.
  useEffect(() => {
    if (!form.make || form.make === shownModels.make) return;
    const ask = new AbortController();
    getMachineModels([form.make], ask.signal).then(
      (list) => setShownModels({ make: form.make, list }),
      () => undefined,
    );
    return () => ask.abort();
  }, [form.make, shownModels.make]);

  const set = (change: Partial<FinderState>) => setForm((f) => ({ ...f, ...change }));
  const onSubmit = (e: Event) => {
    e.preventDefault();
    goTo(`${paths.toolFinder}?${finderToUrl(form)}`);
  };

  return (
    <form class="nb-finder__form" onSubmit={onSubmit} aria-label="Tool finder">
      <fieldset>
        <legend>Machine</legend>
        <FinderSelect
          id={`${ID}make`}
          label="Machine make"
          placeholder="Any make"
          options={makes}
          value={form.make}
          onChange={(make) => set({ make, model: '' })}
        />
        <FinderSelect
          id={`${ID}model`}
          label="Machine model"
          placeholder="Any model"
          options={form.make && form.make === shownModels.make ? shownModels.list : []}
          value={form.model}
          disabled={!form.make}
          onChange={(model) => set({ model })}
        />
      </fieldset>
      <fieldset>
        <legend>Sheet</legend>
        <FinderSelect
          id={`${ID}material`}
          label="Sheet material"
          placeholder="--- select sheet material ---"
          required
          options={materials}
          value={form.material}
          onChange={(material) => set({ material })}
        />
        <FinderSelect
          id={`${ID}thickness`}
          label="Sheet thickness"
          placeholder="--- select sheet thickness ---"
          required
          options={thicknesses}
          value={form.thickness}
          onChange={(thickness) => set({ thickness })}
        />
      </fieldset>
      <fieldset>
        <legend>Hole</legend>
        <FinderSelect
          id={`${ID}shape`}
          label="Hole shape"
          options={SHAPE_OPTIONS}
          value={form.shape}
          onChange={(shape) => set({ shape: shape as HoleShape })}
        />
        <div class="nb-finder__sizes">
          <SizeInput
            id={`${ID}size`}
            label={form.shape === 'round' ? 'Diameter (mm)' : form.shape === 'square' ? 'Side (mm)' : 'Width (mm)'}
            value={form.size}
            onChange={(size) => set({ size })}
          />
          {needsLength(form.shape) && (
            <SizeInput id={`${ID}length`} label="Length (mm)" value={form.length} onChange={(length) => set({ length })} />
          )}
        </div>
      </fieldset>
      <button type="submit" class="btn btn-primary nb-finder__submit">
        Find tools
      </button>
    </form>
  );
}
