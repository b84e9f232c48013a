import { newKey, type OptionForm, type VariantForm } from './product-form';

/** A copy of a variant's options with keys of their own, so each variant's copy is edited on its own. */
const copiedOptions = (options: OptionForm[]): OptionForm[] =>
  options.map((o) => ({
    ...o,
    key: newKey('option'),
    variant_options_lists: o.variant_options_lists.map((c) => ({ ...c, key: newKey('child') })),
  }));

/** The options of two variants read the same (names, links, choices, prices, default). */
const sameOptions = (a: OptionForm[], b: OptionForm[]): boolean => {
  const plain = (options: OptionForm[]) =>
    JSON.stringify(
      options.map((o) => [
        o.variant_options_name,
        o.variant_options_link,
        o.variant_options_lists.map((c) => [
          c.variant_options_child_name,
          c.variant_options_child_price,
          c.variant_options_child_is_default,
        ]),
      ]),
    );
  return plain(a) === plain(b);
};

/** The other variants whose options a copy from `from` would change. */
export const variantsChangedByCopy = (variants: VariantForm[], from: VariantForm): VariantForm[] =>
  variants.filter((v) => v.key !== from.key && !sameOptions(v.variant_options, from.variant_options));

/** Every other variant's options replaced by copies of `from`'s (issue 28 item 14); kept in the form until saved. */
export const copyOptionsToAll = (variants: VariantForm[], from: VariantForm): VariantForm[] =>
  variants.map((v) => (v.key === from.key ? v : { ...v, variant_options: copiedOptions(from.variant_options) }));
