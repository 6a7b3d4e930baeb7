/** Builders for tests and tools (`@nodeloom/engine/testing`); free of test-runner imports. */

export { testSeed } from '../eval/testing/test-seed.js';
export { randomEdit } from '../project/random-edits.js';
export { testRegistry } from '../project/test-registry.js';
export * from './events.js';
export * from './graph-builder.js';
export * from './graph-node.js';
