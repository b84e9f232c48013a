import { centsToDollars, type VariantOptionChildInput, type VariantOptionInput } from '@northbend/shared';
import type { StoredVariantOption } from '../../../db/schema/index.js';
import { endsWithUnescaped, escapeText, indexOfUnescaped, readNumber, splitUnescaped, unescapeText, writeDollars } from './cells.js';

// The variant_options cell, readable in one spreadsheet cell:
//   Die Clearance [info]=0.10 mm:0.00*|0.20 mm:5.00;Coating=None:0.00*|TiN:12.50
// Options are separated by ;, an option's name and its choices by =, choices by |, a choice's
// name and its price (dollars) by its last :. A * after the price marks the default choice;
// ' [info]' after the option's name sets variant_options_link 5 (the option links to its info
// page). A backslash makes the next character part of a name.

const INFO_MARK = '[info]';
/** Characters a name must escape: the separators above, the default mark and [ (of [info]). */
const NAME_SPECIALS = ';=|:*[';
const INFO_LINK = 5;

/** The cell for a variant's stored options, in their stored order. */
export function writeOptions(options: readonly StoredVariantOption[]): string {
  return options
    .map((o) => {
      const name = escapeText(o.name, NAME_SPECIALS) + (o.link === INFO_LINK ? ` ${INFO_MARK}` : '');
      const children = o.children.map((c) => `${escapeText(c.name, NAME_SPECIALS)}:${writeDollars(c.priceCents)}${c.isDefault ? '*' : ''}`);
      return `${name}=${children.join('|')}`;
    })
    .join(';');
}

export type OptionsRead = { options: VariantOptionInputBody[]; error?: undefined } | { options?: undefined; error: string };
type VariantOptionInputBody = Omit<VariantOptionInput, 'variant_options_lists'> & {
  variant_options_lists: (Omit<VariantOptionChildInput, 'variant_options_child_price'> & { variant_options_child_price: unknown })[];
};

const SHAPE = 'write Name=choice:price|choice:price, options separated by ;';

/**
 * The options of a cell as the shared schema's input, or the first mistake in words. Whether
 * there is exactly one default and no choice twice is left to the schema, so the message is
 * the one the product editor shows.
 */
export function readOptions(cell: string): OptionsRead {
  const options: VariantOptionInputBody[] = [];
  for (const raw of splitUnescaped(cell, ';')) {
    const text = raw.trim();
    if (!text) continue;
    const equals = indexOfUnescaped(text, '=');
    if (equals < 0)
      return { error: `variant_options: "${unescapeText(text)}" has no = between the option name and its choices (${SHAPE})` };
    let name = text.slice(0, equals).trim();
    const link = endsWithUnescaped(name, INFO_MARK) ? INFO_LINK : 0;
    if (link) name = name.slice(0, -INFO_MARK.length).trim();
    const optionName = unescapeText(name);
    if (!optionName) return { error: `variant_options: an option has no name before its = (${SHAPE})` };
    const children: VariantOptionInputBody['variant_options_lists'] = [];
    for (const rawChild of splitUnescaped(text.slice(equals + 1), '|')) {
      const child = readChild(rawChild.trim(), optionName);
      if (typeof child === 'string') return { error: child };
      if (child) children.push(child);
    }
    options.push({ variant_options_name: optionName, variant_options_link: link, variant_options_lists: children });
  }
  return { options };
}

function readChild(text: string, optionName: string): VariantOptionInputBody['variant_options_lists'][number] | string | null {
  if (!text) return null;
  const isDefault = endsWithUnescaped(text, '*');
  const body = isDefault ? text.slice(0, -1).trim() : text;
  const colon = indexOfUnescaped(body, ':', true);
  if (colon < 0)
    return `variant_options: the choice "${unescapeText(body)}" of "${optionName}" needs a price (choice:price, e.g. TiN:12.50)`;
  const childName = unescapeText(body.slice(0, colon).trim());
  const price = readNumber(body.slice(colon + 1));
  if (typeof price !== 'number') {
    return `variant_options: the price of "${childName}" in "${optionName}" must be a number of dollars (choice:price, e.g. TiN:12.50)`;
  }
  return { variant_options_child_name: childName, variant_options_child_price: price, variant_options_child_is_default: isDefault };
}

/** The stored options as the schema's input, to merge with a file that leaves the column out. */
export function optionsInput(options: readonly StoredVariantOption[]): VariantOptionInput[] {
  return options.map((o) => ({
    variant_options_name: o.name,
    variant_options_link: o.link === INFO_LINK ? INFO_LINK : 0,
    variant_options_lists: o.children.map((c) => ({
      variant_options_child_name: c.name,
      variant_options_child_price: centsToDollars(c.priceCents),
      variant_options_child_is_default: c.isDefault,
    })),
  }));
}
