import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheSweeper } from './cache-sweeper.js';
import { imageVariantService } from './service.js';

let imagesDir: string;
let cacheDir: string;

beforeEach(async () => {
  const root = await mkdtemp(join(tmpdir(), 'nb-media-'));
  imagesDir = join(root, 'images');
  cacheDir = join(root, 'cache');
  await mkdir(join(imagesDir, 'profiles'), { recursive: true });
});

async function photo(name: string): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  await writeFile(join(imagesDir, 'profiles', name), png);
  return `profiles/${name}`;
}

async function cached(): Promise<string[]> {
  const all = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all.filter((e) => e.isFile() && e.name !== 'source').map((e) => join(e.parentPath, e.name));
}

describe('the image-variant cache', () => {
  // Issue 15: replaced profile photos left their variants in the cache for ever.
  it('drops the variants of an original that is gone, and keeps the others', async () => {
    const images = imageVariantService({ imagesDir, cacheDir });
    const [old, current] = [await photo('old.png'), await photo('current.png')];
    for (const path of [old, current]) for (const width of [64, 128]) await images.variant(path, { width, format: 'webp' });
    expect(await cached()).toHaveLength(4);

    await rm(join(imagesDir, old));
    const result = await cacheSweeper({ imagesDir, cacheDir, maxBytes: 1e9 }).sweep();

    expect(result.orphansRemoved).toBe(1);
    expect(await cached()).toHaveLength(2);
    // The remaining original's variants still come from the cache.
    expect((await images.variant(current, { width: 64, format: 'webp' })).body.length).toBeGreaterThan(0);
  });

  it('evicts the oldest variants once the cache is over its bound', async () => {
    const images = imageVariantService({ imagesDir, cacheDir });
    const path = await photo('big.png');
    for (const width of [64, 128, 256, 384]) await images.variant(path, { width, format: 'png' });
    const files = await cached();
    // Give each file its own age: the 64 px one is the oldest.
    for (const [i, file] of files.sort().entries()) await utimes(file, new Date(), new Date(Date.now() - (10 - i) * 60_000));
    const sizes = await Promise.all(files.map(async (f) => (await import('node:fs/promises')).stat(f).then((s) => s.size)));
    const total = sizes.reduce((a, b) => a + b, 0);

    const result = await cacheSweeper({ imagesDir, cacheDir, maxBytes: total - 1 }).sweep();

    expect(result.filesEvicted).toBeGreaterThan(0);
    expect(result.bytesAfter).toBeLessThanOrEqual((total - 1) * 0.8);
    const left = await cached();
    expect(left.length).toBe(files.length - result.filesEvicted);
    // What went were the oldest files.
    expect(
      files
        .sort()
        .slice(0, result.filesEvicted)
        .every((f) => !left.includes(f)),
    ).toBe(true);
  });

  // CI (PostgreSQL lane): a sweep between a new folder and its source file lost the variant being written.
  it('leaves a folder a variant is being written into, and drops one left unnamed for over a minute', async () => {
    const writing = join(cacheDir, 'cd', 'writing');
    const abandoned = join(cacheDir, 'cd', 'abandoned');
    for (const dir of [writing, abandoned]) await mkdir(dir, { recursive: true });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(abandoned, twoMinutesAgo, twoMinutesAgo);
    const result = await cacheSweeper({ imagesDir, cacheDir, maxBytes: 1e9 }).sweep();
    expect(result.orphansRemoved).toBe(1);
    expect(await readdir(join(cacheDir, 'cd'))).toEqual(['writing']);
  });

  it('removes files of the old cache layout (no folder per original)', async () => {
    await mkdir(join(cacheDir, 'ab'), { recursive: true });
    await writeFile(join(cacheDir, 'ab', 'abcdef.webp'), 'old');
    await cacheSweeper({ imagesDir, cacheDir, maxBytes: 1e9 }).sweep();
    expect(await readdir(join(cacheDir, 'ab'))).toEqual([]);
  });
});
