/** Sample projects for tests and tools (`@nodeloom/site/testing`); free of test-runner imports. */
export * from './sample-project.testing.js';
