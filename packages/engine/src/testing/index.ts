/** Builders for tests and tools (`@nodeloom/engine/testing`); free of test-runner imports. */

export * from './events.js';
export * from './graph-builder.js';
export * from './graph-node.js';
