// Starts a server in its own process for the HTTP benches, so the load generator (autocannon, in
// the bench process) and the server do not share an event loop: either the Nodeloom server on a
// temporary DATA_DIR (file-backed PGlite, normal info logging to a file), or a bare Fastify app.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DEBUG_KEY = 'bench-debug-key';
/** Generous: a loaded 2-core machine takes a while to load the sources and migrate. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Milliseconds from spawning the process to its first 2xx answer on the ready path (polled every 20 ms). */
  startupMs: number;
  /** How many lines the server has logged so far (its log file goes with stop()). */
  logLines(): number;
  /** CPU seconds the server process has used (user + system), from /proc; undefined elsewhere. */
  cpuSeconds(): number | undefined;
  /** Resident memory of the server process in bytes (VmRSS), from /proc; undefined elsewhere. */
  rssBytes(): number | undefined;
  /** Ends the process with SIGKILL, as a crash would (no shutdown hooks run); stop() still cleans up. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** What a Nodeloom server process runs with besides the defaults below. */
export interface NodeloomServerOptions {
  /** More environment (REDIS_URL, REDIS_PREFIX, …). */
  env?: Record<string, string>;
  /** Listen here instead of a free port the OS picks (a restart on its old address). */
  port?: number;
  /** Use this DATA_DIR (kept by stop()) instead of a fresh one in the run's temporary folder. */
  dataDir?: string;
  /** Run the build (apps/server/dist/main.js, as `npm start` does) instead of the sources under tsx. */
  built?: boolean;
}

/** A port nothing listens on right now (the OS picks it; the server binds it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return undefined;
  }
}

function processRssBytes(pid: number | undefined): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function start(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  fixedPort?: number,
  { dataDir, built = false }: { dataDir?: string; built?: boolean } = {},
): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'nodeloom-bench-'));
  const logFile = join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // tsx on the sources (no build needed); the same loader for both servers keeps them comparable.
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    built ? [script] : ['--conditions=source', '--import', 'tsx', script],
    {
      cwd: REPOSITORY_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        ...env,
        PORT: String(port),
        // the bench's calls come from this address, as a browser on it would
        PUBLIC_URL: origin,
        DATA_DIR: dataDir ?? join(dir, 'data'),
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  try {
    await waitUntilAnswering(origin + readyPath, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = performance.now() - startedAt;
  return {
    origin,
    startupMs,
    cpuSeconds: () => processCpuSeconds(child.pid),
    rssBytes: () => processRssBytes(child.pid),
    logLines: () => readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The Nodeloom server (apps/server/src/main.ts) as `npm start` runs it, on a fresh database: a
 * file-backed PGlite in the temporary DATA_DIR, or the PostgreSQL database at `databaseUrl`.
 */
export function startNodeloomServer(
  databaseUrl?: string,
  options: NodeloomServerOptions = {},
): Promise<ServerProcess> {
  return start(
    options.built ? 'apps/server/dist/main.js' : 'apps/server/src/main.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEBUG_KEY: BENCH_DEBUG_KEY,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(tmpdir(), 'nodeloom-bench-no-web-app'),
      // Sign-ins per minute: the bench signs in once, but leave room for reruns against one process.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    '/api/nest/health',
    options.port,
    { dataDir: options.dataDir, built: options.built },
  );
}

/** An answer recorded from the Nodeloom server, for bare Fastify to send as it is (bare-fastify.ts). */
export interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One Fastify app with a single JSON route and nothing else: the ceiling of this machine. With
 * `answers`, it also sends each recorded answer at its path, headers and body as they are.
 */
export function startBareFastify(answers: RecordedAnswer[] = []): Promise<ServerProcess> {
  return start(
    fileURLToPath(new URL('bare-fastify.ts', import.meta.url)),
    answers.length > 0 ? { BARE_ANSWERS: JSON.stringify(answers) } : {},
    '/',
  );
}
