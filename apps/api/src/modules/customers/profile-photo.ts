import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { dropImageVariants } from '../media/index.js';

export const PHOTO_MAX_BYTES = 800 * 1024;
const MAX_SIDE = 4000;
const MIN_SIDE = 16;
const OUTPUT_SIDE = 512;

export const PHOTO_MESSAGES = {
  tooLarge: 'The photo must be at most 800 KB.',
  notAllowed: 'Only PNG or JPEG photos are allowed.',
  dimensions: 'The photo dimensions are not allowed.',
  unreadable: 'The photo could not be read. Please choose another file.',
} as const;

const PUBLIC_PREFIX = '/images/profiles/';
/** Only names this module chose are ever deleted, so a stored path can never point elsewhere. */
const OWN_PHOTO = /^\/images\/profiles\/([0-9a-f-]{36}\.(?:jpg|png))$/;

export interface ProfilePhoto {
  data: Buffer;
  ext: 'jpg' | 'png';
}

/** The format by the first bytes; the file name and the declared type are the client's word only. */
function formatOf(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * Checks an uploaded photo and re-encodes it: upright by its EXIF orientation, every metadata
 * block dropped, at most 512 × 512. The dimensions are read from the header before any pixel is
 * decoded (sharp's pixel limit refuses a pixel flood on the header already, and would stop a
 * decoder that met more pixels than the header declared).
 */
export async function prepareProfilePhoto(upload: Buffer): Promise<ProfilePhoto> {
  const format = formatOf(upload);
  if (!format) throw new HttpError(415, PHOTO_MESSAGES.notAllowed);
  const open = () => sharp(upload, { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: 'error' });

  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw sharpError(err);
  }
  if (meta.format !== format) throw new HttpError(415, PHOTO_MESSAGES.notAllowed);
  const { width = 0, height = 0 } = meta;
  if (width > MAX_SIDE || height > MAX_SIDE || width < MIN_SIDE || height < MIN_SIDE) throw badRequest(PHOTO_MESSAGES.dimensions);

  try {
    const upright = open().rotate().resize(OUTPUT_SIDE, OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (keepMetadata/withExif), so the output is clean.
    const data = format === 'png' ? await upright.png().toBuffer() : await upright.jpeg({ quality: 80 }).toBuffer();
    return { data, ext: format === 'png' ? 'png' : 'jpg' };
  } catch (err) {
    throw sharpError(err);
  }
}

/** sharp checks its pixel limit on the header already; any other failure is a broken file. */
const sharpError = (err: unknown) =>
  badRequest(err instanceof Error && /pixel limit/i.test(err.message) ? PHOTO_MESSAGES.dimensions : PHOTO_MESSAGES.unreadable);

/** Writes the photo under a server-chosen name (temp file, then rename) and returns its public path. */
export async function saveProfilePhoto(imagesDir: string, photo: ProfilePhoto): Promise<string> {
  const dir = join(imagesDir, 'profiles');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${photo.ext}`;
  // A dot-file: the static route never serves it while it is being written.
  const temp = join(dir, `.${name}.tmp`);
  try {
    await writeFile(temp, photo.data, { flag: 'wx' });
    await rename(temp, join(dir, name));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return `${PUBLIC_PREFIX}${name}`;
}

/** Where photos and their resized copies are kept (config's imagesDir and imageCacheDir). */
export interface PhotoDirs {
  imagesDir: string;
  imageCacheDir: string;
}

/**
 * Deletes a photo this module stored, then its resized copies (a request between the two finds no
 * original, so makes no new copy); any other path ('' or a seeded image) is left alone.
 */
export async function removeProfilePhoto(dirs: PhotoDirs, publicPath: string): Promise<void> {
  const match = OWN_PHOTO.exec(publicPath);
  if (!match) return;
  await rm(join(dirs.imagesDir, 'profiles', match[1]), { force: true });
  await dropImageVariants({ imagesDir: dirs.imagesDir, cacheDir: dirs.imageCacheDir }, `profiles/${match[1]}`);
}
