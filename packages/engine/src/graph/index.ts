export * from './change-tracker.js';
export * from './graph-state.js';
