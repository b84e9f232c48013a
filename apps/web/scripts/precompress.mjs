// Writes .br and .gz copies of the built text assets, so the server sends them compressed without
// spending CPU per request (@fastify/static's preCompressed option picks them by Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build to compress: apps/web/dist, or another build's directory (a helper's or a bench's).
const dist = process.argv[2] ? `${process.argv[2].replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

// The server renderer's bundle (ssr/) and the build manifests (.vite/, back-office/.vite/) are read by
// the server, never sent.
const SERVER_ONLY = new Set(['ssr', '.vite', 'back-office/.vite']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SERVER_ONLY.has(relative(dist, path))) continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
