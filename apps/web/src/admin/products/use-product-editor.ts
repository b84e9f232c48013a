import { useCallback, useMemo, useState } from 'react';
import { slugify, type AdminProduct } from '@northbend/shared';
import { statusFormOf, statusInputOf } from './product-status';
import { messagesUnder, validateProduct, type FieldErrors } from './product-errors';
import { fingerprintOf, type ProductForm, type VariantForm } from './product-form';

/** Moves an item one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export type ProductEditor = ReturnType<typeof useProductEditor>;

/**
 * The product editor's state: the form, its mistakes (checked on every change with the shared
 * rules) and which of them to show — a field's once it has been left, all of them after a save
 * was tried. `saved` is the form as last loaded or saved, for the unsaved-changes guard.
 */
export function useProductEditor(initial: ProductForm) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(() => fingerprintOf(initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  // The server's refusal of the last save, beside the field it names, until the form changes.
  const [serverErrors, setServerErrors] = useState<FieldErrors>(new Map());

  const errors: FieldErrors = useMemo(() => validateProduct(form), [form]);
  const dirty = useMemo(() => fingerprintOf(form) !== saved, [form, saved]);

  const update = useCallback((change: (f: ProductForm) => ProductForm) => {
    setForm(change);
    setServerErrors((e) => (e.size ? new Map() : e));
  }, []);
  const touch = useCallback((key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))), []);
  const shown = useCallback(
    (key: string) => showAll || touched.has(key) || [...touched].some((t) => key.startsWith(`${t}.`)),
    [showAll, touched],
  );
  /** The first message of a field (or of anything inside it) once it is shown. */
  const errorOf = useCallback(
    (key: string): string | undefined => (shown(key) ? messagesUnder(errors, key)[0] : undefined) ?? serverErrors.get(key),
    [errors, shown, serverErrors],
  );
  /** All messages inside a group (a measurement unit, an option's choices) once the group is shown. */
  const errorsOf = useCallback((key: string): string[] => (shown(key) ? messagesUnder(errors, key) : []), [errors, shown]);

  const setName = (name: string) =>
    update((f) => ({ ...f, product_name: name, product_slug: f.slug_edited ? f.product_slug : slugify(name) }));
  const setSlug = (slug: string) => update((f) => ({ ...f, product_slug: slug, slug_edited: slug !== '' }));

  const updateVariant = useCallback(
    (key: string, change: (v: VariantForm) => VariantForm) =>
      update((f) => ({ ...f, product_variants: f.product_variants.map((v) => (v.key === key ? change(v) : v)) })),
    [update],
  );
  const moveVariant = (key: string, step: -1 | 1) =>
    update((f) => ({
      ...f,
      product_variants: moved(
        f.product_variants,
        f.product_variants.findIndex((v) => v.key === key),
        step,
      ),
    }));
  const removeVariant = (key: string) => update((f) => ({ ...f, product_variants: f.product_variants.filter((v) => v.key !== key) }));
  const addVariant = (variant: VariantForm) => update((f) => ({ ...f, product_variants: [...f.product_variants, variant] }));

  return {
    form,
    errors,
    dirty,
    showAll,
    update,
    touch,
    errorOf,
    errorsOf,
    setName,
    setSlug,
    updateVariant,
    moveVariant,
    removeVariant,
    addVariant,
    setServerErrors,
    /** A save was tried: every message shows. */
    revealAll: () => setShowAll(true),
    /** The status the server has now (after an archive or a restore), kept as saved; other unsaved changes stay. */
    adoptStatus: (p: Pick<AdminProduct, 'product_status' | 'product_publish_at'>) => {
      const status = statusFormOf(p);
      setForm((f) => ({ ...f, ...status }));
      setSaved((s) => JSON.stringify({ ...(JSON.parse(s) as object), ...statusInputOf(status) }));
    },
    /** The form as saved, with what the server answered (its slug). */
    markSaved: (next: ProductForm) => {
      setForm(next);
      setSaved(fingerprintOf(next));
    },
  };
}
