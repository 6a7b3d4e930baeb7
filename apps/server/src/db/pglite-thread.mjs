// The embedded database's own thread: PGlite on DATA_DIR served over the PostgreSQL wire protocol
// on a private Unix socket (@electric-sql/pglite-socket), so the server's main thread only speaks
// to it through the same `pg` pool it uses for PostgreSQL and never runs a query itself.
// Plain JavaScript so that a Worker can load it as is from the sources, the build and tests.
import { constants, cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string, socketPath: string, postgresqlconf: string[], template?: string }} */
const { dataDir, socketPath, postgresqlconf, template } = workerData;

/**
 * A fresh data folder becomes a copy of the migrated template, here rather than in the server's
 * thread: a synchronous copy on this thread leaves libuv's pool (which the server's module loading
 * reads through) alone. Copy-on-write where the file system can; PG_VERSION last, so an
 * interrupted copy is not taken for a data folder and is copied over next time.
 */
function copyTemplate() {
  const mode = constants.COPYFILE_FICLONE;
  cpSync(template, dataDir, {
    recursive: true,
    mode,
    filter: (source) => source !== join(template, 'PG_VERSION'),
  });
  cpSync(join(template, 'PG_VERSION'), join(dataDir, 'PG_VERSION'), { mode });
}

try {
  if (template && !existsSync(join(dataDir, 'PG_VERSION'))) copyTemplate();
  const db = await PGlite.create({ dataDir, postgresqlconf });
  // One connection at a time is what the server's pool opens; a few more let a replacement
  // connect while the old one is still being closed.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort?.on('message', async (message) => {
    if (message !== 'close') return;
    try {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ closed: true });
    } catch (error) {
      parentPort?.postMessage({ closed: true, error: String(error) });
    }
  });
  parentPort?.postMessage({ ready: true });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
