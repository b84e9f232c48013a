import type { HeaderIslandProps } from './header/header.island';
import type { ContactFormIslandProps } from './contact-form/contact-form.island';
import type { CardSliderIslandProps } from './card-slider/card-slider.island';
import type { OverviewSliderIslandProps } from './overview-slider/overview-slider.island';
import type { HeroBannerIslandProps } from './hero-banner/hero-banner.island';
import type { TeamGridIslandProps } from './team-grid/team-grid.island';
import type { FaqTabsIslandProps } from './faq-tabs/faq-tabs.island';
import type { ProductActionsIslandProps } from './product-actions/product-actions.island';
import type { VariantsTableIslandProps } from './variants-table/variants-table.island';
import type { ProductGalleryIslandProps } from './product-gallery/product-gallery.island';
import type { CategoryGridIslandProps } from './category-grid/category-grid.island';
import type { ReplaceUrlIslandProps } from './replace-url/replace-url.island';
import type { CatalogFiltersIslandProps } from './catalog-filters/catalog-filters.island';
import type { MachineTreeIslandProps } from './machine-tree/machine-tree.island';
import type { MyMachinesIslandProps } from './my-machines/my-machines.island';
import type { OtherMachinesIslandProps } from './other-machines/other-machines.island';
import type { SearchToolsIslandProps } from './search-tools/search-tools.island';
import type { ToolFinderFormIslandProps } from './tool-finder-form/tool-finder-form.island';
import type { LoginFormIslandProps } from './login-form/login-form.island';

/**
 * Every island of the public pages (decision 035) and the props the server gives it. The props are
 * written into the page as JSON: plain data only, and only what the island draws.
 */
export interface IslandProps {
  header: HeaderIslandProps;
  'contact-form': ContactFormIslandProps;
  'card-slider': CardSliderIslandProps;
  'overview-slider': OverviewSliderIslandProps;
  'hero-banner': HeroBannerIslandProps;
  'team-grid': TeamGridIslandProps;
  'faq-tabs': FaqTabsIslandProps;
  'product-actions': ProductActionsIslandProps;
  'variants-table': VariantsTableIslandProps;
  'product-gallery': ProductGalleryIslandProps;
  'category-grid': CategoryGridIslandProps;
  'replace-url': ReplaceUrlIslandProps;
  'catalog-filters': CatalogFiltersIslandProps;
  'machine-tree': MachineTreeIslandProps;
  'my-machines': MyMachinesIslandProps;
  'other-machines': OtherMachinesIslandProps;
  'search-tools': SearchToolsIslandProps;
  'tool-finder-form': ToolFinderFormIslandProps;
  'login-form': LoginFormIslandProps;
}

export type IslandName = keyof IslandProps;

/** An island's module, by convention: src/islands/{name}/{name}.island.tsx (the build's manifest key). */
export const islandSource = (name: IslandName): string => `src/islands/${name}/${name}.island.tsx`;
