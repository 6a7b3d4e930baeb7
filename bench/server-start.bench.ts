// Start to first healthy answer (GET /api/nest/health, which pings the database) of the built
// server as `npm start` runs it (node apps/server/dist/main.js, NODE_ENV=production), on a fresh
// DATA_DIR and on the same DATA_DIR reused, with the server's resident memory then and once the
// start's background work (the official demos, built in a short-lived worker thread) is done, and later. Next to it, bare Fastify's start in the
// same run: the floor of a Node process on this machine. Medians of the rounds; the server must be
// built (`npm run build`, or `npx tsc -b` for the server alone). `npm run bench -- start`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startBareFastify, startNodeloomServer } from './support/server-process.js';

const ROUNDS = 3;
/** The aims. */
const AIM = { freshMs: 2000, reusedMs: 1000, rssMb: 300 };
/** When resident memory is read again after healthy: once the demos are written, and later. */
const SETTLE_MS = 3000;
const LATE_MS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number | undefined) => (bytes ?? Number.NaN) / 1024 / 1024;
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface StartFigures {
  ms: number;
  cpuSeconds: number;
  rssMb: number;
  settledRssMb: number;
  lateRssMb: number;
}

async function measure(server: ServerProcess): Promise<StartFigures> {
  const figures = {
    ms: server.startupMs,
    cpuSeconds: server.cpuSeconds() ?? Number.NaN,
    rssMb: mb(server.rssBytes()),
  };
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settledRssMb = mb(server.rssBytes());
  await new Promise((resolve) => setTimeout(resolve, LATE_MS - SETTLE_MS));
  return { ...figures, settledRssMb, lateRssMb: mb(server.rssBytes()) };
}

const line = (label: string, rounds: StartFigures[]) =>
  `${label.padEnd(30)} ${median(rounds.map((r) => r.ms))
    .toFixed(0)
    .padStart(6)} ms to healthy, ` +
  `${median(rounds.map((r) => r.cpuSeconds)).toFixed(2)} s CPU, RSS ${median(rounds.map((r) => r.rssMb)).toFixed(0)} MB ` +
  `(${median(rounds.map((r) => r.settledRssMb)).toFixed(0)} MB ${SETTLE_MS / 1000} s later, ` +
  `${median(rounds.map((r) => r.lateRssMb)).toFixed(0)} MB ${LATE_MS / 1000} s later)`;

export default async function serverStartBench(): Promise<void> {
  const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" (or "npx tsc -b") first`);
  console.log(`${cpus().length} cores, load average ${loadAverage()}`);
  const rounds = { bare: [] as StartFigures[], fresh: [] as StartFigures[], reused: [] as StartFigures[] };
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await startBareFastify();
    rounds.bare.push(await measure(bare));
    await bare.stop();
    const folder = mkdtempSync(join(tmpdir(), 'nodeloom-start-bench-'));
    const dataDir = join(folder, 'data');
    try {
      for (const kind of ['fresh', 'reused'] as const) {
        const server = await startNodeloomServer(undefined, { dataDir, built: true });
        rounds[kind].push(await measure(server));
        await server.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  console.log(line('bare Fastify (tsx)', rounds.bare));
  console.log(`${line('fresh DATA_DIR', rounds.fresh)} (aim ≤ ${AIM.freshMs} ms, < ${AIM.rssMb} MB)`);
  console.log(`${line('reused DATA_DIR', rounds.reused)} (aim ≤ ${AIM.reusedMs} ms)`);
  console.log(
    `medians of ${ROUNDS} rounds; a fresh DATA_DIR is a copy of the migrated template in the OS temp ` +
      `folder (made by the first start on a machine); load average now ${loadAverage()}`,
  );
}
