export * from './constants.js';
export * from './errors.js';
export * from './library.js';
export * from './loader.js';
export * from './loading.js';
export * from './pack.js';
export type * from './types.js';
export * from './versions.js';
