// Stops the processes global setup started (by PID) and removes the temporary data directory.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { E2eState } from './support/environment.js';
import { STATE_FILE } from './support/environment.js';
import { stopProcess } from './support/processes.js';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eState;
  // The server first (it may still talk to the provider), then the provider.
  for (const pid of state.pids.reverse()) await stopProcess(pid);
  rmSync(state.tempDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
