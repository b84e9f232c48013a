import type { ProductInput } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import {
  findKeywordDropdowns,
  findLiveVariantSkuClashes,
  findModelMakes,
  findProductBySku,
  unknownCategoryIds,
} from './admin-product-queries.js';
import { unknownIds } from './machine-queries.js';

/**
 * The checks of a saved product that need the database (the shape was checked by ProductInput):
 * every id it refers to exists, each model belongs to one of its makes, each keyword value is
 * an option of its dropdown (400 naming the field); its part numbers are free (409).
 */
export async function checkProduct(tx: Database, input: ProductInput, productId?: string): Promise<void> {
  await checkReferences(tx, input);
  await checkPartNumbers(tx, input, productId);
}

async function checkReferences(tx: Database, input: ProductInput): Promise<void> {
  const [categories, makes, models] = await Promise.all([
    unknownCategoryIds(tx, input.product_category_ids),
    unknownIds(tx, 'makes', input.product_machine_make_ids),
    findModelMakes(tx, input.product_machine_model_ids),
  ]);
  if (categories.length) throw badRequest(`product_category_ids: no category has the id ${categories[0]}`);
  if (makes.length) throw badRequest(`product_machine_make_ids: no machine make has the id ${makes[0]}`);
  const known = new Map(models.map((m) => [m.id, m]));
  const missing = input.product_machine_model_ids.find((id) => !known.has(id));
  if (missing) throw badRequest(`product_machine_model_ids: no machine model has the id ${missing}`);
  const chosenMakes = new Set(input.product_machine_make_ids);
  const stray = models.find((m) => !chosenMakes.has(m.makeId));
  if (stray) throw badRequest(`product_machine_model_ids: the model ${stray.name} belongs to none of the chosen machine makes`);
  await checkKeywords(tx, input.product_keywords);
}

async function checkKeywords(tx: Database, keywords: Record<string, string[]>): Promise<void> {
  const ids = Object.keys(keywords);
  const dropdowns = new Map((await findKeywordDropdowns(tx, ids)).map((d) => [d.id, d]));
  for (const [id, values] of Object.entries(keywords)) {
    const dropdown = dropdowns.get(id);
    if (!dropdown) throw badRequest(`product_keywords: there is no keyword dropdown ${id}`);
    const options = new Set(dropdown.options.map((o) => o.value));
    const wrong = values.find((v) => !options.has(v.trim()));
    if (wrong !== undefined) throw badRequest(`product_keywords: "${wrong}" is not an option of ${dropdown.name}`);
  }
}

async function checkPartNumbers(tx: Database, input: ProductInput, productId?: string): Promise<void> {
  const owner = await findProductBySku(tx, input.product_sku, productId);
  if (owner) throw new HttpError(409, `Part number ${input.product_sku} is already used by "${owner.name}"`);
  const clashes = await findLiveVariantSkuClashes(
    tx,
    input.product_variants.map((v) => v.variant_sku),
    productId,
  );
  if (clashes.length) {
    const c = clashes[0]!;
    throw new HttpError(409, `Variant part number ${c.sku} is already used by a variant of "${c.productName}" (${c.productSku})`);
  }
}
