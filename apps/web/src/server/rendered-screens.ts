import { ACCOUNT, CATALOG, CONTENT, PRODUCT, type Kit } from '../app/router';

/**
 * How the browser takes over a rendered page (decision 035): 'islands', a document whose islands
 * alone are hydrated (Preact, islands/islands-entry.ts); 'app', the client application hydrating
 * the whole page (main.tsx).
 */
export type DocumentKind = 'islands' | 'app';

/**
 * The screens the server renders (decision 019), by their route's path in router.tsx ('' for the
 * store home, the index route): the screen's module and its style kits, as the build's manifest
 * names them, so the page's HTML links their stylesheets and scripts. Any other route (a
 * customer's screen, a form) is drawn in the browser alone. Kept out of router.tsx so that none of
 * it is in the browser's first script.
 */
const SCREENS: Record<string, { screen: string; kits: Kit[]; document?: DocumentKind }> = {
  '': { screen: 'features/catalog/store-home-page.tsx', kits: CATALOG, document: 'islands' },
  search: { screen: 'features/catalog/search-page.tsx', kits: CATALOG, document: 'islands' },
  'product/:category/:id': { screen: 'features/catalog/category-page.tsx', kits: CATALOG, document: 'islands' },
  'product/:category/:name/:id': { screen: 'features/catalog/category-products-page.tsx', kits: CATALOG, document: 'islands' },
  'privacy-policy': { screen: 'features/legal/privacy-policy-page.tsx', kits: ['tables'], document: 'islands' },
  'end-user-license-agreement': { screen: 'features/legal/end-user-license-agreement-page.tsx', kits: ['tables'], document: 'islands' },
  'tool-finder': { screen: 'features/tool-finder/tool-finder-page.tsx', kits: ['forms'], document: 'islands' },
  'user/login': { screen: 'features/account/login-page.tsx', kits: ACCOUNT, document: 'islands' },
  ':slug': { screen: 'features/content/content-page.tsx', kits: CONTENT, document: 'islands' },
  ':name/:id': { screen: 'features/product/product-page.tsx', kits: PRODUCT, document: 'islands' },
  '*': { screen: 'components/not-found-page.tsx', kits: [], document: 'islands' },
};

/** The route paths rendered on the server (router-screens.test.tsx holds them to the router's). */
export const RENDERED_PATHS = Object.keys(SCREENS);

/** How the browser takes over the matched route's page ('app' where it draws the page alone too). */
export function documentKindOf(route: { path?: string; index?: boolean }): DocumentKind {
  return SCREENS[route.index ? '' : (route.path ?? '\0')]?.document ?? 'app';
}

/** The source modules of the matched route's screen (kits first), or null where the browser draws alone. */
export function renderedModulesOf(route: { path?: string; index?: boolean }): string[] | null {
  const found = SCREENS[route.index ? '' : (route.path ?? '\0')];
  return found ? [...found.kits.map((kit) => `src/styles/kits/${kit}.scss`), `src/${found.screen}`] : null;
}
