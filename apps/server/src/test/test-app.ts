import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { type MemoryMailer, memoryMailer } from '../mail/index.js';
import { createPgliteTestDatabase, type TestDatabase } from './databases.js';

/** DEBUG_KEY of test apps: signInTestUser sends it. */
export const TEST_DEBUG_KEY = 'test-debug-key';

/** Environment of every test app; `env` of createTestApp overrides single variables. */
const TEST_ENV: Record<string, string> = {
  DEBUG_KEY: TEST_DEBUG_KEY,
  LOG_LEVEL: 'silent',
  // suites make many calls from one address; the limit tests set their own low values
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
  TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE: '10000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  PUBLIC_URL: 'http://localhost:4000',
  WEB_DIST_DIR: '/nonexistent/nodeloom-web-dist',
};

/** The config a test app runs with: TEST_ENV plus overrides (process.env is ignored). */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...env });
}

export interface TestAppOptions {
  /** Environment variables for this app, e.g. { PASSWORD_SIGNUP: 'false' }. */
  env?: Record<string, string | undefined>;
  /** The database to use; a fresh in-memory PGlite (closed with the app) when absent. */
  database?: TestDatabase;
  /** Capture log lines (they are off otherwise unless env sets LOG_LEVEL). */
  logStream?: NodeJS.WritableStream;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Closes the app (and the database when createTestApp opened it). */
  close(): Promise<void>;
  /** Every e-mail the app sent (an in-memory mailer replaces SMTP and the mailbox file). */
  mailbox: MemoryMailer;
}

let testAppCounter = 0;

/** The real app on a real database, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await createPgliteTestDatabase());
  testAppCounter += 1;
  const mailbox = memoryMailer();
  const app = await buildApp({
    mailer: mailbox,
    config,
    db: database.db,
    logStream: options.logStream ?? false,
    rateLimitNamespace: `nodeloom-test-rate-limit:${process.pid}-${testAppCounter}:`,
  });
  if (options.logStream) app.log.level = config.logLevel;
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    mailbox,
    close: async () => {
      await app.close();
      if (ownDatabase) await database.destroy();
    },
  };
}
