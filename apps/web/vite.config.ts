import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Libraries every page runs (React, the router, Redux). They change far less often than the shop's
 * code, so they get one chunk of their own: a release that only touches the shop keeps it cached.
 * Everything else (react-bootstrap, Swiper, react-toastify) is split by Vite along the lazy
 * screens that use it. The back office (admin.html) shares this chunk, so it must add nothing to
 * it: use-sync-external-store's `shim` files, which only the back office's table library loads,
 * stay out (react-redux uses the package's `with-selector` build).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer)[\\/]|use-sync-external-store[\\/](?!shim[\\/]|cjs[\\/]use-sync-external-store-shim))/;

/** The suffix of the back office's own copies of modules (adminOwnCopies below). */
const ADMIN_COPY = '?northbend-admin';

/**
 * The storefront (index.html), the back office (admin.html, decision 011) and the back office's
 * page preview (admin-preview.html: the content editor frames it and sends it the draft's blocks).
 */
const PAGES = {
  index: fileURLToPath(new URL('index.html', import.meta.url)),
  admin: fileURLToPath(new URL('admin.html', import.meta.url)),
  adminPreview: fileURLToPath(new URL('admin-preview.html', import.meta.url)),
};

/** The body face and the headings' face: most of what the first screen writes. */
const PRELOADED_FONTS = ['barlow-latin-400-normal.woff2', 'barlow-condensed-latin-600-normal.woff2'];

/**
 * Preloads the main web fonts from index.html, so they download with the page instead of after the
 * stylesheet is read. Build only: the file names carry the content hash Vite gives them.
 */
function preloadFonts(): Plugin {
  return {
    name: 'northbend-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.values(ctx.bundle ?? {})
          .filter((file) => file.type === 'asset' && file.names.some((name) => PRELOADED_FONTS.includes(name)))
          .map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font.fileName}` },
            injectTo: 'head' as const,
          })),
    },
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
 * The back office shares no module with the storefront but the framework chunk: a module that both
 * pages used would leave the storefront's chunk for a chunk of both, changing the storefront's
 * files (and its first page's script, which lists them). So the back office gets its own copies of
 * packages/shared's modules (pure TypeScript, a few kilobytes) and of Vite's two helpers (the
 * dynamic-import helper and the modulepreload polyfill), each loaded under another id.
 * The page preview (admin-preview.html, its own document) renders the storefront's content blocks:
 * the storefront modules it imports (only the preview may, eslint/architecture.js) and every library
 * they use, React included, are copied the same way. Even the framework chunk is not shared with
 * it: React's parts that only the preview used (Children, for react-bootstrap) would have joined
 * that chunk and grown the storefront's first page.
 */
function adminOwnCopies(): Plugin {
  const HELPERS: Record<string, { copy: string; original: string }> = {
    '\0vite/preload-helper.js': { copy: '\0northbend/admin-preload-helper.js', original: '\0vite/preload-helper.js' },
    'vite/modulepreload-polyfill': { copy: '\0northbend/admin-modulepreload-polyfill.js', original: '\0vite/modulepreload-polyfill.js' },
  };
  const COPY = ADMIN_COPY;
  const SHARED = /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/;
  const STOREFRONT = /[\\/]apps[\\/]web[\\/]src[\\/](?!admin[\\/])[^?]*$/;
  const PREVIEW = /[\\/](admin-preview\.html|src[\\/]admin[\\/]content[\\/]preview[\\/])/;
  const LIBRARY = /[\\/]node_modules[\\/][^?]*$/;
  const isAdmin = (importer: string | undefined) =>
    !!importer && (importer.endsWith(COPY) || /[\\/](admin(-preview)?\.html|src[\\/]admin[\\/])/.test(importer));
  return {
    name: 'northbend-admin-own-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!isAdmin(importer)) return;
      if (HELPERS[source]) return HELPERS[source].copy;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      if (SHARED.test(resolved.id)) return resolved.id + COPY;
      // Every library the back office uses is its own copy, React included: parts of React that only
      // the back office needs (Tiptap's, react-bootstrap's in the preview) would otherwise join the
      // framework chunk and grow the storefront's first page.
      if (LIBRARY.test(resolved.id)) return resolved.id + COPY;
      // The preview's files and the storefront copies they led to (not packages/shared's).
      const original = importer!.endsWith(COPY) ? importer!.slice(0, -COPY.length) : null;
      const fromPreview = PREVIEW.test(importer!) || (!!original && (STOREFRONT.test(original) || LIBRARY.test(original)));
      if (fromPreview && STOREFRONT.test(resolved.id)) return resolved.id + COPY;
      return resolved;
    },
    async load(id) {
      if (id.endsWith(COPY)) {
        const file = id.slice(0, -COPY.length);
        // packages/shared's modules are pure, as its package.json says ("sideEffects": false), so unused
        // ones drop out; the preview's copies keep theirs (stylesheets are imported for nothing else).
        return { code: readFileSync(file, 'utf8'), moduleSideEffects: SHARED.test(file) ? false : null };
      }
      const helper = Object.values(HELPERS).find((h) => h.copy === id);
      if (helper) return (await this.load({ id: helper.original })).code ?? '';
    },
  };
}

/**
 * The server renderer's entry (decision 019): `vite build --ssr` bundles it into dist/ssr, beside the
 * browser's build, which it reads (index.html and the manifest) to write each page.
 */
const SERVER_ENTRY = fileURLToPath(new URL('src/entry-server.tsx', import.meta.url));

// In development the API runs on :3000 and Vite proxies to it; in production both share one origin.
export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle carries its libraries (React, the router…): it runs from any directory.
  ssr: { noExternal: true },
  plugins: [react(), preloadFonts(), adminFallback(), adminOwnCopies()],
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  css: {
    // Bootstrap 5.3 still uses Sass @import and global functions; its warnings are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: { 'entry-server': SERVER_ENTRY },
          // .mjs: Node reads them as modules wherever the build is put (a dist outside the repo has no package.json).
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which files each screen needs: the server renderer links a page's stylesheets and scripts from it.
        manifest: true,
        rolldownOptions: {
          input: PAGES,
          output: {
            codeSplitting: { groups: [{ name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !id.endsWith(ADMIN_COPY) }] },
          },
        },
      },
}));
