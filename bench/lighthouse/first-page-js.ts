import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit must download before the page can run: the entry script and the
 * chunks index.html preloads, gzip-compressed as a server would send them. Route chunks loaded
 * later (lazy routes) are not counted.
 */
export function firstPageJs(distDir: string): { files: string[]; rawBytes: number; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const bytes = readFileSync(join(distDir, f));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
