import type { PageDef } from '../blocks.js';
import { aboutUsPage } from './about-us.js';
import { contactUsPage } from './contact-us.js';
import { downloadsPage } from './downloads.js';
import { historyPage } from './history.js';
import { homePage } from './home.js';
import { productionPage } from './production.js';
import { sustainabilityPage } from './sustainability.js';

/** The seven content pages in menu order; pure data, no I/O. */
export const demoPages: readonly PageDef[] = [
  homePage,
  aboutUsPage,
  historyPage,
  productionPage,
  sustainabilityPage,
  contactUsPage,
  downloadsPage,
];
