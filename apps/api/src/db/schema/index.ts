export * from './machines.js';
export * from './categories.js';
export * from './products.js';
export * from './keywords.js';
export * from './content.js';
export * from './contact.js';
export * from './customers.js';
