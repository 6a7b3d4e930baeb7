export * from './errors/index.js';
export * from './events/index.js';
export * from './graph/index.js';
export * from './history/index.js';
export * from './model/index.js';
export * from './paths/index.js';
export * from './persistence/index.js';
export * from './project/index.js';
