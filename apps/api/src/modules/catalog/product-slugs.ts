import { slugify } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { findSlugOwner, findSlugsLike, forgetFormerSlug, rememberFormerSlug } from './admin-product-queries.js';

/** What a product is called in a URL when its name holds no letter or digit. */
const FALLBACK_SLUG = 'product';

/** The base slug itself, else base-2, base-3…: the first that no product uses now or used before. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const root = base || FALLBACK_SLUG;
  const taken = await findSlugsLike(db, root);
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/**
 * The slug a saved product gets. An explicit slug must be free (a former slug of another product
 * still redirects there, so it counts as taken): 409 otherwise. Without one, a new product gets
 * one made from its name and an existing product keeps its own, so renaming never breaks a link.
 */
export async function chooseSlug(
  tx: Database,
  opts: { explicit: string | undefined; name: string; current?: { id: string; slug: string } },
): Promise<string> {
  const { explicit, name, current } = opts;
  if (!explicit) return current ? current.slug : freeSlug(tx, slugify(name));
  if (explicit === current?.slug) return explicit;
  const owner = await findSlugOwner(tx, explicit, current?.id);
  if (owner) throw new HttpError(409, `product_slug ${explicit} is already used by "${owner.name}"`);
  return explicit;
}

/** After a slug change: the old slug keeps redirecting here; a former slug taken back stops being one. */
export async function recordSlugChange(tx: Database, productId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await forgetFormerSlug(tx, newSlug, productId);
  if (oldSlug) await rememberFormerSlug(tx, oldSlug, productId);
}
