export * from './connection-errors.js';
export * from './engine-error.js';
export * from './node-errors.js';
