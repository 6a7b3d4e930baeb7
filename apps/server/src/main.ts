import { configWarnings, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { type DataDirStart, openEmbeddedDatabase } from './db/embedded.js';
import { migrateDatabase } from './db/migrate.js';
import { listen } from './listen.js';

/** PostgreSQL at DATABASE_URL, migrated; else the embedded database on DATA_DIR (db/embedded.ts). */
async function openServerDatabase(
  config: ReturnType<typeof loadConfig>,
): Promise<{ database: DatabaseHandle; start?: DataDirStart }> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await migrateDatabase(database);
    return { database };
  }
  const { handle, start } = await openEmbeddedDatabase(config.dataDir, (error) => {
    // Without its database thread the server cannot answer anything: stop, so a supervisor restarts it.
    console.error(error);
    process.exit(1);
  });
  return { database: handle, start };
}

/** Starts the server: config → database (created and migrated) → app → listen; stops on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The app's modules load while the database starts (PGlite starts in its own thread): the two
  // longest parts of a start overlap instead of adding up.
  const [{ database, start }, { buildApp }, { purgeEndedSessions }] = await Promise.all([
    openServerDatabase(config),
    import('./app.js'),
    import('./auth/sessions.js'),
  ]);
  const app = await buildApp({ config, db: database.db });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, start },
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

  await listen(app, config.port, config.host);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
