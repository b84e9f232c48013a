import type { FunctionComponent } from 'preact';
import HeaderIsland from './header/header.island';
import ContactFormIsland from './contact-form/contact-form.island';
import CardSliderIsland from './card-slider/card-slider.island';
import OverviewSliderIsland from './overview-slider/overview-slider.island';
import HeroBannerIsland from './hero-banner/hero-banner.island';
import TeamGridIsland from './team-grid/team-grid.island';
import FaqTabsIsland from './faq-tabs/faq-tabs.island';
import ProductActionsIsland from './product-actions/product-actions.island';
import VariantsTableIsland from './variants-table/variants-table.island';
import ProductGalleryIsland from './product-gallery/product-gallery.island';
import CategoryGridIsland from './category-grid/category-grid.island';
import ReplaceUrlIsland from './replace-url/replace-url.island';
import CatalogFiltersIsland from './catalog-filters/catalog-filters.island';
import MachineTreeIsland from './machine-tree/machine-tree.island';
import MyMachinesIsland from './my-machines/my-machines.island';
import OtherMachinesIsland from './other-machines/other-machines.island';
import SearchToolsIsland from './search-tools/search-tools.island';
import ToolFinderFormIsland from './tool-finder-form/tool-finder-form.island';
import LoginFormIsland from './login-form/login-form.island';
import type { IslandName, IslandProps } from './names';

/** The islands as the server renders them: the same components as registry.ts, loaded at once. */
export const SERVER_ISLANDS: { [N in IslandName]: FunctionComponent<IslandProps[N]> } = {
  header: HeaderIsland,
  'contact-form': ContactFormIsland,
  'card-slider': CardSliderIsland,
  'overview-slider': OverviewSliderIsland,
  'hero-banner': HeroBannerIsland,
  'team-grid': TeamGridIsland,
  'faq-tabs': FaqTabsIsland,
  'product-actions': ProductActionsIsland,
  'variants-table': VariantsTableIsland,
  'product-gallery': ProductGalleryIsland,
  'category-grid': CategoryGridIsland,
  'replace-url': ReplaceUrlIsland,
  'catalog-filters': CatalogFiltersIsland,
  'machine-tree': MachineTreeIsland,
  'my-machines': MyMachinesIsland,
  'other-machines': OtherMachinesIsland,
  'search-tools': SearchToolsIsland,
  'tool-finder-form': ToolFinderFormIsland,
  'login-form': LoginFormIsland,
};
