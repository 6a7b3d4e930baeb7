// Every table of the database. Add a file per area and export it here; then run
// `npm run db:generate -w @nodeloom/server` to write the migration.

export * from './access-tokens.js';
export * from './accounts.js';
export * from './assets.js';
export * from './collab.js';
export * from './custom-domains.js';
export * from './deployments.js';
export * from './forms.js';
export * from './layouts.js';
export * from './node-presets.js';
export * from './preferences.js';
export * from './projects.js';
export * from './sessions.js';
export * from './snapshots.js';
export * from './snippets.js';
export * from './subscriptions.js';
export * from './teams.js';
export * from './udns.js';
export * from './users.js';
