import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/**
 * PostgreSQL settings of the embedded database. shared_buffers is PostgreSQL's page cache inside
 * PGlite's WebAssembly memory, allocated at start: the default 128 MB is most of the server's
 * memory; 16 MB holds the working set of a small deployment (the OS caches the files behind it).
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

export interface PgliteThread {
  /** A pool of one connection to it: queries queue in the pool, transactions hold the connection. */
  pool: pg.Pool;
  /** Ends the pool, shuts PGlite down cleanly (a checkpoint) and stops the thread. */
  close(): Promise<void>;
}

/**
 * The thread's script: next to this file in the sources; the build (dist/db) runs the same file
 * from src/db, as it does the migrations (TypeScript does not copy plain JavaScript).
 */
function threadScript(): URL {
  const candidates = [
    new URL('./pglite-thread.mjs', import.meta.url),
    new URL('../../src/db/pglite-thread.mjs', import.meta.url),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`pglite-thread.mjs not found next to ${import.meta.url}`);
  return found;
}

type ThreadMessage = { ready: true } | { closed: true; error?: string } | { error: string };

/**
 * Starts PGlite on `dataDir` in a worker thread (pglite-thread.mjs) and connects a `pg` pool to it
 * over a Unix socket in a private temporary folder. The server's thread then never runs a query:
 * a 10,000-node read no longer stalls every other request. Durability is PGlite's own: a commit is
 * acknowledged after PGlite has written it, and the thread dies with the process (kill -9 included).
 * `onExit` hears of the thread ending by itself (a crash): the database is gone then.
 */
export async function startPgliteThread(
  dataDir: string,
  onExit: (error: Error) => void = () => {},
  /** A migrated data folder the thread copies first when dataDir has none (embedded.ts). */
  template?: string,
): Promise<PgliteThread> {
  const socketDir = mkdtempSync(join(tmpdir(), 'nodeloom-pglite-'));
  const port = 5432;
  const worker = new Worker(threadScript(), {
    workerData: {
      dataDir,
      socketPath: join(socketDir, `.s.PGSQL.${port}`),
      postgresqlconf: PGLITE_SETTINGS,
      template,
    },
  });
  let closing = false;
  const nextMessage = () =>
    new Promise<ThreadMessage>((resolve, reject) => {
      const onExitEarly = (code: number) => reject(new Error(`The database thread exited with code ${code}`));
      worker.once('exit', onExitEarly);
      worker.once('error', reject);
      worker.once('message', (message: ThreadMessage) => {
        worker.off('exit', onExitEarly).off('error', reject);
        resolve(message);
      });
    });
  const started = await nextMessage().catch((error: unknown) => ({ error: String(error) }));
  if ('error' in started) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded database (PGlite) did not start in ${dataDir}: ${started.error}`);
  }
  worker.on('exit', (code) => {
    if (!closing) onExit(new Error(`The embedded database thread stopped (exit code ${code})`));
  });

  // host: the socket's folder; pg connects to <host>/.s.PGSQL.<port> as for PostgreSQL itself.
  const pool = new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', () => {});
  return {
    pool,
    async close() {
      closing = true;
      await pool.end();
      const closed = nextMessage();
      worker.postMessage('close');
      try {
        const message = await closed;
        if ('error' in message && message.error) throw new Error(`Closing PGlite failed: ${message.error}`);
      } finally {
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      }
    },
  };
}
