// The BUILT app (`npm run build`: apps/server/dist and apps/web/dist), as `npm start` runs it, in
// its own process on a fresh embedded database — the editor bench drives it like a user's browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNode, stopProcess, waitForHttp } from '../../e2e/support/processes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
// WEB_DIST_DIR (a web build elsewhere, as the server reads it) counts as built
const WEB_INDEX = join(process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist'), 'index.html');
export const EDITOR_BENCH_DEBUG_KEY = 'editor-bench-debug-key';

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function ensureBuilt(): void {
  if (existsSync(SERVER_MAIN) && existsSync(WEB_INDEX)) return;
  console.log('building the app first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export async function startBuiltServer(): Promise<BuiltServer> {
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'nodeloom-editor-bench-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'server.log');
  const child = startNode([SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEBUG_KEY: EDITOR_BENCH_DEBUG_KEY,
      SESSION_SECRET: 'editor-bench-session-secret-0123456789',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    logFile,
  });
  await waitForHttp(`${baseUrl}/api/nest/health`, child, logFile, 90_000);
  return {
    baseUrl,
    stop: async () => {
      if (child.pid) await stopProcess(child.pid);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
