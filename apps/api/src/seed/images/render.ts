import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Renders an SVG drawing to a PNG under the images folder, unless that file already exists:
 * demo images are made locally at seed time, never downloaded, and made only once per data dir.
 * `relPath` is relative to the images folder; the return value is the public URL path.
 */
export async function renderPng(imagesDir: string, relPath: string, svg: string, width: number, height: number): Promise<string> {
  const out = join(imagesDir, relPath);
  if (!existsSync(out)) {
    mkdirSync(dirname(out), { recursive: true });
    // Written aside and renamed, so a parallel seed or a request never reads half a file.
    const partial = `${out}.${process.pid}.partial`;
    await sharp(Buffer.from(svg))
      .resize(width, height, { fit: 'fill' })
      .png({ compressionLevel: 9, palette: true, effort: 1 })
      .toFile(partial);
    renameSync(partial, out);
  }
  return `/images/${relPath}`;
}

/** The public URL path of an image file, without rendering it. */
export const imageUrl = (relPath: string): string => `/images/${relPath}`;
