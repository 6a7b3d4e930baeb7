// The shared read/write decision for projects and what hangs off them (spec 1 §6, docs/permissions.md).
export * from './caller.js';
export * from './project-access.js';
export * from './project-guard.js';
export * from './project-read.js';
