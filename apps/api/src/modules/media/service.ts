import { createHash, randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { cacheSweeper, SOURCE_FILE } from './cache-sweeper.js';
import { variantFolder } from './variant-folder.js';
import { resolveImagePath, VARIANT_SOURCE_EXTENSIONS, type VariantFormat, type VariantRequest } from './variant-request.js';

type OutputFormat = VariantFormat | 'jpeg';

const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpeg: 'image/jpeg' };
const SOURCE_FORMATS: Record<string, OutputFormat> = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.webp': 'webp' };
/** The cache's default bound: variants are small, and a full cache only costs re-encodes. */
const DEFAULT_CACHE_MAX_BYTES = 1024 * 1024 * 1024;
/** Part of every cache key: bump it when the encoder settings below change, so old variants are not reused. */
const ENCODING_VERSION = 'v1';

export interface ImageVariant {
  body: Buffer;
  contentType: string;
  /** Changes whenever the original, the width, the format or the encoder settings do. */
  etag: string;
}

export interface ImageVariantService {
  /** The original at `relativePath` resized and/or re-encoded as asked; made once, then read from the disk cache. */
  variant(relativePath: string, request: VariantRequest): Promise<ImageVariant>;
}

/** Resized, re-encoded copies of the images under imagesDir, cached as files under cacheDir. */
export function imageVariantService(opts: {
  imagesDir: string;
  cacheDir: string;
  /** The cache's bound; swept after writes, at most once a minute (cache-sweeper.ts). */
  cacheMaxBytes?: number;
  onCacheWriteError?: (err: unknown) => void;
}): ImageVariantService {
  const sweeper = cacheSweeper({
    imagesDir: opts.imagesDir,
    cacheDir: opts.cacheDir,
    maxBytes: opts.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    onError: opts.onCacheWriteError,
  });
  // Requests that arrive while a variant is being made wait for that one job instead of starting another.
  const inFlight = new Map<string, Promise<Buffer>>();

  function makeOnce(key: string, makeVariant: () => Promise<Buffer>): Promise<Buffer> {
    let job = inFlight.get(key);
    if (!job) {
      job = makeVariant().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  }

  async function make(
    source: string,
    sourcePath: string,
    cachePath: string,
    width: number | undefined,
    format: OutputFormat,
  ): Promise<Buffer> {
    const body = await encode(source, width, format);
    // Written under a unique name, then renamed: rename replaces atomically, so a reader never sees
    // half a file, and two processes making the same variant both leave a whole one.
    const temp = `${cachePath}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(cachePath), { recursive: true });
      // Names the original, so the sweeper can drop this folder once the original is gone.
      await writeFile(join(dirname(cachePath), SOURCE_FILE), sourcePath);
      await writeFile(temp, body);
      await rename(temp, cachePath);
      sweeper.soon();
    } catch (err) {
      // A full or read-only disk costs the cache, not the response.
      await rm(temp, { force: true });
      opts.onCacheWriteError?.(err);
    }
    return body;
  }

  return {
    async variant(relativePath, request) {
      const { source, info } = await findOriginal(opts.imagesDir, relativePath);
      const format = request.format ?? SOURCE_FORMATS[extname(source).toLowerCase()];
      const sourcePath = relative(opts.imagesDir, source);
      const key = createHash('sha256')
        .update([sourcePath, info.size, info.mtimeMs, request.width ?? 'original', format, ENCODING_VERSION].join('\0'))
        .digest('hex')
        .slice(0, 32);
      const cachePath = join(variantFolder(opts.cacheDir, sourcePath), `${key}.${format}`);
      const cached: Buffer | undefined = await readFile(cachePath).catch(() => undefined);
      const body = cached ?? (await makeOnce(key, () => make(source, sourcePath, cachePath, request.width, format)));
      return { body, contentType: CONTENT_TYPES[format], etag: `"${key}"` };
    },
  };
}

/** The original file, which must be an image inside imagesDir (also after following symlinks). */
async function findOriginal(imagesDir: string, relativePath: string): Promise<{ source: string; info: Stats }> {
  const full = resolveImagePath(imagesDir, relativePath);
  if (!(VARIANT_SOURCE_EXTENSIONS as readonly string[]).includes(extname(full).toLowerCase())) {
    throw badRequest(`Only ${VARIANT_SOURCE_EXTENSIONS.join(', ')} images can be resized or converted`);
  }
  const missing = () => notFound('Image not found');
  const [real, root] = await Promise.all([realpath(full).catch(() => null), realpath(imagesDir).catch(() => null)]);
  if (!real || !root || !real.startsWith(root + sep)) throw missing();
  const info = await stat(real);
  if (!info.isFile()) throw missing();
  return { source: real, info };
}

/** Never wider than the original: a larger file would only be a blurrier one. */
async function encode(source: string, width: number | undefined, format: OutputFormat): Promise<Buffer> {
  let image = sharp(source).rotate();
  if (width) image = image.resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'webp':
      return image.webp({ quality: 78, effort: 5 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 55, effort: 4 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  }
}
