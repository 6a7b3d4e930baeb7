/** A protocol-exact fake of the server's log for tests and benches (`@nodeloom/sync/testing`); free of test-runner imports. */
export * from './protocol-log.testing.js';
