import { escapeHtml, SPECULATION_RULES } from '@northbend/shared';
import { BRAND_NAME } from '../lib/config';
import { ROUTE_DATA_ID } from '../lib/early-load-transfer';
import { LATER_STYLE } from '../islands/kinds';
import type { PageHead } from './page-head';

/** One module of Vite's build manifest (dist/.vite/manifest.json), by its source path. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The built storefront the server renders into: index.html as Vite wrote it, and its manifest. */
export interface BuildAssets {
  template: string;
  manifest: BuildManifest;
  /** A built stylesheet's text ('assets/x.css'), for writing it into the page; absent: every stylesheet is linked. */
  styleText?: (file: string) => string | undefined;
}

/**
 * An island document's screen stylesheets up to this size are written into its head instead of
 * linked (decision 035): each link is a request the first paint waits for (Lighthouse counted
 * 340 ms on a content page). The site-wide stylesheet stays linked, kept by the browser's cache.
 */
const INLINE_STYLE_MAX = 24_000;

/**
 * Kits an island document needs only once a buyer acts: the overlays (dialogs, tooltips, their
 * transitions). None of their markup is in the HTML the server draws, so their stylesheet comes
 * without holding the first paint (LATER_STYLE), and the HTML stays within the first round trip.
 */
const LATER_KITS = ['src/styles/kits/overlays.scss'];

/** What goes into one page's HTML. */
export interface PageParts {
  head: PageHead;
  /** Where the page is found (the canonical address, without the query). */
  url: string;
  origin: string;
  /** The rendered screen, inside #root. */
  body: string;
  /** The routes' data for hydration (early-load-transfer.ts), already safe inside <script>. */
  data: string;
  /** The screen's source modules (rendered-page.ts): their stylesheets and scripts are linked. */
  modules: string[];
}

/** An island document's parts (decision 035): no routes' data, and the islands the page holds. */
export interface IslandPageParts extends Omit<PageParts, 'data'> {
  /** The source modules of the page's islands due at load (islands/names.ts islandSource): preloaded. */
  islands: string[];
}

/** The browser entry of island documents, as the build's manifest names it. */
export const ISLANDS_ENTRY = 'src/islands/islands-entry.ts';

/** JSON inside <script type="application/ld+json">: '<' written as \u003c cannot end the element. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The stylesheets and scripts of some source modules and of the chunks they import, in order,
 * each once. Stylesheets are linked so the page is styled before any script runs; scripts are
 * preloaded so hydration does not wait for the screen's chunk to be discovered.
 */
export function assetsOf(manifest: BuildManifest, modules: string[]): { styles: string[]; scripts: string[] } {
  const styles: string[] = [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.imports?.forEach(visit);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    if (chunk.file.endsWith('.css')) styles.push(chunk.file);
    // Islands a group took share its chunk (island-chunks.ts): one file, preloaded once.
    else if (chunk.file.endsWith('.js') && !scripts.includes(chunk.file)) scripts.push(chunk.file);
  };
  modules.forEach(visit);
  return { styles, scripts };
}

/** The page's stylesheets and the scripts to preload: the screen's own, by default; `inline` are written into the head. */
type PageAssets = { styles: string[]; scripts: string[]; inline?: Map<string, string> };

function headTags(
  parts: Omit<PageParts, 'data' | 'body'>,
  assets: BuildAssets,
  page: PageAssets = assetsOf(assets.manifest, parts.modules),
  template = assets.template,
): string {
  const { head, origin } = parts;
  const title = `${head.title} - ${BRAND_NAME}`;
  const image = head.image.startsWith('http') ? head.image : origin + head.image;
  const { styles, scripts, inline } = page;
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  const styleTag = (file: string) => {
    const text = inline?.get(file);
    // '</style' cannot end the element early: CSS reads '<\/style' the same.
    if (text !== undefined) return `<style data-href="/${file}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    return `<link rel="stylesheet" crossorigin href="/${file}" />`;
  };
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    head.keywords ? meta('name', 'keywords', head.keywords) : '',
    `<link rel="canonical" href="${escapeHtml(parts.url)}" />`,
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', parts.url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...styles.filter((file) => !inTemplate(file)).map(styleTag),
    ...scripts.filter((file) => !inTemplate(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...head.structured.map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** index.html with the page's title, description and head tags. */
function withHead(template: string, parts: Omit<PageParts, 'data' | 'body'>, tags: string): string {
  const title = escapeHtml(`${parts.head.title} - ${BRAND_NAME}`);
  // Replacer functions: a '$' in a page's text must not read as a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    )
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** The page's HTML: index.html with its title, description and head tags, the screen and its data. */
export function pageDocument(parts: PageParts, assets: BuildAssets): string {
  return withHead(assets.template, parts, headTags(parts, assets)).replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${ROUTE_DATA_ID}">${parts.data}</script>`,
  );
}

/** index.html without the client application: its entry script and the modules it preloads. */
const withoutApplication = (template: string) =>
  template.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * An island document's HTML (decision 035): the rendered page with the screen's stylesheets, and
 * for scripts only the islands entry and the code of the islands this page holds (preloaded, so
 * no island waits for its chunk to be discovered). No routes' data: nothing hydrates the page.
 */
export function islandsPageDocument(parts: IslandPageParts, assets: BuildAssets): string {
  const entry = assets.manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`The build has no ${ISLANDS_ENTRY}: build the web app again`);
  const { styles } = assetsOf(assets.manifest, parts.modules);
  const code = assetsOf(assets.manifest, [ISLANDS_ENTRY, ...parts.islands]);
  const template = withoutApplication(assets.template);
  const later = new Set(assetsOf(assets.manifest, LATER_KITS).styles);
  const all = [...styles, ...code.styles.filter((file) => !styles.includes(file))].filter((file) => !later.has(file));
  const laterLinks = [...later]
    .filter((file) => styles.includes(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" media="print" ${LATER_STYLE} />`);
  const inline = new Map<string, string>();
  for (const file of all) {
    const text = assets.styleText?.(file);
    if (text !== undefined && text.length <= INLINE_STYLE_MAX) inline.set(file, text);
  }
  const page = { styles: all, scripts: code.scripts.filter((file) => file !== entry.file), inline };
  const tags = [
    headTags(parts, assets, page, template),
    ...laterLinks,
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
  ].join('\n    ');
  return withHead(template, parts, tags).replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.body}</div>\n    <script type="speculationrules">${SPECULATION_RULES}</script>`,
  );
}

/** The shell (index.html as built) with its screen's title: the browser draws the rest (entry-server.tsx). */
export function shellDocument(title: string, assets: BuildAssets): string {
  const text = escapeHtml(`${title} - ${BRAND_NAME}`);
  return assets.template.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
}
