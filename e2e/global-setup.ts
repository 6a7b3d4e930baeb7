// Starts what the end-to-end tests run against: a local OAuth2 provider and the BUILT server
// (serving the built web app) on a fresh temporary database. Global teardown stops both by PID.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshServerDirectory, requireBuiltApp, startAppServer } from './support/app-server.js';
import {
  E2E_DEBUG_KEY,
  type E2eState,
  ENV_BASE_URL,
  ENV_DEBUG_KEY,
  OUTPUT_DIR,
  REPOSITORY_ROOT,
  STATE_FILE,
} from './support/environment.js';
import { freePort, startNode, stopProcess, waitForHttp } from './support/processes.js';

export default async function globalSetup(): Promise<void> {
  requireBuiltApp();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const { tempDir, dataDir } = freshServerDirectory();
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
    const server = await startAppServer(
      { port, publicUrl: baseUrl, dataDir, tempDir, oauthUrl },
      `${baseUrl}/api/nest/health`,
      join(OUTPUT_DIR, 'server.log'),
    );
    started.push(server);

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
