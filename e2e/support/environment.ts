// What global setup hands to the tests (through environment variables, which workers inherit)
// and to global teardown (through a state file).
import { join } from 'node:path';

export const E2E_DIR = new URL('..', import.meta.url).pathname;
export const REPOSITORY_ROOT = join(E2E_DIR, '..');
// Its own folder per run when several people run the suite at once (state.json names the PIDs to stop).
export const OUTPUT_DIR = process.env.NODELOOM_E2E_OUTPUT_DIR ?? join(E2E_DIR, '.output');
export const STATE_FILE = join(OUTPUT_DIR, 'state.json');

export const ENV_BASE_URL = 'NODELOOM_E2E_BASE_URL';
export const ENV_DEBUG_KEY = 'NODELOOM_E2E_DEBUG_KEY';
/** `xyflow` runs every spec on the xyflow canvas (the one before the GPU canvas, until its code goes). */
export const ENV_CANVAS = 'NODELOOM_E2E_CANVAS';

/** The debug key the server under test accepts for test-account sign-in. */
export const E2E_DEBUG_KEY = 'e2e-debug-key';

/** The server under test's administrator (ADMIN_EMAILS): whoever signs up with it and confirms it. */
export const E2E_ADMIN_EMAIL = 'admin@nodeloom-e2e.test';

export interface E2eState {
  baseUrl: string;
  oauthUrl: string;
  tempDir: string;
  pids: number[];
}
