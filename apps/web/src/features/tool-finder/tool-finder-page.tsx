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
            <label htmlFor={`${ids}make`} className="form-label">
              Machine make
            </label>
            <select id={`${ids}make`} className="form-select" value={form.make} onChange={(e) => set({ make: e.target.value, model: '' })}>
              <option value="">Any make</option>
              {makes.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}model`} className="form-label">
              Machine model
            </label>
            <select
              id={`${ids}model`}
              className="form-select"
              value={form.model}
              disabled={!form.make}
              onChange={(e) => set({ model: e.target.value })}
            >
              <option value="">Any model</option>
              {models.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.name}
                </option>
              ))}
            </select>
          </fieldset>
          <fieldset>
            <legend>Sheet</legend>
            <label htmlFor={`${ids}material`} className="form-label">
              Sheet material
            </label>
            <select
              id={`${ids}material`}
              className="form-select"
              required
              value={form.material}
              onChange={(e) => set({ material: e.target.value })}
            >
              <option value="">--- select sheet material ---</option>
              {materials.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}thickness`} className="form-label">
              Sheet thickness
            </label>
            <select
              id={`${ids}thickness`}
              className="form-select"
              required
              value={form.thickness}
              onChange={(e) => set({ thickness: e.target.value })}
            >
              <option value="">--- select sheet thickness ---</option>
              {thicknesses.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.name}
                </option>
              ))}
            </select>
          </fieldset>
          <fieldset>
            <legend>Hole</legend>
            <label htmlFor={`${ids}shape`} className="form-label">
              Hole shape
            </label>
            <select
              id={`${ids}shape`}
              className="form-select"
              value={form.shape}
              onChange={(e) => set({ shape: e.target.value as HoleShape })}
            >
              {HOLE_SHAPES.map((s) => (
                <option key={s} value={s}>
                  {SHAPE_NAMES[s]}
                </option>
              ))}
            </select>
            <div className="nb-finder__sizes">
              <div>
                <label htmlFor={`${ids}size`} className="form-label">
                  {form.shape === 'round' ? 'Diameter (mm)' : form.shape === 'square' ? 'Side (mm)' : 'Width (mm)'}
                </label>
                <input
                  id={`${ids}size`}
                  className="form-control"
                  type="number"
                  inputMode="decimal"
                  min="0.1"
                  max="400"
                  step="any"
                  required
                  value={form.size}
                  onChange={(e) => set({ size: e.target.value })}
                />
              </div>
              {needsLength(form.shape) && (
                <div>
                  <label htmlFor={`${ids}length`} className="form-label">
                    Length (mm)
                  </label>
                  <input
                    id={`${ids}length`}
                    className="form-control"
                    type="number"
                    inputMode="decimal"
                    min="0.1"
                    max="400"
                    step="any"
                    required
                    value={form.length}
                    onChange={(e) => set({ length: e.target.value })}
                  />
                </div>
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
