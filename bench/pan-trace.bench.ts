// `npm run bench -- pan-trace`: where the slow frames of panning at a readable zoom go. The built
// app in Debian's Chromium (cold profile), a 5,000-node level centred at 60% and at 100%, then the
// editor bench's 2.4 s pan under a Chromium performance trace (CDP Tracing, devtools.timeline).
// Prints, for the main thread's tasks longer than a frame, the time by kind of work (script by
// function and source place, style, layout, paint, GC…) and the ten longest tasks. Prints figures;
// never asserts them.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { freshBrowser } from './editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './editor/built-server.js';
import { centreAt } from './editor/gestures.js';
import { openUntilInteractive, panFrames } from './editor/measure.js';
import { seedProject } from './editor/seed.js';
import { signIn } from './support/api-session.js';

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
  pid: number;
  tid: number;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number } };
}

async function traced(page: Page, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // CDP types trace events as string maps; they carry numbers (ts, dur, pid, tid) as JSON does
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
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

function summarise(label: string, events: TraceEvent[]): void {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur! > FRAME_US);
  const inTask = (e: TraceEvent) => tasks.some((t) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
  // top-level work of each kind inside long tasks (a kind nested in the same kind counts once)
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const e of own.filter((x) => x.name !== 'RunTask' && inTask(x)).sort((a, b) => a.ts - b.ts)) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const kind = KIND[e.name];
    if (kind && !open.some((o) => KIND[o.name] === kind)) {
      byKind.set(kind, (byKind.get(kind) ?? 0) + e.dur!);
      if (kind === 'script') {
        const d = e.args?.data;
        const where = d?.url
          ? `${d.functionName || '(anonymous)'} ${d.url.split('/').pop()}:${d.lineNumber ?? 0}`
          : e.name;
        byFunction.set(where, (byFunction.get(where) ?? 0) + e.dur!);
      }
    }
    open.push(e);
  }
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const total = tasks.reduce((sum, t) => sum + t.dur!, 0);
  console.log(
    `\n${label}: ${tasks.length} main-thread tasks over 16.7 ms, ${ms(total)} in all (load ${loadavg()[0].toFixed(2)})`,
  );
  for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${ms(us).padStart(10)}  ${kind}`);
  console.log('  script by entry point:');
  for (const [where, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${ms(us).padStart(10)}  ${where}`);
  const longest = [...tasks].sort((a, b) => b.dur! - a.dur!).slice(0, 10);
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

export default async function panTraceBench(): Promise<void> {
  const server = await startBuiltServer();
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'pan-trace');
    const project = await seedProject(api, 'Trace 5000', 5000);
    const browser = await freshBrowser(server.baseUrl, api.cookie);
    try {
      const { page } = browser;
      await openUntilInteractive(page, project.id);
      await page.waitForTimeout(1500);
      for (const zoom of [0.6, 1]) {
        await centreAt(page, zoom);
        const events = await traced(page, () => panFrames(page));
        summarise(`5000 nodes, panning at ${zoom * 100}%`, events);
        await centreAt(page, zoom);
        await profiled(page, `5000 nodes, panning at ${zoom * 100}%`, () => panFrames(page));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
