// The catalog module's front door: all that other modules, app.ts, tests and benches may use.
export { categoryRoutes } from './category-routes.js';
export { findKeywordDropdown } from './keyword-queries.js';
export { keywordRoutes } from './keyword-routes.js';
export { findMachineModelsOfMakes, unknownIds } from './machine-queries.js';
export { machineNames } from './machine-names.js';
export { findProductById } from './product-queries.js';
export { productRoutes } from './product-routes.js';
export { productService } from './product-service.js';
export type { ProductService } from './product-service.js';
export { treeService } from './tree-service.js';
