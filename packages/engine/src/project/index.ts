export * from './change-batch.js';
export * from './current-level.js';
export * from './ghost.js';
export * from './project.js';
export * from './roots.js';
export * from './selection.js';
export * from './snippet.js';
