// The shared read/write decision for projects and what hangs off them (spec 1 §6, docs/permissions.md),
// and the idiom every module's policy.ts is written in (policy.ts).
export * from './caller.js';
export * from './owned-rows.js';
export * from './policy.js';
export * from './project-access.js';
export * from './project-guard.js';
export * from './project-read.js';
