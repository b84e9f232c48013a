import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * How the islands build (decision 035) splits the public pages' code into files.
 *
 * Left to the bundler, every module two islands share became a chunk of its own, and a product
 * page loaded 20 files of 1–5 KB. Over HTTP/1.1 (six connections, a round trip each) that queue,
 * not the bytes, held the product photo back: Lighthouse put LCP at 2.4 s. So the code is grouped
 * by the pages that need it:
 * - core: what every public page runs (Preact, the session store, the header, paths, timings, the
 *   picture), one file beside the entry;
 * - product: the product page's islands and the parts they share (the variants table, the gallery,
 *   add to cart), one file that only product pages load.
 * The other islands (content blocks, filters, forms) stay a file each: each page holds a few.
 * A group takes the modules it names and what they import, so core is listed first (its modules
 * must not be pulled into product) and names the bundler's preload helper, which both use.
 */
const CORE =
  /[\\/]node_modules[\\/]preact[\\/]|vite[\\/]preload-helper|[\\/]src[\\/]islands[\\/](header[\\/](header\.island|icons|menus|search-box|use-menu)|category-card[\\/]tooltip|session-store|navigate|picture)|[\\/]src[\\/]lib[\\/]paths|[\\/]packages[\\/]shared[\\/]src[\\/](limits|timings)\.ts$/;
const PRODUCT = /[\\/]src[\\/]islands[\\/](product|product-gallery|product-actions|variants-table)[\\/]/;

export const ISLAND_CHUNK_GROUPS = [
  { name: 'islands-core', test: (id: string) => CORE.test(id), priority: 2 },
  { name: 'islands-product', test: (id: string) => PRODUCT.test(id), priority: 1 },
];

/** An island's module, as the manifest names it: src/islands/{name}/{name}.island.tsx. */
const ISLAND_MODULE = /^src\/islands\/([^/]+)\/\1\.island\.tsx$/;

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };

/**
 * An island taken into a group has no manifest entry of its own (the bundler names only a chunk's
 * facade module), yet the server and the budgets find a page's scripts by the island's source
 * (server/page-document.ts, scripts/island-budgets.mjs). This writes that entry, pointing at the
 * group's chunk, once the manifest is on disk.
 */
export function islandManifestAliases(manifestFile: string): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'northbend-island-manifest-aliases',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = config.build.outDir;
    },
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        const path = join(root, outDir, manifestFile);
        const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
        const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const chunk = byFile.get(output.fileName);
          if (!chunk) continue;
          for (const id of output.moduleIds) {
            const source = relative(root, id).split('\\').join('/');
            if (ISLAND_MODULE.test(source) && !manifest[source]) manifest[source] = { ...chunk, src: source, isDynamicEntry: true };
          }
        }
        writeFileSync(path, JSON.stringify(manifest, null, 2));
      },
    },
  };
}
