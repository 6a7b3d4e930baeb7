// The kill -9 drill (issue 14, R1): three server processes on one throwaway PostgreSQL database
// with Redis, 10 editors at 20 events/s spread over them, one instance killed with SIGKILL every
// few seconds and restarted on its port (bench/collab/kill-drill.ts). Prints acknowledged events
// lost and duplicated (both must be 0), the time for every client to agree after the last kill
// (aim ≤ 2 s) and the time to a new host after the host's instance died (aim ≤ 15 s).
// `npm run bench -- collab-drill`; DRILL_KILLS and DRILL_KILL_EVERY_MS change the schedule.
import { cpus, loadavg } from 'node:os';
import { DRILL_REDIS_URL } from './collab/fleet.js';
import { runKillDrill } from './collab/kill-drill.js';
import { withThrowawayPostgres } from './support/postgres.js';

const KILLS = Number(process.env.DRILL_KILLS ?? 6);
const KILL_EVERY_MS = Number(process.env.DRILL_KILL_EVERY_MS ?? 4000);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export default async function collabDrillBench(): Promise<void> {
  console.log(`${cpus().length} cores, load average ${load()}`);
  const ran = await withThrowawayPostgres(async (databaseUrl) => {
    const result = await runKillDrill({
      databaseUrl,
      redisUrl: DRILL_REDIS_URL,
      instances: 3,
      editors: 10,
      eventsPerSecond: 20,
      kills: KILLS,
      killEveryMs: KILL_EVERY_MS,
      newHostTimeoutMs: 40_000,
      agreeTimeoutMs: 60_000,
      progress: (line) => console.log(`  ${line}`),
    });
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
    const hostTimes = result.newHostMs.map((ms) =>
      ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`,
    );
    const slowestHost = Math.max(...result.newHostMs.map((ms) => ms ?? Number.POSITIVE_INFINITY));
    console.log(
      `3 instances, 10 editors × 20 events/s for ${result.editingSeconds.toFixed(1)} s, ${result.kills} kills ` +
        `every ${KILL_EVERY_MS / 1000} s, ${result.reconnects} reconnects: ${result.created} events made, ` +
        `${result.acknowledged} acknowledged, ${result.stored} stored (${(result.stored / result.editingSeconds).toFixed(0)}/s)`,
    );
    console.log(
      `acknowledged lost ${result.lostAcknowledged}, duplicated ${result.duplicated} (must be 0: ` +
        `${verdict(result.lostAcknowledged === 0 && result.duplicated === 0)}); log ${result.gapFree ? 'gap-free' : 'HAS GAPS'}; ` +
        `every client's log ${result.clientsAgree ? 'equals' : 'DIFFERS FROM'} the database's`,
    );
    console.log(
      `every client agrees ${result.agreeMs === undefined ? 'never' : `${result.agreeMs.toFixed(0)} ms`} after the last kill ` +
        `(aim ≤ 2 s: ${verdict((result.agreeMs ?? Number.POSITIVE_INFINITY) <= 2000)})`,
    );
    console.log(
      `new host after the host's instance died: ${hostTimes.join(', ') || 'the host was never killed'} ` +
        `(aim ≤ 15 s: ${verdict(result.newHostMs.length > 0 && slowestHost <= 15_000)})`,
    );
    console.log(`load average after: ${load()}`);
  });
  if (!ran) console.log('collab-drill: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
}
