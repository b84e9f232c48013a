import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../lib/http-errors.js';

export const CATALOG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Wider than any product page or hero shows, even on a 2× screen; the /images/* variants are made from this. */
const OUTPUT_MAX_WIDTH = 2400;
const MIN_SIDE = 16;
/** Refused before any pixel is decoded: a 10 MB file may declare far more pixels than it holds. */
const MAX_PIXELS = 50_000_000;

export const CATALOG_IMAGE_MESSAGES = {
  missing: 'Choose an image file to upload.',
  notAllowed: 'Only PNG, JPEG or WebP images can be uploaded.',
  tooLarge: 'The image must be at most 10 MB.',
  dimensions: `The image must be at least ${MIN_SIDE} × ${MIN_SIDE} pixels and at most 50 megapixels.`,
  unreadable: 'The image could not be read. Please choose another file.',
} as const;

type Format = 'png' | 'jpeg' | 'webp';

/** The format by the first bytes; the file name and the declared type are the client's word only. */
function formatOf(b: Buffer): Format | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CatalogImage {
  data: Buffer;
  ext: 'png' | 'webp';
}

/**
 * Checks an uploaded catalog image by its content and re-encodes it: upright by its EXIF
 * orientation, every metadata block dropped (sharp writes none unless asked), at most 2400 px wide.
 *
 * A PNG with transparency stays a (lossless) PNG: those are the shop's line drawings and cut-outs,
 * whose thin strokes and alpha edges lossy WebP would smear, and the /images/* route still serves
 * visitors WebP or AVIF copies of them. Everything else (photos) becomes WebP, a fraction of the
 * size of the JPEG or PNG it came as.
 */
export async function prepareCatalogImage(upload: Buffer): Promise<CatalogImage> {
  const format = formatOf(upload);
  if (!format) throw badRequest(CATALOG_IMAGE_MESSAGES.notAllowed);
  const open = () => sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: 'error' });

  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw sharpError(err);
  }
  if (meta.format !== format) throw badRequest(CATALOG_IMAGE_MESSAGES.notAllowed);
  const { width = 0, height = 0 } = meta;
  if (width < MIN_SIDE || height < MIN_SIDE || width * height > MAX_PIXELS) throw badRequest(CATALOG_IMAGE_MESSAGES.dimensions);

  try {
    const image = open().rotate().resize({ width: OUTPUT_MAX_WIDTH, withoutEnlargement: true });
    if (format === 'png' && meta.hasAlpha) return { data: await image.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' };
    return { data: await image.webp({ quality: 85, effort: 5 }).toBuffer(), ext: 'webp' };
  } catch (err) {
    throw sharpError(err);
  }
}

/** sharp checks its pixel limit on the header already; any other failure is a broken file. */
const sharpError = (err: unknown) =>
  badRequest(
    err instanceof Error && /pixel limit/i.test(err.message) ? CATALOG_IMAGE_MESSAGES.dimensions : CATALOG_IMAGE_MESSAGES.unreadable,
  );

/**
 * Writes the image under imagesDir/uploads/<yyyy-mm>/<random>.<ext> (a temp dot-file, then a
 * rename, so the static route never serves half a file) and answers its public URL. The name is
 * the server's: an upload can never overwrite another file, and a name is never reused, which the
 * year-long caching of the /images/* variants relies on.
 */
export async function saveCatalogImage(imagesDir: string, image: CatalogImage): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  const dir = join(imagesDir, 'uploads', month);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${image.ext}`;
  const temp = join(dir, `.${name}.tmp`);
  try {
    await writeFile(temp, image.data, { flag: 'wx' });
    await rename(temp, join(dir, name));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return `/images/uploads/${month}/${name}`;
}
