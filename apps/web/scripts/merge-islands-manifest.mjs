// Adds the islands build's manifest (vite build --mode islands, decision 035) to the storefront's,
// so the server renderer finds the islands entry and its chunks where it finds the screens'
// (dist/.vite/manifest.json). Shared chunks carry each build's own hashes, so their keys differ. A
// module both builds load lazily is a key in both: an island (the client application mounts some,
// islands/island-in-app.tsx) and the contact form's validation. The server looks up islands only
// for island documents, so their keys are the islands build's; the other keys stay the
// storefront's (the server links its screens). Each build's own code finds its lazy chunks by file
// name, never through the manifest.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = process.argv[2] ? `${process.argv[2].replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const storefrontFile = `${dist}.vite/manifest.json`;
const islandsFile = `${dist}.vite/islands-manifest.json`;

const storefront = JSON.parse(readFileSync(storefrontFile, 'utf8'));
const islands = JSON.parse(readFileSync(islandsFile, 'utf8'));
const fromIslands = Object.fromEntries(Object.entries(islands).filter(([key]) => key.startsWith('src/islands/') || !(key in storefront)));
if (!fromIslands['src/islands/islands-entry.ts']?.isEntry) {
  console.error(`merge-islands-manifest: ${islandsFile} has no islands entry`);
  process.exit(1);
}
writeFileSync(storefrontFile, JSON.stringify({ ...storefront, ...fromIslands }, null, 2));
rmSync(islandsFile);
console.info(`merge-islands-manifest: ${Object.keys(fromIslands).length} islands modules added to ${storefrontFile}`);
