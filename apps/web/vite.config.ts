import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Libraries every page runs (React, the router, Redux). They change far less often than the shop's
 * code, so they get one chunk of their own: a release that only touches the shop keeps it cached.
 * Everything else (react-bootstrap, Swiper, react-toastify) is split by Vite along the lazy
 * screens that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/;

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

// In development the API runs on :3000 and Vite proxies to it; in production both share one origin.
export default defineConfig({
  plugins: [react(), preloadFonts()],
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  css: {
    // Bootstrap 5.3 still uses Sass @import and global functions; its warnings are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
