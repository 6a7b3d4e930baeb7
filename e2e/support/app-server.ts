// The BUILT server the end-to-end tests run against: global setup starts the shared one, a spec
// that needs other settings (no PUBLIC_URL, another HOST) starts its own with the same environment.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_EMAIL, E2E_DEBUG_KEY, REPOSITORY_ROOT } from './environment.js';
import { startNode, stopProcess, waitForHttp } from './processes.js';

const SERVER_MAIN = join(REPOSITORY_ROOT, 'apps/server/dist/main.js');
// the server serves WEB_DIST_DIR when it is set (parallel runs build the web app apart)
const WEB_INDEX = join(process.env.WEB_DIST_DIR ?? join(REPOSITORY_ROOT, 'apps/web/dist'), 'index.html');

/** Fails with what to do when the server or the web app it serves has not been built. */
export function requireBuiltApp(): void {
  for (const built of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
}

/** A fresh temporary folder for one server, with its empty DATA_DIR (`<tempDir>/data`). */
export function freshServerDirectory(): { tempDir: string; dataDir: string } {
  const tempDir = mkdtempSync(join(tmpdir(), 'nodeloom-e2e-'));
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  return { tempDir, dataDir };
}

export interface AppServerSettings {
  port: number;
  /** default 127.0.0.1; null: the server's own default HOST (every interface, IPv6 and IPv4) */
  host?: string | null;
  /** unset: the server's own default (http://localhost:PORT, every loopback spelling allowed) */
  publicUrl?: string;
  tempDir: string;
  dataDir: string;
  /** the local OAuth2 provider GitHub and Google sign-in point at; unset: no OAuth providers */
  oauthUrl?: string;
}

/**
 * The server's whole environment: the machine's, without the shared services CI exports for the
 * server suite (DATABASE_URL, REDIS_URL: the e2e server runs on its own fresh embedded database,
 * so a run never meets the accounts an earlier run left in PostgreSQL) and without a PUBLIC_URL
 * the settings do not give, plus the test settings.
 */
export function appServerEnvironment(o: AppServerSettings): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    REDIS_URL: _redis,
    PUBLIC_URL: _publicUrl,
    HOST: _host,
    ...machine
  } = process.env;
  const provider = (name: 'GITHUB' | 'GOOGLE') => ({
    [`${name}_CLIENT_ID`]: `e2e-${name.toLowerCase()}-client`,
    [`${name}_CLIENT_SECRET`]: `e2e-${name.toLowerCase()}-secret`,
    [`${name}_AUTHORIZE_URL`]: `${o.oauthUrl}/authorize`,
    [`${name}_TOKEN_URL`]: `${o.oauthUrl}/token`,
    [`${name}_USERINFO_URL`]: `${o.oauthUrl}/userinfo`,
  });
  return {
    ...machine,
    NODE_ENV: 'test',
    ...(o.host === null ? {} : { HOST: o.host ?? '127.0.0.1' }),
    PORT: String(o.port),
    ...(o.publicUrl ? { PUBLIC_URL: o.publicUrl } : {}),
    DATA_DIR: o.dataDir,
    STORAGE_DIR: join(o.tempDir, 'assets'),
    DEBUG_KEY: E2E_DEBUG_KEY,
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // Every test signs in several times from one address.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'info',
    ...(o.oauthUrl ? { ...provider('GITHUB'), ...provider('GOOGLE') } : {}),
  };
}

/** Starts the built server and waits until `healthUrl` answers (else stops it and throws); the caller stops it by PID. */
export async function startAppServer(
  settings: AppServerSettings,
  healthUrl: string,
  logFile: string,
): Promise<ChildProcess> {
  const server = startNode([SERVER_MAIN], {
    cwd: REPOSITORY_ROOT,
    env: appServerEnvironment(settings),
    logFile,
  });
  try {
    await waitForHttp(healthUrl, server, logFile, 90_000);
  } catch (error) {
    if (server.pid) await stopProcess(server.pid);
    throw error;
  }
  return server;
}
