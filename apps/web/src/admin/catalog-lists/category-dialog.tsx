import { useEffect, useState } from 'react';
import { CategoryCreateBody, CategoryUpdateBody, slugify, type AdminCategory } from '@northbend/shared';
import { TextField } from '../ui/fields';
import { FormDialog } from '../ui/form-dialog';
import { useAction } from '../ui/use-action';
import { categoriesApi } from './catalog-lists-api';
import { LEVEL_NAMES } from './category-tree';
import { ImageField } from './image-field';

/** What the dialog is for: a new category under `parent` (null: a main category), or changes to `node`. */
export type CategoryDialogTask = { kind: 'create'; parent: AdminCategory | null; trail: string[] } | { kind: 'edit'; node: AdminCategory };

interface CategoryDialogProps {
  task: CategoryDialogTask | null;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/** Create a category or change its name, slug and image; the server's refusal is shown in the dialog. */
export function CategoryDialog({ task, onSaved, onClose }: CategoryDialogProps) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [image, setImage] = useState('');
  const [taxable, setTaxable] = useState(true);
  // Shipping weight of its products without their own (issue 30, decision 031), as typed; '': none.
  const [weight, setWeight] = useState('');
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    const node = task?.kind === 'edit' ? task.node : null;
    setName(node?.category_name ?? '');
    setSlug(node?.category_slug ?? '');
    setImage(node?.category_image ?? '');
    setTaxable(node?.taxable ?? true);
    setWeight(node?.default_shipping_weight == null ? '' : String(node.default_shipping_weight));
    setError(null);
  }, [task, setError]);

  const creating = task?.kind === 'create';
  const level = task?.kind === 'create' ? (task.parent ? task.parent.level + 1 : 1) : (task?.node.level ?? 1);
  const where = task?.kind === 'create' ? (task.parent ? [...task.trail, task.parent.category_name].join(' › ') : 'the top level') : null;

  const submit = async () => {
    if (!task) return;
    setError(null);
    // Empty is none; anything else goes as a figure, and the shared rules name a wrong one.
    const defaultWeight = weight.trim() === '' ? null : /^\d*\.?\d+$|^\d+\.$/.test(weight.trim()) ? Number(weight) : weight;
    const checked =
      task.kind === 'create'
        ? CategoryCreateBody.safeParse({
            category_name: name,
            category_slug: slug,
            parent_category: task.parent?._id ?? null,
            category_image: image,
            taxable,
            default_shipping_weight: defaultWeight,
          })
        : CategoryUpdateBody.safeParse({
            ...(name.trim() !== task.node.category_name ? { category_name: name } : {}),
            ...(slug.trim() !== task.node.category_slug ? { category_slug: slug } : {}),
            ...(image !== task.node.category_image ? { category_image: image } : {}),
            ...(taxable !== task.node.taxable ? { taxable } : {}),
            ...(defaultWeight !== (task.node.default_shipping_weight ?? null) ? { default_shipping_weight: defaultWeight } : {}),
          });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Check the form.';
      // Saved without a change: there is nothing to tell the server.
      if (task.kind === 'edit' && message.startsWith('Nothing to change')) return onClose();
      return setError(message);
    }
    await run(async () => {
      const answer =
        task.kind === 'create'
          ? await categoriesApi.create(checked.data as CategoryCreateBody)
          : await categoriesApi.update(task.node._id, checked.data as CategoryUpdateBody);
      onSaved(answer.message);
    });
  };

  return (
    <FormDialog
      show={!!task}
      id="nb-category"
      title={task?.kind === 'edit' ? `Edit “${task.node.category_name}”` : `New ${LEVEL_NAMES[level - 1]!.toLowerCase()}`}
      submitLabel={creating ? 'Create category' : 'Save changes'}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {where && (
        <p className="nb-form-hint">
          Under <strong>{where}</strong>
        </p>
      )}
      <TextField id="nb-category-name" label="Name" value={name} maxLength={120} required onChange={setName} />
      <TextField
        id="nb-category-slug"
        label="Slug"
        className="form-control nb-mono"
        value={slug}
        maxLength={120}
        placeholder={creating ? slugify(name) || 'made from the name' : undefined}
        onChange={setSlug}
        hint={
          <>
            {creating ? 'Leave empty to make it from the name. ' : 'Changing it changes the category’s web address. '}
            Lower-case letters, digits and hyphens.
          </>
        }
      />
      <ImageField id="nb-category-image" label="Image" value={image} onChange={setImage} />
      <div className="form-check">
        <input
          id="nb-category-taxable"
          className="form-check-input"
          type="checkbox"
          checked={taxable}
          onChange={(e) => setTaxable(e.target.checked)}
          aria-describedby="nb-category-taxable-hint"
        />
        <label className="form-check-label" htmlFor="nb-category-taxable">
          Sales tax applies
        </label>
        <div id="nb-category-taxable-hint" className="form-text">
          A product is taxed unless every one of its categories is unticked here.
        </div>
      </div>
      <TextField
        id="nb-category-weight"
        label="Default shipping weight (lb)"
        inputMode="decimal"
        value={weight}
        onChange={setWeight}
        hint="Per piece, for its products without a weight of their own. Empty: the parent category’s, else 2 lb."
      />
    </FormDialog>
  );
}
