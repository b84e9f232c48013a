import type { FunctionComponent } from 'preact';
import type { IslandName, IslandProps } from './names';

type IslandModule<N extends IslandName> = { default: FunctionComponent<IslandProps[N]> };

/**
 * The browser's islands, each its own chunk: a page loads the code of the islands it holds and no
 * other (the server preloads exactly those, page-document.ts). The server's twin is server-islands.ts.
 */
export const ISLANDS: { [N in IslandName]: () => Promise<IslandModule<N>> } = {
  header: () => import('./header/header.island'),
  'contact-form': () => import('./contact-form/contact-form.island'),
  'card-slider': () => import('./card-slider/card-slider.island'),
  'overview-slider': () => import('./overview-slider/overview-slider.island'),
  'hero-banner': () => import('./hero-banner/hero-banner.island'),
  'team-grid': () => import('./team-grid/team-grid.island'),
  'faq-tabs': () => import('./faq-tabs/faq-tabs.island'),
  'product-actions': () => import('./product-actions/product-actions.island'),
  'variants-table': () => import('./variants-table/variants-table.island'),
  'product-gallery': () => import('./product-gallery/product-gallery.island'),
  'category-grid': () => import('./category-grid/category-grid.island'),
  'replace-url': () => import('./replace-url/replace-url.island'),
  'catalog-filters': () => import('./catalog-filters/catalog-filters.island'),
  'machine-tree': () => import('./machine-tree/machine-tree.island'),
  'my-machines': () => import('./my-machines/my-machines.island'),
  'other-machines': () => import('./other-machines/other-machines.island'),
  'search-tools': () => import('./search-tools/search-tools.island'),
  'tool-finder-form': () => import('./tool-finder-form/tool-finder-form.island'),
  'login-form': () => import('./login-form/login-form.island'),
};
