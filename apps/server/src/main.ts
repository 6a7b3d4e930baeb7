import { buildApp } from './app.js';
import { purgeEndedSessions } from './auth/sessions.js';
import { configWarnings, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';

/** Starts the server: config → database (created and migrated) → app → listen; stops on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  const app = await buildApp({ config, db: database.db });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );

  // Ended sessions are useless rows: purge them at start and every hour (not on a request path).
  const purge = () =>
    purgeEndedSessions(database.db, config).then(
      (count) => count > 0 && app.log.info({ count }, 'purged ended sessions'),
      (error: unknown) => app.log.warn({ err: error }, 'session purge failed'),
    );
  void purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purgeTimer);
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
