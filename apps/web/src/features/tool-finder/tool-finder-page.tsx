import { HOLE_SHAPES, type HoleShape } from '@northbend/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { getMachineMakes, getMachineModels } from '../../components/lookup-api';
import { PageBanner } from '../../components/page-banner';
import { useLoad } from '../../components/use-load';
import { usePageTitle } from '../../components/use-page-title';
import { getKeywordOptions, getToolFinder } from './tool-finder-api';
import {
  EMPTY_FINDER,
  finderFromProfile,
  finderFromUrl,
  finderToUrl,
  isComplete,
  needsLength,
  type FinderState,
} from './tool-finder-query';
import { ToolFinderResults } from './tool-finder-results';
import './tool-finder.scss';

const SHAPE_NAMES: Record<HoleShape, string> = { round: 'Round', square: 'Square', rectangle: 'Rectangle', oblong: 'Oblong' };
const SHAPE_OPTIONS = HOLE_SHAPES.map((s) => ({ value: s, name: SHAPE_NAMES[s] }));

interface FinderSelectProps {
  id: string;
  label: string;
  /** The empty first choice; none when every choice is real (the hole shape). */
  placeholder?: string;
  options: readonly { value: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/** A label and its select in one of the form's fieldsets. */
function FinderSelect({ id, label, placeholder, options, value, onChange, required, disabled }: FinderSelectProps) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        required={required}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** A hole's size in millimetres, 0.1 to 400. */
function SizeInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type="number"
        inputMode="decimal"
        min="0.1"
        max="400"
        step="any"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * /tool-finder (issue 14): the buyer's machine, sheet and hole give the recommended die clearance
 * (decision 016) and the punches and dies that fit; a die opens with the clearance preselected.
 * Visitors use it too, without prices (decision 003). A customer's profile fills the first choice.
 */
export function ToolFinderPage() {
  usePageTitle('Tool Finder');
  const [params, setParams] = useSearchParams();
  const user = useAppSelector((s) => s.user.userData);
  const asked = finderFromUrl(params);
  const [form, setForm] = useState<FinderState>(() => (params.size ? asked : { ...EMPTY_FINDER, ...finderFromProfile(user) }));
  const ids = useId();

  const makes = useLoad('makes', getMachineMakes).data ?? [];
  const models = useLoad(form.make ? `models:${form.make}` : null, (signal) => getMachineModels([form.make], signal)).data ?? [];
  const materials = useLoad('materials', (signal) => getKeywordOptions('DROPDOWN_SHEET_MATERIAL', signal)).data ?? [];
  const thicknesses = useLoad('thicknesses', (signal) => getKeywordOptions('DROPDOWN_SHEET_THICKNESS', signal)).data ?? [];

  // A new search in the URL (back button, shared link) shows in the form too.
  const urlKey = params.toString();
  useEffect(() => {
    if (urlKey) setForm(finderFromUrl(new URLSearchParams(urlKey)));
  }, [urlKey]);

  const query = isComplete(asked) ? finderToUrl(asked) : null;
  const answer = useLoad(query, (signal) => getToolFinder(asked, signal));

  const set = (change: Partial<FinderState>) => setForm((f) => ({ ...f, ...change }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setParams(finderToUrl(form));
  };

  return (
    <>
      <PageBanner
        title="Tool Finder"
        subtitle="Choose your machine, sheet and hole: we recommend the die clearance and list the punches and dies that fit."
      />
      <div className="container nb-finder">
        <form className="nb-finder__form" onSubmit={onSubmit} aria-label="Tool finder">
          <fieldset>
            <legend>Machine</legend>
            <FinderSelect
              id={`${ids}make`}
              label="Machine make"
              placeholder="Any make"
              options={makes}
              value={form.make}
              onChange={(make) => set({ make, model: '' })}
            />
            <FinderSelect
              id={`${ids}model`}
              label="Machine model"
              placeholder="Any model"
              options={models}
              value={form.model}
              disabled={!form.make}
              onChange={(model) => set({ model })}
            />
          </fieldset>
          <fieldset>
            <legend>Sheet</legend>
            <FinderSelect
              id={`${ids}material`}
              label="Sheet material"
              placeholder="--- select sheet material ---"
              required
              options={materials}
              value={form.material}
              onChange={(material) => set({ material })}
            />
            <FinderSelect
              id={`${ids}thickness`}
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
              id={`${ids}shape`}
              label="Hole shape"
              options={SHAPE_OPTIONS}
              value={form.shape}
              onChange={(shape) => set({ shape: shape as HoleShape })}
            />
            <div className="nb-finder__sizes">
              <SizeInput
                id={`${ids}size`}
                label={form.shape === 'round' ? 'Diameter (mm)' : form.shape === 'square' ? 'Side (mm)' : 'Width (mm)'}
                value={form.size}
                onChange={(size) => set({ size })}
              />
              {needsLength(form.shape) && (
                <SizeInput id={`${ids}length`} label="Length (mm)" value={form.length} onChange={(length) => set({ length })} />
              )}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-primary nb-finder__submit">
            Find tools
          </button>
        </form>
        <ToolFinderResults
          asked={query !== null}
          machine={{ make: asked.make, model: asked.model }}
          loading={answer.loading}
          failed={Boolean(answer.error)}
          answer={answer.data}
        />
      </div>
    </>
  );
}
