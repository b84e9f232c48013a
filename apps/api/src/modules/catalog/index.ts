// The catalog module's front door: all that other modules, app.ts, tests and benches may use.
export { categoryRoutes } from './category-routes.js';
export { findKeywordDropdown } from './keyword-queries.js';
export { keywordRoutes } from './keyword-routes.js';
export { findMachineModelsOfMakes, unknownIds } from './machine-queries.js';
export { machineNames } from './machine-names.js';
export { findProductById } from './product-queries.js';
export { productRoutes } from './product-routes.js';
export { productService } from './product-service.js';
export { variantView } from './product-view.js';
export type { ProductService } from './product-service.js';
export { treeService } from './tree-service.js';
export { adminCategoryRoutes } from './admin-category-routes.js';
export { adminMachineRoutes } from './admin-machine-routes.js';
export { adminKeywordRoutes } from './admin-keyword-routes.js';
export { adminProductRoutes } from './admin-product-routes.js';
export { adminImageRoutes } from './admin-image-routes.js';
export { lockCatalogWrites } from './admin-product-queries.js';
export { catalogCsvRoutes } from './csv/routes.js';
