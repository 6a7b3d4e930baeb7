export * from './entity-schemas.js';
export * from './event.js';
export * from './schemas.js';
