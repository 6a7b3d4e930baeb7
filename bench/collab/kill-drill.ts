// The kill -9 drill of issue 14 (R1), shared by `npm run bench -- collab-drill` (three instances)
// and kill-drill.test.ts (two): editors commit steadily on a fleet of server processes while
// instances are killed with SIGKILL and restarted; then every acknowledged event is looked up in
// the database's ordered log, and every client's log is compared with it.
import pg from 'pg';
import { signIn } from '../support/api-session.js';
import { BENCH_DEBUG_KEY } from '../support/server-process.js';
import { DrillEditor } from './drill-editor.js';
import { ServerFleet } from './fleet.js';

export interface KillDrillOptions {
  /** A fresh database (the fleet migrates it on its first start). */
  databaseUrl: string;
  redisUrl?: string;
  instances: number;
  editors: number;
  eventsPerSecond: number;
  kills: number;
  killEveryMs: number;
  /** After the last kill, wait (up to this long) for the session to have a live host again. */
  newHostTimeoutMs: number;
  /** How long every client may take to agree after the last kill before the drill gives up. */
  agreeTimeoutMs: number;
  /** Progress lines (kills, restarts). */
  progress?: (line: string) => void;
}

export interface KillDrillResult {
  editingSeconds: number;
  created: number;
  stored: number;
  acknowledged: number;
  /** Acknowledged events missing from the log, or stored at another counter than acknowledged. */
  lostAcknowledged: number;
  /** Events stored more than once, plus events acknowledged with two different counters. */
  duplicated: number;
  /** Counters 1..n with no gap. */
  gapFree: boolean;
  /** Every client's applied log equals the database's. */
  clientsAgree: boolean;
  /** From the last kill until every client had every event and nothing pending; undefined if never. */
  agreeMs?: number;
  /** For each kill of the host's instance: until every client knew a live host (undefined: never). */
  newHostMs: (number | undefined)[];
  kills: number;
  reconnects: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(predicate: () => boolean, timeoutMs: number, everyMs = 10): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > end) return false;
    await sleep(everyMs);
  }
  return true;
}

/** The log as stored: counter and eventId, in counter order. */
async function readLog(databaseUrl: string, projectId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ counter: number; event_id: string }>(
      'select counter, event_id from project_user_events where project_id = $1 order by counter',
      [projectId],
    );
    return rows.map((row) => ({ counter: Number(row.counter), eventId: row.event_id }));
  } finally {
    await client.end();
  }
}

/** Watches for the session to have a live host again after its host's instance died. */
class HostWatch {
  readonly outages: { killedAt: number; ms?: number }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly editors: readonly DrillEditor[]) {
    this.timer = setInterval(() => this.check(), 20);
  }

  /** The host every joined editor was told of, if they agree on one. */
  agreedHost(): string | null | undefined {
    const hosts = new Set(this.editors.filter((e) => e.connected).map((e) => e.host));
    return hosts.size === 1 ? [...hosts][0] : undefined;
  }

  /** Whether the session's host is a live, joined editor that everybody knows of. */
  hostIsLive(): boolean {
    const host = this.agreedHost();
    return Boolean(host) && this.editors.some((e) => e.clientId === host);
  }

  hostKilled(): void {
    this.outages.push({ killedAt: performance.now() });
  }

  get open(): boolean {
    return this.outages.some((o) => o.ms === undefined);
  }

  private check(): void {
    if (!this.hostIsLive()) return;
    const now = performance.now();
    for (const outage of this.outages) outage.ms ??= now - outage.killedAt;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export async function runKillDrill(options: KillDrillOptions): Promise<KillDrillResult> {
  const say = options.progress ?? (() => {});
  const fleet = await ServerFleet.start({
    databaseUrl: options.databaseUrl,
    instances: options.instances,
    redisUrl: options.redisUrl,
  });
  const editors: DrillEditor[] = [];
  const restarts: Promise<void>[] = [];
  let hosts: HostWatch | undefined;
  try {
    say(`${fleet.size} instances up: ${fleet.origins.join(', ')}`);
    const owner = await signIn(fleet.origins[0]!, BENCH_DEBUG_KEY, 'kill-drill');
    const { id: projectId } = (await owner.post('/projects', { name: 'kill drill' })) as { id: string };
    for (let i = 0; i < options.editors; i += 1) {
      const editor = new DrillEditor({
        name: `editor${i}`,
        origins: fleet.origins,
        firstInstance: i % fleet.size,
        cookie: owner.cookie,
        projectId,
      });
      editors.push(editor);
      await editor.start();
    }
    hosts = new HostWatch(editors);
    if (!(await waitFor(() => hosts!.hostIsLive(), 30_000))) throw new Error('the session has no live host');

    const editingStarted = performance.now();
    for (const editor of editors) editor.startEditing(options.eventsPerSecond);
    let lastKillAt = 0;
    let victim = -1;
    for (let kill = 0; kill < options.kills; kill += 1) {
      await sleep(options.killEveryMs);
      // the first kill takes the host's instance (the host must move); later ones go round the fleet
      const hostEditor = editors.find((e) => e.clientId !== undefined && e.clientId === hosts!.agreedHost());
      victim = kill === 0 && hostEditor ? hostEditor.instance : (victim + 1) % fleet.size;
      // never the last live instance: wait for a restart if the others are all down
      await waitFor(
        () => fleet.isLive(victim) && fleet.origins.some((_, i) => i !== victim && fleet.isLive(i)),
        60_000,
      );
      const hostDies = hostEditor?.instance === victim && hosts.hostIsLive();
      await fleet.kill(victim);
      lastKillAt = performance.now();
      if (hostDies) hosts.hostKilled();
      say(`kill ${kill + 1}: instance ${victim} (SIGKILL)${hostDies ? ', the host’s' : ''}`);
      const index = victim;
      const restart = fleet.restart(index).then(() => say(`instance ${index} restarted`));
      restart.catch(() => {}); // awaited below; a failure must not end the process meanwhile
      restarts.push(restart);
    }
    for (const editor of editors) editor.stopEditing();
    const editingSeconds = (lastKillAt - editingStarted) / 1000;

    const maxAcked = () => Math.max(...editors.map((e) => e.highestAcknowledged));
    // once a second until they agree: who is still reconnecting, re-sending or catching up
    const watch = setInterval(() => {
      const behind = editors.filter((e) => e.connected && e.log.lastCounter < maxAcked()).length;
      say(
        `  ${((performance.now() - lastKillAt) / 1000).toFixed(0)} s after the last kill: ` +
          `${editors.filter((e) => !e.connected).length} reconnecting, ` +
          `${editors.reduce((sum, e) => sum + e.pending.size, 0)} events pending, ${behind} behind the log` +
          editors
            .filter((e) => !e.connected)
            .map((e) => `; ${e.name}: ${e.state}`)
            .join(''),
      );
    }, 1000);
    const agreed = await waitFor(
      () =>
        editors.every((e) => e.connected && e.pending.size === 0) &&
        editors.every((e) => e.log.lastCounter === maxAcked()),
      options.agreeTimeoutMs,
    );
    clearInterval(watch);
    const agreeMs = agreed ? performance.now() - lastKillAt : undefined;
    say(agreed ? `all clients agree ${agreeMs!.toFixed(0)} ms after the last kill` : 'clients did not agree');
    await waitFor(
      () => !hosts!.open,
      Math.max(0, lastKillAt + options.newHostTimeoutMs - performance.now()),
      50,
    );
    await Promise.all(restarts);

    const log = await readLog(options.databaseUrl, projectId);
    const counterOf = new Map(log.map((row) => [row.eventId, row.counter]));
    let lostAcknowledged = 0;
    for (const editor of editors) {
      for (const [eventId, counter] of editor.acknowledged) {
        if (counterOf.get(eventId) !== counter) lostAcknowledged += 1;
      }
    }
    const stored = log.map((row) => `${row.counter}:${row.eventId}`).join(',');
    return {
      editingSeconds,
      created: editors.reduce((sum, e) => sum + e.created, 0),
      stored: log.length,
      acknowledged: editors.reduce((sum, e) => sum + e.acknowledged.size, 0),
      lostAcknowledged,
      duplicated: log.length - counterOf.size + editors.reduce((sum, e) => sum + e.conflictingAcks.length, 0),
      gapFree: log.every((row, i) => row.counter === i + 1),
      clientsAgree: editors.every(
        (e) =>
          e.log.applied.map((event) => `${event.counter}:${event.rawEvent.eventId}`).join(',') === stored,
      ),
      agreeMs,
      newHostMs: hosts.outages.map((o) => o.ms),
      kills: options.kills,
      reconnects: editors.reduce((sum, e) => sum + e.reconnects, 0),
    };
  } finally {
    hosts?.stop();
    for (const editor of editors) editor.close();
    await Promise.allSettled(restarts);
    await fleet.stop();
  }
}
