// The shop's architecture as one lint rule: who may import whom (docs/architecture.md).
// It reads import paths, not types, so it is fast and needs no resolver: relative and workspace
// specifiers are mapped to the file they name and checked against the layers below.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API = 'apps/api/src';
const WEB = 'apps/web/src';
const SHARED = 'packages/shared/src';

/** Repository-relative path with '/' separators, without a script extension. */
function repoPath(file) {
  return relative(ROOT, file)
    .split(sep)
    .join('/')
    .replace(/\.(js|mjs|ts|tsx)$/, '');
}

/** Where an import specifier points, as a repository path, or null for a package. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.')) return repoPath(resolve(dirname(fromFile), specifier));
  if (specifier === '@northbend/shared') return `${SHARED}/index`;
  if (specifier.startsWith('@northbend/shared/')) return `${SHARED}/${specifier.slice('@northbend/shared/'.length)}`;
  if (specifier.startsWith('@northbend/api')) return API;
  if (specifier.startsWith('@northbend/web')) return WEB;
  return null;
}

/** `apps/api/src/modules/cart/x` → { area: 'cart', rest: 'x' } for the given folder. */
function areaOf(path, folder) {
  if (!path.startsWith(`${folder}/`)) return null;
  const [area, ...rest] = path.slice(folder.length + 1).split('/');
  return { area, rest: rest.join('/') };
}

const isIn = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** The back office: its own Vite build (admin.html), router, API client and screens. */
const ADMIN = `${WEB}/admin`;
/** Presentational pieces the storefront and the back office both draw with: props in, markup out. */
const UI = `${WEB}/ui`;
/** Plumbing below the screens: the storefront's API client, stored session, paths, config, file saving. */
const LIB = `${WEB}/lib`;
/** The storefront's own layers, which the back office never imports. */
const STOREFRONT_ONLY = [`${WEB}/features`, `${WEB}/components`, `${WEB}/state`, `${WEB}/app`];
/**
 * The content editor's page preview (admin-preview.html, its own document in the back office's
 * build) draws the storefront's content blocks: only these files may import the content feature.
 */
const ADMIN_PREVIEW = `${ADMIN}/content/preview`;
const PREVIEW_MAY_IMPORT = `${WEB}/features/content`;

/**
 * The reason an import breaks a boundary, or null. Order matters only for the message.
 * Tests may reach into their own module's internals, never into another's.
 */
export function boundaryViolation(from, to) {
  if (isIn(from, SHARED) && (isIn(to, 'apps') || to === API || to === WEB))
    return 'packages/shared is imported by the apps and imports neither of them';
  if (isIn(from, WEB) && isIn(to, 'apps/api')) return 'the storefront never imports the API: share the contract through packages/shared';
  if (isIn(from, 'apps/api') && isIn(to, 'apps/web')) return 'the API never imports the storefront';

  const fromModule = areaOf(from, `${API}/modules`);
  const toModule = areaOf(to, `${API}/modules`);
  // A module's test fixtures (test-*.ts) may serve other modules' tests, never production code.
  const testToFixture = /(^|\/)test-[^/]*$/.test(to) && (/\.test$|(^|\/)test-[^/]*$/.test(from) || isIn(from, `${API}/test`));
  if (toModule && toModule.rest !== 'index' && toModule.rest !== '' && fromModule?.area !== toModule.area && !testToFixture) {
    return `import the ${toModule.area} module through its front door (modules/${toModule.area}/index.ts), not ${toModule.rest}`;
  }
  if (isIn(from, `${API}/db`) && toModule) return 'db/ holds tables and the client only: it imports nothing from modules/';
  if (from === `${API}/config` && toModule) return 'config.ts reads settings and imports nothing from modules/';
  if (isIn(from, `${API}/integrations`) && toModule) return 'integrations are used by modules and import none of them';
  if (isIn(from, `${API}/lib`) && toModule) return 'lib/ is below the modules and imports none of them';

  const fromFeature = areaOf(from, `${WEB}/features`);
  const toFeature = areaOf(to, `${WEB}/features`);
  if (toFeature && fromFeature && fromFeature.area !== toFeature.area) {
    return `web features do not import each other (${fromFeature.area} → ${toFeature.area}): move what both need to components/, state/, ui/, lib/ or packages/shared`;
  }
  // A test renders its subject with the real store and router (apps/web/src/test/), whatever its layer.
  if (/\.test$/.test(from) && isIn(to, `${WEB}/test`)) return null;
  if (isIn(from, UI) && isIn(to, WEB) && !isIn(to, UI))
    return `ui/ draws what its props say: it imports packages/shared and libraries only, not ${to.slice(WEB.length + 1)}`;
  // The stored session and the store's user change together (lib/session.ts), so lib/ may reach the slices.
  if (isIn(from, LIB) && isIn(to, WEB) && ![LIB, UI, `${WEB}/state`].some((layer) => isIn(to, layer)))
    return `lib/ sits below every screen of both pages: it imports ui/, state/, packages/shared and libraries, not ${to.slice(WEB.length + 1)}`;
  if (toFeature && (isIn(from, `${WEB}/components`) || isIn(from, `${WEB}/state`)))
    return 'components/ and state/ sit below the features and do not import them';
  if (isIn(to, ADMIN) && !isIn(from, ADMIN))
    return 'the storefront never imports the back office: admin/ is its own build (admin.html, decision 011)';
  if (isIn(from, ADMIN_PREVIEW) && isIn(to, PREVIEW_MAY_IMPORT)) return null;
  if (isIn(from, ADMIN) && STOREFRONT_ONLY.some((layer) => isIn(to, layer))) {
    return `the back office imports ui/, lib/, packages/shared and its own files, never the storefront's ${to.slice(WEB.length + 1)}`;
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const from = repoPath(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = targetOf(specifier, context.filename);
      if (!to) return;
      const reason = boundaryViolation(from, to);
      if (reason) context.report({ node: node.source, message: `'${specifier}': ${reason}.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { meta: { name: 'northbend-architecture' }, rules: { boundaries } };
