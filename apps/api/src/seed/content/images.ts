/** Every picture the content pages use: file, size and drawing; `IMG` maps each key to its public URL. */
import { imageUrl, renderPng } from '../images/render.js';
import { sheetDieClearance, sheetPressBrakeChart, sheetRegrindGuide, sheetToolCatalogue } from './drawings/datasheets.js';
import { heroAboutUs, heroContactUs, heroDownloads, heroHistory, heroHome, heroProduction, heroSustainability } from './drawings/heroes.js';
import { portrait, TEAM_LOOKS } from './drawings/portraits.js';
import {
  fullShopFloor,
  sceneCoolant,
  sceneContact,
  sceneDispatch,
  sceneFacility,
  sceneHeritage,
  sceneRegrind,
  sceneSolar,
} from './drawings/scenes-company.js';
import { sceneCoating, sceneGrinding, sceneHeatTreatment, sceneInspection, sceneWireEdm } from './drawings/scenes-process.js';
import { sceneEngineering, scenePressBrakeBend, scenePunchedSheet, sceneTurretTooling } from './drawings/scenes-tooling.js';

export interface ImageSpec {
  file: string;
  width: number;
  height: number;
  draw: () => string;
}

const hero = (name: string, draw: () => string): ImageSpec => ({ file: `content/hero-${name}.png`, width: 1920, height: 640, draw });
const picture = (name: string, draw: () => string): ImageSpec => ({ file: `content/${name}.png`, width: 1200, height: 800, draw });
const person = (name: keyof typeof TEAM_LOOKS): ImageSpec => ({
  file: `content/team/${name}.png`,
  width: 600,
  height: 600,
  draw: () => portrait(TEAM_LOOKS[name]),
});
const datasheet = (name: string, draw: () => string): ImageSpec => ({ file: `downloads/${name}.png`, width: 1240, height: 1754, draw });

export const CONTENT_IMAGES = {
  heroHome: hero('home', heroHome),
  heroAboutUs: hero('about-us', heroAboutUs),
  heroHistory: hero('history', heroHistory),
  heroProduction: hero('production', heroProduction),
  heroSustainability: hero('sustainability', heroSustainability),
  heroContactUs: hero('contact-us', heroContactUs),
  heroDownloads: hero('downloads', heroDownloads),
  turretTooling: picture('turret-tooling', sceneTurretTooling),
  pressBrakeBend: picture('press-brake-bending', scenePressBrakeBend),
  punchedSheet: picture('punched-panel', scenePunchedSheet),
  engineering: picture('special-tool-drawing', sceneEngineering),
  grinding: picture('cnc-grinding', sceneGrinding),
  wireEdm: picture('wire-edm', sceneWireEdm),
  heatTreatment: picture('vacuum-heat-treatment', sceneHeatTreatment),
  coating: picture('ticn-coating', sceneCoating),
  inspection: picture('inspection', sceneInspection),
  facility: picture('grand-rapids-plant', sceneFacility),
  heritage: picture('workshop-1987', sceneHeritage),
  dispatch: picture('same-day-dispatch', sceneDispatch),
  regrind: picture('regrind-service', sceneRegrind),
  solar: picture('solar-roof', sceneSolar),
  coolant: picture('coolant-recycling', sceneCoolant),
  contact: picture('contact-sales-desk', sceneContact),
  shopFloor: { file: 'content/shop-floor-panorama.png', width: 1920, height: 800, draw: fullShopFloor },
  teamKaren: person('karen-brandt'),
  teamMarcus: person('marcus-reed'),
  teamPriya: person('priya-natarajan'),
  teamTom: person('tom-vander-meer'),
  teamLuis: person('luis-herrera'),
  sheetCatalogue: datasheet('tool-catalogue-2026', sheetToolCatalogue),
  sheetPressBrake: datasheet('press-brake-v-die-chart', sheetPressBrakeChart),
  sheetClearance: datasheet('die-clearance-chart', sheetDieClearance),
  sheetRegrind: datasheet('regrind-maintenance-guide', sheetRegrindGuide),
} satisfies Record<string, ImageSpec>;

export type ImageKey = keyof typeof CONTENT_IMAGES;

/** Public URL of every content image, known without rendering anything. */
export const IMG = Object.fromEntries(Object.entries(CONTENT_IMAGES).map(([key, spec]) => [key, imageUrl(spec.file)])) as Record<
  ImageKey,
  string
>;

/** Renders every content image not yet on disk, a few at a time; returns how many specs were processed. */
export async function renderContentImages(imagesDir: string, concurrency = 4): Promise<number> {
  const queue = Object.values(CONTENT_IMAGES);
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      await renderPng(imagesDir, spec.file, spec.draw(), spec.width, spec.height);
    }
  };
  const total = queue.length;
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total;
}
