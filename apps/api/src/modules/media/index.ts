// The media module's front door: all that other modules, app.ts, tests and benches may use.
export { imageVariantRoutes } from './routes.js';
export { dropImageVariants } from './variant-folder.js';
