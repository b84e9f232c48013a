import { describe, expect, it } from 'vitest';
import { islandsPageDocument, type BuildAssets } from './page-document';
import type { PageHead } from './page-head';

// index.html as Vite writes it: the client application's entry, its preloads, the shell's stylesheet.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Shop" />
    <title>Title Not Set - Northbend Tooling</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ASSETS: BuildAssets = {
  template: TEMPLATE,
  manifest: {
    'index.html': { file: 'assets/index-A.js', imports: ['_framework-B.js'] },
    '_framework-B.js': { file: 'assets/framework-B.js' },
    'src/features/content/content-page.tsx': {
      file: 'assets/content-page-D.js',
      imports: ['_framework-B.js'],
      css: ['assets/content-page-E.css'],
    },
    'src/islands/islands-entry.ts': {
      file: 'assets/islands-F.js',
      imports: ['_preload-G.js'],
      dynamicImports: ['src/islands/header/header.island.tsx'],
    },
    '_preload-G.js': { file: 'assets/preload-G.js' },
    'src/islands/header/header.island.tsx': {
      file: 'assets/header.island-H.js',
      imports: ['src/islands/islands-entry.ts', '_preload-G.js'],
    },
  },
};

const HEAD: PageHead = {
  title: 'Production',
  description: 'How we make tools',
  keywords: '',
  image: '/images/logo.png',
  type: 'website',
  structured: [],
};

describe('an island document (decision 035)', () => {
  const html = islandsPageDocument(
    {
      head: HEAD,
      url: 'https://shop.example/production',
      origin: 'https://shop.example',
      body: '<main>Production</main>',
      modules: ['src/features/content/content-page.tsx'],
      islands: ['src/islands/header/header.island.tsx'],
    },
    ASSETS,
  );
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it('loads the islands entry and preloads its page’s islands, and none of the client application', () => {
    expect(scripts).toEqual(['/assets/islands-F.js']);
    expect(preloads.sort()).toEqual(['/assets/header.island-H.js', '/assets/preload-G.js']);
    expect(html).not.toContain('index-A.js');
    expect(html).not.toContain('framework-B.js');
    expect(html).not.toContain('content-page-D.js');
  });

  it('preloads a chunk that holds several of the page’s islands once (the build groups a product page’s islands)', () => {
    const product = { file: 'assets/islands-product-J.js', imports: ['src/islands/islands-entry.ts'] };
    const grouped = islandsPageDocument(
      {
        head: HEAD,
        url: 'https://shop.example/some-tool/p1',
        origin: 'https://shop.example',
        body: '<main>Tool</main>',
        modules: [],
        islands: ['src/islands/product-gallery/product-gallery.island.tsx', 'src/islands/variants-table/variants-table.island.tsx'],
      },
      {
        ...ASSETS,
        manifest: {
          ...ASSETS.manifest,
          '_islands-product-J.js': product,
          'src/islands/product-gallery/product-gallery.island.tsx': product,
          'src/islands/variants-table/variants-table.island.tsx': product,
        },
      },
    );
    const preloaded = [...grouped.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual(['/assets/islands-product-J.js', '/assets/preload-G.js']);
  });

  it('keeps the shell’s and the screen’s stylesheets, the page’s title and body, and sends no routes’ data', () => {
    expect(html).toContain('href="/assets/index-C.css"');
    expect(html).toContain('href="/assets/content-page-E.css"');
    expect(html).toContain('<title>Production - Northbend Tooling</title>');
    expect(html).toContain('<div id="root"><main>Production</main></div>');
    expect(html).not.toContain('application/json');
  });

  it('asks Chromium to prefetch the shop’s other pages on hover or press, never the API, logout or a file', () => {
    const rules = JSON.parse(/<script type="speculationrules">([^<]+)<\/script>/.exec(html)![1]) as {
      prefetch: { eagerness: string; where: { and: [unknown, { not: { href_matches: string[] } }, unknown] } }[];
    };
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    expect(rules.prefetch[0].where.and[1].not.href_matches).toEqual(expect.arrayContaining(['/api/*', '/user/logout', '/*.pdf']));
  });

  it('writes the screen’s small stylesheets into the head, so the first paint waits for no request of theirs', () => {
    const styles: Record<string, string> = {
      'assets/content-page-E.css': '.nb-content-page{margin:0}</style>',
      'assets/index-C.css': 'body{}',
    };
    const inlined = islandsPageDocument(
      {
        head: HEAD,
        url: 'https://shop.example/production',
        origin: 'https://shop.example',
        body: '<main>Production</main>',
        modules: ['src/features/content/content-page.tsx'],
        islands: [],
      },
      { ...ASSETS, styleText: (file) => styles[file] },
    );
    expect(inlined).toContain('<style data-href="/assets/content-page-E.css">.nb-content-page{margin:0}<\\/style></style>');
    expect(inlined).not.toContain('<link rel="stylesheet" crossorigin href="/assets/content-page-E.css"');
    // The site-wide stylesheet of the shell stays a link, which the browser keeps between pages.
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
  });

  it('links the overlays kit (dialogs, tooltips) for print, for the islands entry to switch on: it holds no first paint', () => {
    const withKit = islandsPageDocument(
      {
        head: HEAD,
        url: 'https://shop.example/some-tool/p1',
        origin: 'https://shop.example',
        body: '<main>Tool</main>',
        modules: ['src/styles/kits/overlays.scss', 'src/features/content/content-page.tsx'],
        islands: [],
      },
      {
        ...ASSETS,
        manifest: { ...ASSETS.manifest, 'src/styles/kits/overlays.scss': { file: 'assets/overlays-K.css' } },
        styleText: () => '.x{}',
      },
    );
    expect(withKit).toContain('<link rel="stylesheet" crossorigin href="/assets/overlays-K.css" media="print" data-later-style />');
    expect(withKit).not.toContain('data-href="/assets/overlays-K.css"');
    expect(withKit).toContain('<style data-href="/assets/content-page-E.css">');
  });
});
