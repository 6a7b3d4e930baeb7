export * from './errors/index.js';
export * from './events/index.js';
export * from './graph/index.js';
export * from './model/index.js';
