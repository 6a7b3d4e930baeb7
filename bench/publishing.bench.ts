// Publishing: the deploy time of a 100-file site (POST /publishing/deployments/deploy, median of
// several deploys of fresh content), then requests per second of the published page on loopback
// — on its deployment host and its branch alias (Host header: Node does not resolve *.localhost)
// — next to @fastify/static over the same files, in the same run. Each server runs in its own
// process; autocannon runs here. `npm run bench -- publishing`. Prints; never asserts timings.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ok, signIn } from './support/api-session.js';
import { load } from './support/load.js';
import { BENCH_DEBUG_KEY, startNodeloomServer } from './support/server-process.js';

const FILES = 100;
const DEPLOYS = 7;
const CONNECTIONS = 10;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const REPOSITORY_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A 100-file site: the index page, styles, app script, and public files of about 2 KB. */
function siteFiles(version: number): { path: string; content: string }[] {
  const files = [
    {
      path: 'index.html',
      content: `<!doctype html><html><head><title>Bench ${version}</title><link rel="stylesheet" href="/styles.css"></head><body><div id="app">v${version}</div><script type="module" src="/app.js"></script></body></html>`,
    },
    { path: 'styles.css', content: `body{font-family:sans-serif}/*${version}*/`.padEnd(4096, ' ') },
    { path: 'app.js', content: `console.log(${version});`.padEnd(16384, ' ') },
  ];
  for (let i = files.length; i < FILES; i += 1) {
    files.push({ path: `/assets/file-${i}.txt`, content: `file ${i} of version ${version}\n`.repeat(64) });
  }
  return files;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** @fastify/static over `dir` in its own process. */
async function startStaticServer(dir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(new URL('support/static-site-server.ts', import.meta.url)),
    ],
    {
      cwd: REPOSITORY_ROOT,
      env: { PATH: process.env.PATH ?? '', SITE_DIR: dir, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${origin}/index.html`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function publishingBench(): Promise<void> {
  console.log(
    `machine: ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startNodeloomServer();
  const siteDir = mkdtempSync(join(tmpdir(), 'nodeloom-bench-site-'));
  let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const api = `${server.origin}/api/nest`;
    const { cookie } = await signIn(server.origin, BENCH_DEBUG_KEY, 'bench');
    const headers = {
      cookie,
      'content-type': 'application/json',
      'x-request-id': 'bench',
    };
    const created = await ok(
      await fetch(`${api}/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Bench site' }),
      }),
      'create project',
    );
    const { id: projectId } = (await created.json()) as { id: string };

    const times: number[] = [];
    let deployment = { url: '', aliasUrl: '' };
    for (let version = 1; version <= DEPLOYS; version += 1) {
      const body = JSON.stringify({ projectId, branch: 'main', files: siteFiles(version) });
      const started = performance.now();
      const response = await ok(
        await fetch(`${api}/publishing/deployments/deploy`, { method: 'POST', headers, body }),
        'deploy',
      );
      times.push(performance.now() - started);
      deployment = (await response.json()) as typeof deployment;
    }
    console.log(
      `deploy of a ${FILES}-file site: median ${median(times).toFixed(1)} ms, first ${times[0]!.toFixed(1)} ms ` +
        `(${DEPLOYS} deploys, each with new content)`,
    );

    for (const file of siteFiles(DEPLOYS)) {
      const path = file.path.startsWith('/') ? join(siteDir, 'public', file.path) : join(siteDir, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
    }
    staticServer = await startStaticServer(siteDir);

    const runs = [
      {
        name: 'site server, deployment host',
        url: `${server.origin}/`,
        host: new URL(deployment.url).host,
        cpu: server.cpuSeconds,
      },
      {
        name: 'site server, branch alias',
        url: `${server.origin}/`,
        host: new URL(deployment.aliasUrl).host,
        cpu: server.cpuSeconds,
      },
      {
        name: '@fastify/static, same files',
        url: `${staticServer.origin}/index.html`,
        host: undefined,
        cpu: undefined,
      },
    ];
    for (const run of runs) {
      const figures = await load({
        url: run.url,
        headers: run.host ? { host: run.host } : {},
        connections: CONNECTIONS,
        duration: SECONDS,
        warmup: WARMUP_SECONDS,
        ...(run.cpu ? { serverCpuSeconds: run.cpu } : {}),
      });
      console.log(
        `GET / (${run.name}): ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
          (figures.cpuMicrosPerRequest ? `, ${figures.cpuMicrosPerRequest.toFixed(0)} µs CPU/request` : ''),
      );
    }
  } finally {
    await staticServer?.stop();
    await server.stop();
    rmSync(siteDir, { recursive: true, force: true });
  }
}
