// The wishlist module's front door: all that other modules, app.ts, tests and benches may use.
export { wishlistRoutes } from './routes.js';
export { wishlistService } from './service.js';
