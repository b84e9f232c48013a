export * from './limits.js';
export * from './money.js';
export * from './keywords.js';
export * from './content-blocks.js';
export * from './schemas/common.js';
export * from './schemas/catalog.js';
export * from './schemas/contact.js';
export * from './measurement.js';
