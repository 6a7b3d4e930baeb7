export * from './clock.js';
export * from './history.js';
export * from './history-replay.js';
export * from './manual-clock.js';
