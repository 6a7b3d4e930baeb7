import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on loopback (asked from the OS, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts `node <args>` with its output in a log file; the caller keeps the PID. */
export function startNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }) {
  const log = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  child.unref();
  return child;
}

/** Polls a URL until it answers 2xx; fails early if the process behind it exits. */
export async function waitForHttp(url: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Process for ${url} exited with ${child.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${tail(logFile)}`);
}

/** Stops a process we started: SIGTERM, then SIGKILL if it is still there after a grace period. */
export async function stopProcess(pid: number, graceMs = 5000): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
