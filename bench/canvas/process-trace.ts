// Where a gesture's time goes across Chromium's processes (the GPU process and its compositor
// thread included), not only the page's main thread: a browser-wide trace of the gesture, summed
// by process, thread and event. It found that the GPU canvas's long frames were the main thread's
// commit waiting on ReadPixels while SwiftShader ran the frame's draws (bench/gpu-trace.bench.ts).
import type { Browser } from 'playwright-core';
import { collectTrace } from '../editor/trace.js';

const CATEGORIES = ['gpu', 'viz', 'cc', 'toplevel', 'disabled-by-default-gpu.service', '__metadata'];

interface Event {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Runs `gesture` under a browser-wide trace and prints the `top` events by their summed duration. */
export async function traceProcesses(
  browser: Browser,
  gesture: () => Promise<unknown>,
  top = 25,
): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const events = await collectTrace<Event>(cdp, CATEGORIES, gesture);
  await cdp.detach();
  const threads = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '?');
  }
  const total = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const where = `${processes.get(e.pid) ?? e.pid} / ${threads.get(`${e.pid}:${e.tid}`) ?? e.tid}: ${e.name}`;
    total.set(where, (total.get(where) ?? 0) + e.dur);
  }
  console.log('  by process, thread and event (summed wall time; nested events count in each):');
  for (const [where, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(us / 1000).toFixed(0).padStart(8)} ms  ${where}`);
}
