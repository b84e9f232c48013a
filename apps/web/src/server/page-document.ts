import { escapeHtml } from '@northbend/shared';
import { BRAND_NAME } from '../lib/config';
import { ROUTE_DATA_ID } from '../lib/early-load-transfer';
import type { PageHead } from './page-head';

/** One module of Vite's build manifest (dist/.vite/manifest.json), by its source path. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The built storefront the server renders into: index.html as Vite wrote it, and its manifest. */
export interface BuildAssets {
  template: string;
  manifest: BuildManifest;
}

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
    else if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
  };
  modules.forEach(visit);
  return { styles, scripts };
}

function headTags(parts: PageParts, assets: BuildAssets): string {
  const { head, origin } = parts;
  const title = `${head.title} - ${BRAND_NAME}`;
  const image = head.image.startsWith('http') ? head.image : origin + head.image;
  const { styles, scripts } = assetsOf(assets.manifest, parts.modules);
  const inTemplate = (file: string) => assets.template.includes(`/${file}"`);
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
    ...styles.filter((file) => !inTemplate(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...scripts.filter((file) => !inTemplate(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...head.structured.map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The page's HTML: index.html with its title, description and head tags, the screen and its data. */
export function pageDocument(parts: PageParts, assets: BuildAssets): string {
  const title = escapeHtml(`${parts.head.title} - ${BRAND_NAME}`);
  // Replacer functions: a '$' in a page's text must not read as a replacement pattern.
  return assets.template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    )
    .replace('</head>', () => `  ${headTags(parts, assets)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${ROUTE_DATA_ID}">${parts.data}</script>`,
    );
}

/** The shell (index.html as built) with its screen's title: the browser draws the rest (entry-server.tsx). */
export function shellDocument(title: string, assets: BuildAssets): string {
  const text = escapeHtml(`${title} - ${BRAND_NAME}`);
  return assets.template.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
}
