export * from './expression-references.js';
export * from './node-path.js';
