import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// main.ts as an operator runs it: a fresh data directory is created and migrated on first start,
// kept across restarts, and SIGTERM stops the server cleanly (exit code 0).
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = join(mkdtempSync(join(tmpdir(), 'nodeloom-main-')), 'nested', 'data');

const children = new Set<ChildProcess>();

afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children) child.kill('SIGKILL');
  rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  url: string;
}

function start(dir = dataDir): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop({ child }: Running): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** Ends the server as a crash would: SIGKILL, no shutdown hooks, nothing flushed by the server. */
function kill({ child }: Running): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => {
      children.delete(child);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

const post = (url: string, body: object, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': 'main-test',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

// Each start compiles the sources with tsx and opens PGlite: allow for a slow, shared machine.
describe('main', () => {
  it('creates and migrates DATA_DIR on first start, keeps it across restarts, stops on SIGTERM', async () => {
    const first = await start();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const health = await fetch(`${first.url}/api/nest/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
    const signup = await post(`${first.url}/api/nest/auth/signup/email`, {
      email: 'kept@example.com',
      password: 'kept password',
    });
    expect(signup.status).toBe(201);
    expect(await stop(first)).toBe(0);

    const second = await start();
    const login = await post(`${second.url}/api/nest/auth/login/email`, {
      email: 'kept@example.com',
      password: 'kept password',
    });
    expect(login.status).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 180_000);

  it('loses no acknowledged write when killed with SIGKILL (the embedded database in its own thread)', async () => {
    const dir = join(dataDir, '..', 'killed');
    const first = await start(dir);
    const accounts = Array.from({ length: 5 }, (_, i) => ({
      email: `acked${i}@example.com`,
      password: `acked password ${i}`,
    }));
    let cookie = '';
    for (const account of accounts) {
      const signup = await post(`${first.url}/api/nest/auth/signup/email`, account);
      expect(signup.status).toBe(201);
      cookie = cookieOf(signup);
    }
    const created = await post(`${first.url}/api/nest/projects`, { name: 'Acked' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const nodes = Array.from({ length: 500 }, (_, i) => ({
      type: 'saveNode',
      node: {
        id: `node_k${i}`,
        definitionName: 'plus',
        name: `k${i}`,
        position: { x: i, y: 0 },
        size: { width: 160, height: 80 },
        color: '#334155',
        comment: '',
        params: {},
        customParams: {},
        flags: {},
      },
    }));
    const saved = await post(
      `${first.url}/api/nest/projects/${id}/graph`,
      { unorderedUpdates: nodes },
      cookie,
    );
    expect(saved.status).toBe(200);
    // Killed straight after the last acknowledgement.
    await kill(first);

    const second = await start(dir);
    for (const account of accounts) {
      expect((await post(`${second.url}/api/nest/auth/login/email`, account)).status).toBe(200);
    }
    const login = await post(`${second.url}/api/nest/auth/login/email`, accounts.at(-1)!);
    const read = await fetch(`${second.url}/api/nest/projects/${id}`, {
      headers: { cookie: cookieOf(login) },
    });
    expect(read.status).toBe(200);
    const graph = ((await read.json()) as { graph: { nodes: { id: string }[] } }).graph;
    expect(graph.nodes.filter((node) => node.id.startsWith('node_k'))).toHaveLength(500);
    expect(await stop(second)).toBe(0);
  }, 240_000);
});
