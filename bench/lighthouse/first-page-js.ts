import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a first visit must download before the page can run: the entry script and the
 * chunks the HTML preloads, gzip-compressed as a server would send them. Route chunks loaded
 * later (lazy routes) are not counted. Without `html` it reads the build's index.html (the shell);
 * given a server-rendered page, it also counts the screen chunks that page preloads.
 */
export function firstPageJs(distDir: string, html?: string): { files: string[]; rawBytes: number; gzipBytes: number } {
  const source = html ?? readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...new Set([...source.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const bytes = readFileSync(join(distDir, f));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
