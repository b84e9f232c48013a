import { MAP_EMBED_ORIGINS, type BlockFieldSpec } from '@northbend/shared';
import { MoveButtons, RemoveButton } from '../ui/row-buttons';
import { moved } from './editor-blocks';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';

// The form of a block, drawn from the field descriptions in packages/shared (BLOCK_FIELDS), which
// the API checks with too: each kind of field has one control, lists nest.

type Fields = Record<string, unknown>;
/**
 * Changes are functions of the value they change, applied to the newest state: an upload that
 * ends after other edits must not bring back the values it saw when it started.
 */
export type Update<T> = (previous: T) => T;

const HINTS: Partial<Record<BlockFieldSpec['type'], string>> = {
  link: 'https://…, mailto:, tel: or a path of this site such as /contact-us',
  embed: `An embed link of ${MAP_EMBED_ORIGINS.join(' or ')} (Share → HTML on OpenStreetMap): the only map host the pages may frame`,
};

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Buttons that move or remove one entry of a list. */
function EntryButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <span className="nb-entry-buttons">
      <MoveButtons name={name} index={index} count={count} onMove={onMove} />
      <RemoveButton name={name} onClick={onRemove} />
    </span>
  );
}

/** An empty entry of a list: its text fields empty, its choice the first one. */
function emptyEntry(item: Record<string, BlockFieldSpec>): Fields {
  return Object.fromEntries(
    Object.entries(item).map(([name, spec]) => [
      name,
      spec.type === 'boolean' ? false : spec.type === 'list' || spec.type === 'images' ? [] : spec.type === 'choice' ? spec.options[0] : '',
    ]),
  );
}

type ListProps<S> = { id: string; spec: S; value: unknown[]; onChange: (update: Update<unknown>) => void };

/** Changes of one list: the entry at `i` changed, moved or removed, or one added. */
const listChanges = (onChange: (update: Update<unknown>) => void) => ({
  entry: (i: number, update: Update<unknown>) => onChange((prev) => asList(prev).map((e, j) => (j === i ? update(e) : e))),
  move: (i: number, by: -1 | 1) => onChange((prev) => moved(asList(prev), i, by)),
  remove: (i: number) => onChange((prev) => asList(prev).filter((_, j) => j !== i)),
  add: (entry: unknown) => onChange((prev) => [...asList(prev), entry]),
});

function ListField({ id, spec, value, onChange }: ListProps<Extract<BlockFieldSpec, { type: 'list' }>>) {
  const list = listChanges(onChange);
  return (
    <fieldset className="nb-field nb-field--wide nb-list-field">
      <legend className="form-label">
        {spec.label} <span className="nb-muted">({value.length})</span>
      </legend>
      {value.map((entry, i) => {
        const name = `${spec.itemLabel.toLowerCase()} ${i + 1}`;
        return (
          <div key={i} className="nb-list-field__entry" role="group" aria-label={`${spec.itemLabel} ${i + 1}`}>
            <div className="nb-list-field__head">
              <span className="nb-list-field__title">
                {spec.itemLabel} {i + 1}
              </span>
              <EntryButtons name={name} index={i} count={value.length} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} />
            </div>
            <FieldGrid
              id={`${id}-${i}`}
              fields={spec.item}
              values={(entry ?? {}) as Fields}
              onChange={(update) => list.entry(i, (e) => update((e ?? {}) as Fields))}
            />
          </div>
        );
      })}
      {value.length < spec.max && (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => list.add(emptyEntry(spec.item))}>
          + Add {spec.itemLabel.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

function ImagesField({ id, spec, value, onChange }: ListProps<Extract<BlockFieldSpec, { type: 'images' }>>) {
  const list = listChanges(onChange);
  return (
    <fieldset className="nb-field nb-field--wide nb-list-field">
      <legend className="form-label">
        {spec.label} <span className="nb-muted">({value.length})</span>
      </legend>
      {value.map((url, i) => (
        <div key={i} className="nb-list-field__entry">
          <ImageField
            id={`${id}-${i}`}
            label={`Slide ${i + 1}`}
            value={asText(url)}
            onChange={(next) => list.entry(i, () => next)}
            extra={
              <EntryButtons
                name={`slide ${i + 1}`}
                index={i}
                count={value.length}
                onMove={(by) => list.move(i, by)}
                onRemove={() => list.remove(i)}
              />
            }
          />
        </div>
      ))}
      {value.length < spec.max && (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => list.add('')}>
          + Add slide
        </button>
      )}
    </fieldset>
  );
}

function Field({
  id,
  spec,
  value,
  onChange: change,
}: {
  id: string;
  spec: BlockFieldSpec;
  value: unknown;
  onChange: (update: Update<unknown>) => void;
}) {
  const onChange = (next: unknown) => change(() => next);
  switch (spec.type) {
    case 'rich':
      return <RichTextField id={id} label={spec.label} value={asText(value)} onChange={onChange} />;
    case 'image':
      return <ImageField id={id} label={spec.label} value={asText(value)} onChange={onChange} />;
    case 'images':
      return <ImagesField id={id} spec={spec} value={asList(value)} onChange={change} />;
    case 'list':
      return <ListField id={id} spec={spec} value={asList(value)} onChange={change} />;
    case 'boolean':
      return (
        <div className="nb-field form-check nb-check-field">
          <input
            id={id}
            type="checkbox"
            className="form-check-input"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {spec.label}
          </label>
        </div>
      );
    case 'choice':
      return (
        <div className="nb-field">
          <label className="form-label" htmlFor={id}>
            {spec.label}
          </label>
          <select id={id} className="form-select form-select-sm" value={asText(value)} onChange={(e) => onChange(e.target.value)}>
            {spec.options.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </div>
      );
    case 'text':
      return (
        <div className={`nb-field${spec.multiline || spec.max >= 200 ? ' nb-field--wide' : ''}`}>
          <label className="form-label" htmlFor={id}>
            {spec.label}
          </label>
          {spec.multiline ? (
            <textarea
              id={id}
              className="form-control form-control-sm"
              rows={3}
              maxLength={spec.max}
              value={asText(value)}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              id={id}
              className="form-control form-control-sm"
              maxLength={spec.max}
              value={asText(value)}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </div>
      );
    default: {
      const hint = HINTS[spec.type];
      return (
        <div className="nb-field">
          <label className="form-label" htmlFor={id}>
            {spec.label}
          </label>
          <input
            id={id}
            type={spec.type === 'email' ? 'email' : 'text'}
            inputMode={spec.type === 'email' ? 'email' : 'url'}
            className="form-control form-control-sm"
            spellCheck={false}
            value={asText(value)}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {hint && (
            <p id={`${id}-hint`} className="nb-form-hint">
              {hint}
            </p>
          )}
        </div>
      );
    }
  }
}

/** The fields of a block, or of one entry of a list, in a two-column grid (long fields span both). */
export function FieldGrid({
  id,
  fields,
  values,
  onChange,
}: {
  id: string;
  fields: Record<string, BlockFieldSpec>;
  values: Fields;
  onChange: (update: Update<Fields>) => void;
}) {
  return (
    <div className="nb-field-grid">
      {Object.entries(fields).map(([name, spec]) => (
        <Field
          key={name}
          id={`${id}-${name}`}
          spec={spec}
          value={values[name]}
          onChange={(update) => onChange((prev) => ({ ...prev, [name]: update(prev[name]) }))}
        />
      ))}
    </div>
  );
}
