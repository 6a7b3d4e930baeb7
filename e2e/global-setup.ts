// Starts what the end-to-end tests run against: a local OAuth2 provider and the BUILT server
// (serving the built web app) on a fresh temporary database. Global teardown stops both by PID.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  E2E_ADMIN_EMAIL,
  E2E_DEBUG_KEY,
  type E2eState,
  ENV_BASE_URL,
  ENV_DEBUG_KEY,
  OUTPUT_DIR,
  REPOSITORY_ROOT,
  STATE_FILE,
} from './support/environment.js';
import { freePort, startNode, stopProcess, waitForHttp } from './support/processes.js';

const SERVER_MAIN = join(REPOSITORY_ROOT, 'apps/server/dist/main.js');
// the server serves WEB_DIST_DIR when it is set (parallel runs build the web app apart)
const WEB_INDEX = join(process.env.WEB_DIST_DIR ?? join(REPOSITORY_ROOT, 'apps/web/dist'), 'index.html');

/**
 * The machine's environment without the shared services CI exports for the server suite
 * (DATABASE_URL, REDIS_URL): the e2e server runs on its own fresh embedded database, so a run
 * never meets the accounts and projects an earlier run left in PostgreSQL.
 */
function ownServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

export default async function globalSetup(): Promise<void> {
  for (const built of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'nodeloom-e2e-'));
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  const started: ChildProcess[] = [];

  try {
    const oauthPort = await freePort();
    const oauthUrl = `http://127.0.0.1:${oauthPort}`;
    const oauthLog = join(OUTPUT_DIR, 'oauth-provider.log');
    const oauth = startNode([join(REPOSITORY_ROOT, 'e2e/support/oauth-provider.mjs'), String(oauthPort)], {
      cwd: REPOSITORY_ROOT,
      env: process.env,
      logFile: oauthLog,
    });
    started.push(oauth);
    await waitForHttp(`${oauthUrl}/.well-known/openid-configuration`, oauth, oauthLog, 15_000);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const serverLog = join(OUTPUT_DIR, 'server.log');
    const server = startNode([SERVER_MAIN], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...ownServices(process.env),
        ...serverEnvironment({ port, baseUrl, dataDir, tempDir, oauthUrl }),
      },
      logFile: serverLog,
    });
    started.push(server);
    await waitForHttp(`${baseUrl}/api/nest/health`, server, serverLog, 90_000);

    const state: E2eState = { baseUrl, oauthUrl, tempDir, pids: started.map((child) => child.pid!) };
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    process.env[ENV_BASE_URL] = baseUrl;
    process.env[ENV_DEBUG_KEY] = E2E_DEBUG_KEY;
  } catch (error) {
    for (const child of started) if (child.pid) await stopProcess(child.pid);
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}

function serverEnvironment(o: {
  port: number;
  baseUrl: string;
  dataDir: string;
  tempDir: string;
  oauthUrl: string;
}) {
  const provider = (name: 'GITHUB' | 'GOOGLE') => ({
    [`${name}_CLIENT_ID`]: `e2e-${name.toLowerCase()}-client`,
    [`${name}_CLIENT_SECRET`]: `e2e-${name.toLowerCase()}-secret`,
    [`${name}_AUTHORIZE_URL`]: `${o.oauthUrl}/authorize`,
    [`${name}_TOKEN_URL`]: `${o.oauthUrl}/token`,
    [`${name}_USERINFO_URL`]: `${o.oauthUrl}/userinfo`,
  });
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(o.port),
    PUBLIC_URL: o.baseUrl,
    DATA_DIR: o.dataDir,
    STORAGE_DIR: join(o.tempDir, 'assets'),
    DEBUG_KEY: E2E_DEBUG_KEY,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // Every test signs in several times from one address.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'info',
    ...provider('GITHUB'),
    ...provider('GOOGLE'),
  };
}
