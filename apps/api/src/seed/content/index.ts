/** Seeds the seven content pages with their blocks and renders the pictures they use. */
import type { Database } from '../../db/client.js';
import { pageBlocks, pages } from '../../db/schema/content.js';
import { renderContentImages } from './images.js';
import { demoPages } from './pages/index.js';
import { blockRows, pageRows } from './rows.js';

export { demoPages } from './pages/index.js';
export { CONTENT_IMAGES, IMG } from './images.js';
export { blockRows, pageRows } from './rows.js';

/**
 * Renders the content images (existing files are kept), then inserts the pages.
 * A page that already exists (same id or slug) is left alone with its blocks, so running this
 * twice, or on a database where pages were edited, never duplicates or overwrites content.
 */
export async function seedContent(db: Database, imagesDir: string): Promise<void> {
  await renderContentImages(imagesDir);
  const inserted = await db.insert(pages).values(pageRows(demoPages)).onConflictDoNothing().returning({ id: pages.id });
  const fresh = new Set(inserted.map((p) => p.id));
  const rows = blockRows(demoPages).filter((b) => fresh.has(b.pageId));
  if (rows.length > 0) await db.insert(pageBlocks).values(rows);
}
