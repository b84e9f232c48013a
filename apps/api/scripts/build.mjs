// Builds the API for production: one ES module, apps/api/dist/server.js (see decision 020).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Libraries stay in node_modules, loaded by Node as they are (some read files beside themselves:
 * pdfkit's fonts, the Swagger UI's assets). The shop's own workspace package is TypeScript source,
 * so it is bundled with the API.
 */
const librariesStayOutside = {
  name: 'northbend-libraries-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@northbend/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
await build({
  entryPoints: [`${apiRoot}src/server.ts`],
  outfile: `${apiRoot}dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [librariesStayOutside],
  logLevel: 'warning',
});
console.info(`apps/api/dist/server.js built in ${Math.round(performance.now() - started)} ms`);
