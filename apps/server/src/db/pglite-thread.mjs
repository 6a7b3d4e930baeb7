// The embedded database's own thread: PGlite on DATA_DIR served over the PostgreSQL wire protocol
// on a private Unix socket (@electric-sql/pglite-socket), so the server's main thread only speaks
// to it through the same `pg` pool it uses for PostgreSQL and never runs a query itself.
// Plain JavaScript so that a Worker can load it as is from the sources, the build and tests.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string, socketPath: string, postgresqlconf: string[] }} */
const { dataDir, socketPath, postgresqlconf } = workerData;

try {
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
