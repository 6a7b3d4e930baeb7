export * from './bind-save-writer.js';
export * from './event-log.js';
export * from './save-writer.js';
export * from './unordered-updates.js';
