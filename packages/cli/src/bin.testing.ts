import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The launcher npm links as `nodeloom` (package.json "bin"). */
export const BIN = fileURLToPath(new URL('../bin/nodeloom.js', import.meta.url));

/** Starts the real `nodeloom` command as a user's shell would, with its output piped to the test. */
export function spawnNodeloom(args: string[], cwd?: string): ChildProcess {
  return spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Collects a child's stderr and waits for its exit code. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}
