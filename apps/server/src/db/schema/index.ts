// Every table of the database. Add a file per area and export it here; then run
// `npm run db:generate -w @nodeloom/server` to write the migration.

export * from './access-tokens.js';
export * from './accounts.js';
export * from './projects.js';
export * from './sessions.js';
export * from './snapshots.js';
export * from './teams.js';
export * from './users.js';
