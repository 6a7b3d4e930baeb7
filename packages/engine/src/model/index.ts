export * from './data-types.js';
export * from './definition.js';
export * from './node.js';
export * from './registry.js';
export * from './rule.js';
