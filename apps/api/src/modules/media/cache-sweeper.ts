import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The file in each original's cache folder that names the original (relative to imagesDir). */
export const SOURCE_FILE = 'source';

export interface SweepResult {
  /** Cache folders removed because their original is gone (a replaced profile photo, say). */
  orphansRemoved: number;
  /** Variant files removed, oldest first, to bring the cache under its bound. */
  filesEvicted: number;
  bytesAfter: number;
}

interface CachedFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Keeps the image-variant cache bounded (issue 15: every uploaded profile photo left its 33
 * variants behind for ever). The cache holds one folder per original, `xx/<path key>/`, with a
 * `source` file naming the original: a folder whose original is gone is removed whole, and when
 * the rest is over `maxBytes` the oldest variants go until it is under 80 % of it. A variant is
 * only ever a copy, so evicting one costs one re-encode on its next request.
 */
export function cacheSweeper(opts: {
  imagesDir: string;
  cacheDir: string;
  maxBytes: number;
  minIntervalMs?: number;
  onError?: (err: unknown) => void;
}) {
  let running: Promise<SweepResult> | null = null;
  let lastStart = 0;

  async function sweep(): Promise<SweepResult> {
    let orphansRemoved = 0;
    const files: CachedFile[] = [];
    for (const shard of await entries(opts.cacheDir)) {
      const shardDir = join(opts.cacheDir, shard.name);
      // Files straight under a shard are from the layout before folders per original: all go.
      if (!shard.isDirectory()) {
        await rm(shardDir, { force: true });
        continue;
      }
      for (const entry of await entries(shardDir)) {
        const dir = join(shardDir, entry.name);
        if (!entry.isDirectory()) {
          await rm(dir, { force: true });
          continue;
        }
        const original = await originalOf(dir);
        // A folder not yet naming its original is one a variant is being written into right now
        // (service.ts make: the folder, then its source file): removing it would lose that variant.
        if (original === 'unnamed' && (await isYoung(dir))) continue;
        if (original !== 'there') {
          await rm(dir, { recursive: true, force: true });
          orphansRemoved++;
          continue;
        }
        for (const file of await entries(dir)) {
          if (file.name === SOURCE_FILE || !file.isFile()) continue;
          const path = join(dir, file.name);
          const info = await stat(path).catch(() => undefined);
          if (info) files.push({ path, size: info.size, mtimeMs: info.mtimeMs });
        }
      }
    }
    let bytes = files.reduce((sum, f) => sum + f.size, 0);
    let filesEvicted = 0;
    if (bytes > opts.maxBytes) {
      files.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const file of files) {
        if (bytes <= opts.maxBytes * 0.8) break;
        await rm(file.path, { force: true });
        bytes -= file.size;
        filesEvicted++;
      }
    }
    return { orphansRemoved, filesEvicted, bytesAfter: bytes };
  }

  /** Whether the folder's original is there, gone, or not named (yet) by its source file. */
  async function originalOf(dir: string): Promise<'there' | 'gone' | 'unnamed'> {
    const source = await readFile(join(dir, SOURCE_FILE), 'utf8').catch(() => undefined);
    if (!source) return 'unnamed';
    return (await stat(join(opts.imagesDir, source)).catch(() => undefined))?.isFile() ? 'there' : 'gone';
  }

  /** Made or changed in the last minute. */
  async function isYoung(dir: string): Promise<boolean> {
    const info = await stat(dir).catch(() => undefined);
    return info !== undefined && Date.now() - info.mtimeMs < 60_000;
  }

  return {
    sweep,
    /** Starts a sweep unless one ran in the last `minIntervalMs` (default a minute) or is running. */
    soon(): void {
      if (running || Date.now() - lastStart < (opts.minIntervalMs ?? 60_000)) return;
      lastStart = Date.now();
      running = sweep()
        .catch((err: unknown) => {
          opts.onError?.(err);
          return { orphansRemoved: 0, filesEvicted: 0, bytesAfter: 0 };
        })
        .finally(() => (running = null));
    },
  };
}

const entries = (dir: string) => readdir(dir, { withFileTypes: true }).catch(() => []);
