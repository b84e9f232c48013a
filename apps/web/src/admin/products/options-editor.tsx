import { CHILDREN_PER_OPTION_MAX, OPTIONS_PER_VARIANT_MAX } from '@northbend/shared';
import { TableHead } from '../../ui/table-head';
import { Field, GroupErrors } from './field';
import { fieldKey } from './product-errors';
import { emptyChild, emptyOption, type OptionChildForm, type OptionForm, type VariantForm } from './product-form';
import type { ProductEditor } from './use-product-editor';

interface OptionsEditorProps {
  variant: VariantForm;
  editor: ProductEditor;
}

/** Removes a choice; when it was the default, the first one left becomes the default. */
export function withoutChild(children: OptionChildForm[], key: string): OptionChildForm[] {
  const removed = children.find((c) => c.key === key);
  const rest = children.filter((c) => c.key !== key);
  if (removed?.variant_options_child_is_default && rest.length > 0 && !rest.some((c) => c.variant_options_child_is_default))
    return rest.map((c, i) => ({ ...c, variant_options_child_is_default: i === 0 }));
  return rest;
}

/**
 * A variant's options (coating, grind…): each with its choices, their surcharges and the choice
 * preselected for customers, or none when the buyer must choose (a key angle: decision 012);
 * `variant_options_link` 5 adds a 'More info' link.
 */
export function OptionsEditor({ variant, editor }: OptionsEditorProps) {
  const setOptions = (change: (options: OptionForm[]) => OptionForm[]) =>
    editor.updateVariant(variant.key, (v) => ({ ...v, variant_options: change(v.variant_options) }));
  const setOption = (key: string, change: (o: OptionForm) => OptionForm) =>
    setOptions((options) => options.map((o) => (o.key === key ? change(o) : o)));
  const setChildren = (option: OptionForm, change: (children: OptionChildForm[]) => OptionChildForm[]) =>
    setOption(option.key, (o) => ({ ...o, variant_options_lists: change(o.variant_options_lists) }));
  const setChild = (option: OptionForm, key: string, change: Partial<OptionChildForm>) =>
    setChildren(option, (children) => children.map((c) => (c.key === key ? { ...c, ...change } : c)));

  return (
    <fieldset className="nb-pf-group">
      <legend className="nb-pf-group__title">Options</legend>
      {variant.variant_options.length === 0 && <p className="nb-pf-hint mb-2">No options: customers order this variant as it is.</p>}
      {variant.variant_options.map((option, index) => {
        const id = `v-${variant.key}-${option.key}`;
        const optionName = option.variant_options_name || `Option ${index + 1}`;
        const listsKey = fieldKey.option(variant.key, option.key, 'variant_options_lists');
        const listMessages = editor.errorsOf(listsKey).filter((m) => !m.startsWith('variant_options_child_'));
        return (
          <div key={option.key} className="nb-pf-option">
            <div className="nb-pf-option__head">
              <Field
                id={`${id}-name`}
                label="Option name"
                required
                placeholder="e.g. Coating"
                className="nb-pf-option__name"
                value={option.variant_options_name}
                onChange={(value) => setOption(option.key, (o) => ({ ...o, variant_options_name: value }))}
                onBlur={() => editor.touch(fieldKey.option(variant.key, option.key, 'variant_options_name'))}
                error={editor.errorOf(fieldKey.option(variant.key, option.key, 'variant_options_name'))}
              />
              <div className="nb-pf-field">
                <label className="form-label" htmlFor={`${id}-link`}>
                  Link
                </label>
                <select
                  id={`${id}-link`}
                  className="form-select form-select-sm"
                  value={option.variant_options_link}
                  onChange={(e) => setOption(option.key, (o) => ({ ...o, variant_options_link: e.target.value === '5' ? 5 : 0 }))}
                >
                  <option value={0}>No link</option>
                  <option value={5}>‘More info’ link</option>
                </select>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-link nb-pf-danger-link nb-pf-option__remove"
                aria-label={`Remove option ${optionName}`}
                onClick={() => setOptions((options) => options.filter((o) => o.key !== option.key))}
              >
                Remove option
              </button>
            </div>
            <table className="nb-pf-choices">
              <caption className="visually-hidden">Choices of {optionName}</caption>
              <TableHead cells={['Default', 'Choice', 'Price', { label: 'Remove', hidden: true }]} />
              <tbody>
                {option.variant_options_lists.map((child, childIndex) => {
                  const childName = child.variant_options_child_name || `choice ${childIndex + 1}`;
                  const childKey = (field: string) => fieldKey.child(variant.key, option.key, child.key, field);
                  return (
                    <tr key={child.key}>
                      <td className="nb-pf-choices__default">
                        <input
                          type="radio"
                          className="form-check-input"
                          name={`${id}-default`}
                          aria-label={`Default choice: ${childName}`}
                          checked={child.variant_options_child_is_default}
                          onChange={() =>
                            setChildren(option, (children) =>
                              children.map((c) => ({ ...c, variant_options_child_is_default: c.key === child.key })),
                            )
                          }
                        />
                      </td>
                      <td>
                        <Field
                          id={`${id}-${child.key}-name`}
                          label={`Name of choice ${childIndex + 1}`}
                          hiddenLabel
                          placeholder="e.g. TiN coated"
                          value={child.variant_options_child_name}
                          onChange={(value) => setChild(option, child.key, { variant_options_child_name: value })}
                          onBlur={() => editor.touch(listsKey)}
                          error={editor.errorOf(childKey('variant_options_child_name'))}
                        />
                      </td>
                      <td className="nb-pf-choices__price">
                        <Field
                          id={`${id}-${child.key}-price`}
                          label={`Price of ${childName}`}
                          hiddenLabel
                          prefix="+$"
                          inputMode="decimal"
                          value={child.variant_options_child_price}
                          onChange={(value) => setChild(option, child.key, { variant_options_child_price: value })}
                          onBlur={() => editor.touch(childKey('variant_options_child_price'))}
                          error={editor.errorOf(childKey('variant_options_child_price'))}
                        />
                      </td>
                      <td className="nb-pf-choices__remove">
                        <button
                          type="button"
                          className="nb-icon-btn nb-icon-btn--danger"
                          aria-label={`Remove choice ${childName}`}
                          title="Remove choice"
                          disabled={option.variant_options_lists.length === 1}
                          onClick={() => setChildren(option, (children) => withoutChild(children, child.key))}
                        >
                          ✕
                        </button>
                      </td>
                    </tr>
                  );
                })}
                <tr className="nb-pf-choices__none">
                  <td className="nb-pf-choices__default">
                    <input
                      type="radio"
                      className="form-check-input"
                      name={`${id}-default`}
                      id={`${id}-no-default`}
                      checked={!option.variant_options_lists.some((c) => c.variant_options_child_is_default)}
                      onChange={() =>
                        setChildren(option, (children) => children.map((c) => ({ ...c, variant_options_child_is_default: false })))
                      }
                    />
                  </td>
                  <td colSpan={3}>
                    <label htmlFor={`${id}-no-default`}>No default: the buyer must choose</label>
                  </td>
                </tr>
              </tbody>
            </table>
            <GroupErrors id={`${id}-errors`} messages={listMessages} />
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={option.variant_options_lists.length >= CHILDREN_PER_OPTION_MAX}
              aria-label={`Add choice to ${optionName}`}
              onClick={() => setChildren(option, (children) => [...children, emptyChild(children.length === 0)])}
            >
              Add choice
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={variant.variant_options.length >= OPTIONS_PER_VARIANT_MAX}
        onClick={() => setOptions((options) => [...options, emptyOption()])}
      >
        Add option
      </button>
    </fieldset>
  );
}
