// Where the slow frames of a gesture go: a Chromium performance trace (CDP Tracing,
// devtools.timeline) of a gesture in the built app, summarised for the main thread's tasks longer
// than a frame by kind of work (script by function and source place, style, layout, paint, GC…)
// with the ten longest tasks; and a CPU profile of the same gesture (self time by function). The
// benches `pan-trace` and `zoom-trace` run it on their gestures. Prints figures; never asserts them.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { signIn } from '../support/api-session.js';
import { freshBrowser } from './browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './built-server.js';
import { openUntilInteractive } from './measure.js';
import { seedProject } from './seed.js';

const FRAME_US = 16_700;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's CPU time in the event: unlike `dur`, not stretched by other processes' load */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
    /** UpdateLayoutTree: how many elements had their style recalculated */
    elementCount?: number;
    /** Layout: how many layout objects were dirty */
    beginData?: { dirtyObjects?: number };
  };
}

/**
 * The trace events of `categories` while `run` runs, on a CDP session (a page's, or the browser's
 * for every process); the caller detaches it.
 */
export async function collectTrace<Event>(
  cdp: CDPSession,
  categories: readonly string[],
  run: () => Promise<unknown>,
): Promise<Event[]> {
  const events: Event[] = [];
  // CDP types trace events as string maps; they carry numbers (ts, dur, pid, tid) as JSON does
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as Event[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

async function traced(page: Page, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events = await collectTrace<TraceEvent>(cdp, CATEGORIES, run);
  await cdp.detach();
  return events;
}

/** The renderer main thread: the thread with the most RunTask time that also runs the page's script. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const script = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'FunctionCall' && e.name !== 'EvaluateScript') continue;
    const key = `${e.pid}:${e.tid}`;
    script.set(key, (script.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [best] = [...script].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('the trace holds no script');
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid };
}

const KIND: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layers',
  Commit: 'commit',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  HitTest: 'hit test',
  ParseHTML: 'parse',
};

interface WorkByKind {
  byKind: Map<string, number>;
  byFunction: Map<string, number>;
}

/**
 * The top-level work of each kind among `events` (a kind nested in the same kind counts once), in
 * µs by `measure`, and script by entry point.
 */
function workByKind(events: readonly TraceEvent[], measure: (e: TraceEvent) => number): WorkByKind {
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const kind = KIND[e.name];
    if (kind && !open.some((o) => KIND[o.name] === kind)) {
      byKind.set(kind, (byKind.get(kind) ?? 0) + measure(e));
      if (kind === 'script') {
        const d = e.args?.data;
        const where = d?.url
          ? `${d.functionName || '(anonymous)'} ${d.url.split('/').pop()}:${d.lineNumber ?? 0}`
          : e.name;
        byFunction.set(where, (byFunction.get(where) ?? 0) + measure(e));
      }
    }
    open.push(e);
  }
  return { byKind, byFunction };
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

function printWork({ byKind, byFunction }: WorkByKind): void {
  console.log(
    `  ${[...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${ms(us)}`)
      .join(', ')}`,
  );
  console.log('  script by entry point:');
  for (const [where, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${ms(us).padStart(10)}  ${where}`);
}

/**
 * Prints the main thread's work during the gesture twice: in thread CPU time over every task with
 * the work's size (elements restyled, objects laid out), which the machine's load moves little,
 * then in wall time over the tasks longer than a frame (what the user waits for).
 */
function summarise(label: string, events: TraceEvent[]): void {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const all = own.filter((e) => e.name === 'RunTask');
  const long = all.filter((e) => e.dur! > FRAME_US);
  const within = (tasks: TraceEvent[]) => (e: TraceEvent) =>
    e.name !== 'RunTask' && tasks.some((t) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur!;
  const sum = (list: TraceEvent[], measure: (e: TraceEvent) => number) =>
    list.reduce((total, e) => total + measure(e), 0);

  const styles = own.filter((e) => e.name === 'UpdateLayoutTree');
  const restyled = styles.map((e) => e.args?.elementCount ?? 0);
  const layouts = own.filter((e) => e.name === 'Layout');
  const laidOut = layouts.map((e) => e.args?.beginData?.dirtyObjects ?? 0);
  const frames = own.filter((e) => e.name === 'Commit').length;
  console.log(
    `\n${label} (load ${loadavg()[0].toFixed(2)}): ${ms(sum(all, cpu))} main-thread CPU in ${all.length} tasks, ${frames} frames committed`,
  );
  console.log(
    `  elements restyled ${sum(styles, (e) => e.args?.elementCount ?? 0)} in ${styles.length} style updates (most in one: ${Math.max(0, ...restyled)}); layout objects ${laidOut.reduce((a, b) => a + b, 0)} in ${layouts.length} layouts (most: ${Math.max(0, ...laidOut)})`,
  );
  const heavy = [...all].sort((a, b) => cpu(b) - cpu(a));
  console.log(
    `  tasks over 16.7 / 33.3 ms of CPU: ${heavy.filter((t) => cpu(t) > FRAME_US).length} / ${heavy.filter((t) => cpu(t) > 2 * FRAME_US).length}; the longest: ${heavy
      .slice(0, 10)
      .map((t) => ms(cpu(t)))
      .join(', ')}`,
  );
  // TRACE_ALL=1: every task over a frame of CPU in time order (seconds from the gesture's start)
  const listed = process.env.TRACE_ALL ? all.filter((t) => cpu(t) > FRAME_US) : heavy.slice(0, 5);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, us]) => `${what} ${ms(us)}`)
      .join(', ');
  for (const task of listed) {
    const { byKind, byFunction } = workByKind(own.filter(within([task])), cpu);
    const at = process.env.TRACE_ALL ? `@${((task.ts - all[0]!.ts) / 1e6).toFixed(2)} s ` : '';
    console.log(`    ${at}${ms(cpu(task))}: ${top(byKind, 5)}; script: ${top(byFunction, 2)}`);
  }
  console.log('  CPU by kind of work, every task:');
  printWork(workByKind(own.filter(within(all)), cpu));
  console.log(
    `  ${long.length} tasks over 16.7 ms, ${ms(sum(long, (e) => e.dur!))} wall in all, by kind (wall):`,
  );
  printWork(workByKind(own.filter(within(long)), (e) => e.dur!));
  const longest = [...long].sort((a, b) => b.dur! - a.dur!).slice(0, 10);
  console.log(`  longest tasks: ${longest.map((t) => ms(t.dur!)).join(', ')}`);
}

/**
 * `function file:line`; with a build made with source maps (`vite build --sourcemap`, served with
 * WEB_DIST_DIR), the original source place instead of the minified one.
 */
function placeOf(frame: {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}): string {
  const { functionName, url, lineNumber, columnNumber } = frame;
  if (!url) return functionName;
  const file = url.split('/').pop() ?? url;
  const map = sourceMapOf(file);
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${original.name ?? functionName ?? '(anonymous)'} ${source}:${original.line}`;
  }
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(file: string): SourceMapConsumer | null {
  if (!maps.has(file)) {
    const dist = process.env.WEB_DIST_DIR;
    const path = dist ? join(dist, 'assets', `${file}.map`) : '';
    maps.set(
      file,
      path && existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
    );
  }
  return maps.get(file)!;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A CPU profile of `run` (CDP Profiler): self time by function and source place, the top 15. */
async function profiled(page: Page, label: string, run: () => Promise<unknown>): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await cdp.detach();
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const where = placeOf(byNode.get(id)!.callFrame);
    self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${label}: CPU profile, self time of the top functions (of ${(total / 1000).toFixed(0)} ms sampled)`,
  );
  for (const [where, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${where}`);
}

/** One traced gesture: its label, and how to run it from a settled canvas (`prepare` is untraced). */
export interface TracedGesture {
  label: string;
  prepare(page: Page): Promise<void>;
  run(page: Page): Promise<unknown>;
}

/** Traces one gesture on an open page and prints where its long tasks went, then profiles it (prepared again). */
export async function traceGesture(page: Page, of: string, gesture: TracedGesture): Promise<void> {
  const label = `${of}, ${gesture.label}`;
  await gesture.prepare(page);
  summarise(label, await traced(page, () => gesture.run(page)));
  await gesture.prepare(page);
  await profiled(page, label, () => gesture.run(page));
}

/**
 * Seeds a level of `count` nodes, opens it in a fresh browser, then traces and profiles each
 * gesture in turn (each prepared again before its profile).
 */
export async function traceGestures(
  name: string,
  count: number,
  gestures: (page: Page) => TracedGesture[],
): Promise<void> {
  const server = await startBuiltServer();
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, name);
    const project = await seedProject(api, `Trace ${count}`, count);
    const browser = await freshBrowser(server.baseUrl, api.cookie);
    try {
      const { page } = browser;
      await openUntilInteractive(page, project.id);
      await page.waitForTimeout(1500);
      for (const gesture of gestures(page)) await traceGesture(page, `${count} nodes`, gesture);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
