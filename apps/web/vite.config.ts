import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ISLAND_CHUNK_GROUPS, islandManifestAliases } from './island-chunks';

/**
 * Libraries every storefront page runs (React, the router, Redux). They change far less often than
 * the shop's code, so they get one chunk of their own: a release that only touches the shop keeps it
 * cached. Everything else (react-bootstrap, Swiper, react-toastify) is split by Vite along the lazy
 * screens that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/;

/**
 * The small modules the first page and most screens share (the API client, paths, the session,
 * the store's slices, the responsive image), in one chunk of their own. Left to itself the
 * bundler gave each its own chunk once the API client stopped importing the Redux session helpers
 * (for the islands, decision 035), and the first page preloaded 13 files instead of 3. Only
 * leaves are named: a captured module brings its dependencies along, and the framework group,
 * which outranks this one, keeps React and Redux where they are.
 */
const SHELL =
  /[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|api-paths|config|session-storage|session|paths|return-path|early-load|early-load-transfer)|state[\\/][a-z-]+-slice|app[\\/](store|rendered-page)|components[\\/](image-variants|responsive-image|category-card-image)|features[\\/]product[\\/]gallery-image)\.tsx?$|[\\/]packages[\\/]shared[\\/]src[\\/](limits|timings|storefront-paths)\.ts$/;

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The back office is a build of its own (`vite build --mode back-office`): the back office
 * (admin.html, decision 011) and its page preview (admin-preview.html: the content editor frames it
 * and sends it the draft's blocks). Two builds share no chunk by construction, so nothing the back
 * office imports (ui/, lib/, packages/shared, React parts only it uses) can move a module out of a
 * storefront chunk or grow the storefront's first page. Its files go to dist/back-office/, served
 * under that prefix; the API answers /admin/* with its admin.html (apps/api/src/plugins/static.ts).
 */
const BACK_OFFICE_MODE = 'back-office';

/**
 * The public pages' islands (decision 035) are a build of their own too (`vite build --mode
 * islands`), for the same reason: sharing a build with the client application, the modules both
 * import (the API client, paths, shared limits) became a dozen small chunks that the application's
 * first page then preloaded one by one (4 files became 16). Written into dist/assets after the
 * storefront's build, with its own manifest, which scripts/merge-islands-manifest.mjs adds to the
 * storefront's so the server renderer reads one.
 */
const ISLANDS_MODE = 'islands';
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
const BACK_OFFICE_DIR = 'back-office';

/**
 * The body face and the headings' face: most of what the first screen writes. Their core cuts
 * (scripts/subset-fonts.mjs), which a page's text uses; the full faces load only for other letters.
 */
const PRELOADED_FONTS = ['barlow-400-core.woff2', 'barlow-condensed-600-core.woff2'];

/**
 * Preloads the main web fonts from index.html, so they download with the page instead of after the
 * stylesheet is read. Build only: the file names carry the content hash Vite gives them.
 */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'northbend-preload-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.values(ctx.bundle ?? {})
          .filter((file) => file.type === 'asset' && file.names.some((name) => PRELOADED_FONTS.includes(name)))
          .map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${font.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * Development only: the pages the dev server sends name the shop's time zone as the API's do
 * (decision 030: SHOP_TIMEZONE, read from the environment `npm run dev` starts in), so dates in
 * dev read as in production instead of falling back to the default zone.
 */
function devShopTimeZone(): Plugin {
  return {
    name: 'northbend-dev-shop-time-zone',
    apply: 'serve',
    // Unset: no tag, and the pages use the shop's default zone as the API's would.
    transformIndexHtml: () =>
      process.env.SHOP_TIMEZONE
        ? [{ tag: 'meta', attrs: { name: 'shop-time-zone', content: process.env.SHOP_TIMEZONE }, injectTo: 'head' }]
        : [],
  };
}

/**
 * Development only: the back office's deep links (/admin/orders/NB-100001) get admin.html, as the
 * API's static plugin does in production; every other unknown path keeps Vite's index.html fallback.
 */
function adminFallback(): Plugin {
  return {
    name: 'northbend-admin-fallback',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (req.method === 'GET' && (path === '/admin' || path.startsWith('/admin/'))) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * The server renderer's entry (decision 019): `vite build --ssr` bundles it into dist/ssr, beside the
 * browser's build, which it reads (index.html and the manifest) to write each page.
 */
const SERVER_ENTRY = fileURLToPath(new URL('src/entry-server.tsx', import.meta.url));

/** What `vite build` writes: the storefront, the back office (--mode back-office) or the server renderer (--ssr). */
function buildOf(isSsrBuild: boolean | undefined, mode: string): BuildEnvironmentOptions {
  if (isSsrBuild)
    return {
      outDir: 'dist/ssr',
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: { 'entry-server': SERVER_ENTRY },
        // .mjs: Node reads them as modules wherever the build is put (a dist outside the repo has no package.json).
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    };
  if (mode === ISLANDS_MODE)
    return {
      outDir: 'dist',
      // After the storefront's build, into the same folder: its files must stay.
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: ISLANDS_MANIFEST,
      rolldownOptions: {
        input: { islands: page('src/islands/islands-entry.ts') },
        output: {
          codeSplitting: {
            groups: ISLAND_CHUNK_GROUPS,
          },
        },
      },
    };
  if (mode === BACK_OFFICE_MODE)
    return {
      // Inside the storefront's dist, so one WEB_DIST_DIR names the whole build; built after it,
      // because the storefront's build empties dist.
      outDir: `dist/${BACK_OFFICE_DIR}`,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: { admin: page('admin.html'), adminPreview: page('admin-preview.html') } },
    };
  return {
    outDir: 'dist',
    emptyOutDir: true,
    // Which files each screen needs: the server renderer links a page's stylesheets and scripts from it.
    manifest: true,
    rolldownOptions: {
      input: { index: page('index.html') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id), priority: 2 },
            { name: 'shell', test: (id: string) => SHELL.test(id), priority: 1 },
          ],
        },
      },
    },
  };
}

// In development the API runs on :3000 and Vite proxies to it; in production both share one origin.
export default defineConfig(({ isSsrBuild, mode }) => ({
  base: mode === BACK_OFFICE_MODE ? `/${BACK_OFFICE_DIR}/` : '/',
  // The server bundle carries its libraries (React, the router…): it runs from any directory.
  ssr: { noExternal: true },
  plugins: [
    react(),
    preloadFonts(),
    adminFallback(),
    devShopTimeZone(),
    ...(mode === ISLANDS_MODE ? [islandManifestAliases(ISLANDS_MANIFEST)] : []),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  css: {
    // Bootstrap 5.3 still uses Sass @import and global functions; its warnings are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  build: buildOf(isSsrBuild, mode),
}));
