// Adds the islands build's manifest (vite build --mode islands, decision 035) to the storefront's,
// so the server renderer finds the islands entry and its chunks where it finds the screens'
// (dist/.vite/manifest.json). Shared chunks carry each build's own hashes, so their keys differ. A
// module both builds load lazily (the contact form's validation) is a key in both: the server never
// looks such a module up (it links entries, screens and islands, and what they import statically),
// so the storefront's stays. An island's own key in both builds would link the wrong file: that
// stops the build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = process.argv[2] ? `${process.argv[2].replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const storefrontFile = `${dist}.vite/manifest.json`;
const islandsFile = `${dist}.vite/islands-manifest.json`;

const storefront = JSON.parse(readFileSync(storefrontFile, 'utf8'));
const islands = JSON.parse(readFileSync(islandsFile, 'utf8'));
const both = Object.keys(islands).filter((key) => key in storefront && storefront[key].file !== islands[key].file);
const islandsOwn = both.filter((key) => key.startsWith('src/islands/'));
if (islandsOwn.length) {
  console.error(`merge-islands-manifest: both builds name ${islandsOwn.join(', ')} with different files`);
  process.exit(1);
}
writeFileSync(storefrontFile, JSON.stringify({ ...islands, ...storefront }, null, 2));
rmSync(islandsFile);
console.info(`merge-islands-manifest: ${Object.keys(islands).length} islands modules added to ${storefrontFile}`);
