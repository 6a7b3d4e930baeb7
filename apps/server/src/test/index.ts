// Test helpers for server integration tests: the real app on a real database.
export * from './databases.js';
export * from './describe-each-database.js';
export * from './inject-as.js';
export * from './sign-in.js';
export * from './test-app.js';
