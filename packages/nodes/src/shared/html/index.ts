export * from './build.js';
export * from './classes.js';
export * from './parse.js';
export * from './render.js';
export * from './schema.js';
export * from './types.js';
export * from './walk.js';
