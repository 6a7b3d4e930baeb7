import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @nodeloom/server` writes a migration for schema changes (offline).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
