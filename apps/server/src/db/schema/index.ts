// Every table of the database. Add a file per area and export it here; then run
// `npm run db:generate -w @nodeloom/server` to write the migration.
export * from './accounts.js';
export * from './sessions.js';
export * from './users.js';
