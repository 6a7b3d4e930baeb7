import { defineConfig } from 'vitest/config';

// Workspace packages export their sources under the "source" condition, so tests run
// against src/ on a fresh clone without a build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // both cores: Vitest's default on a 2-core machine is one worker, which ran the suite's files one
    // at a time (36.6 min at load 4–5, 10 of them importing); the suite is built for parallel files
    // (each its own PGlite or PostgreSQL database, test/databases.ts)
    maxWorkers: 2,
  },
});
