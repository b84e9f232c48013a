import { createHash } from 'node:crypto';
import { realpath, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * The cache folder of one original's variants, by its path relative to imagesDir: all of an
 * image's sizes and formats sit together, so they can be found and dropped together.
 */
export function variantFolder(cacheDir: string, sourcePath: string): string {
  const pathKey = createHash('sha256').update(sourcePath).digest('hex').slice(0, 24);
  return join(cacheDir, pathKey.slice(0, 2), pathKey);
}

/**
 * Drops the cached variants of an image whose original was just deleted (`relativePath` under
 * imagesDir), instead of leaving them to the sweeper, which runs only after a variant is written
 * (issue 28: a replaced and removed profile photo left its resized copies behind).
 */
export async function dropImageVariants(dirs: { imagesDir: string; cacheDir: string }, relativePath: string): Promise<void> {
  // The service keys a variant by the original's real path relative to imagesDir (service.ts).
  const root = await realpath(dirs.imagesDir).catch(() => dirs.imagesDir);
  await rm(variantFolder(dirs.cacheDir, relative(dirs.imagesDir, join(root, relativePath))), { recursive: true, force: true });
}
