export * from './change-collector.js';
export * from './change-tracker.js';
export * from './changes.js';
export * from './graph-state.js';
export * from './readonly-graph.js';
