// `npm run bench -- editor`: the graph editor in Debian's Chromium against the built app on a fresh
// embedded database. Seeds projects of 1,000, 5,000 and 10,000 nodes on one level, then prints:
// - frame intervals (rAF) while panning and wheel-zooming 1,000 and 5,000 nodes;
// - time to open a project until the canvas is interactive, cold (fresh browser profile), at
//   1,000 and 10,000 nodes (median of ROUNDS);
// - edit-to-display: a parameter edit until the downstream inspector shows the new value.
// Aims (issue "Workspace, part 1"): p95 frame ≤ 16.7 ms panning 1,000 and ≤ 33 ms at 5,000; open
// 1,000 ≤ 1.5 s and 10,000 ≤ 4 s; edit-to-display ≤ 50 ms. Prints figures; never asserts them.
import { cpus, loadavg } from 'node:os';
import { freshBrowser } from './editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './editor/built-server.js';
import {
  editToDisplay,
  type FrameStats,
  openUntilInteractive,
  panFrames,
  percentile,
  zoomFrames,
} from './editor/measure.js';
import { type SeededProject, seedProject } from './editor/seed.js';
import { signIn } from './support/api-session.js';

const ROUNDS = 3;
const EDITS = 20;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function frameLine(label: string, s: FrameStats): string {
  return `${label.padEnd(26)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  >16.7: ${s.over16}  >33.3: ${s.over33}  (${s.frames} frames)`;
}

export default async function editorBench(): Promise<void> {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()[0].toFixed(2)}`,
  );
  const server = await startBuiltServer();
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'editor-bench');
    const seeded = new Map<number, SeededProject>();
    for (const count of [1000, 5000, 10_000]) {
      seeded.set(count, await seedProject(api, `Bench ${count}`, count));
    }

    console.log('\nopen until interactive (cold, fresh profile each round)');
    for (const count of [1000, 10_000]) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const browser = await freshBrowser(server.baseUrl, api.cookie);
        try {
          times.push(await openUntilInteractive(browser.page, seeded.get(count)!.id));
        } finally {
          await browser.close();
        }
      }
      times.sort((a, b) => a - b);
      console.log(
        `${String(count).padStart(6)} nodes: median ${ms(percentile(times, 50))}  (rounds: ${times.map(ms).join(', ')})`,
      );
    }

    console.log('\nframes while panning and zooming');
    for (const count of [1000, 5000]) {
      const browser = await freshBrowser(server.baseUrl, api.cookie);
      try {
        await openUntilInteractive(browser.page, seeded.get(count)!.id);
        await browser.page.waitForTimeout(1000);
        console.log(frameLine(`${count} nodes, panning`, await panFrames(browser.page)));
        console.log(frameLine(`${count} nodes, wheel zoom`, await zoomFrames(browser.page)));
      } finally {
        await browser.close();
      }
    }

    console.log('\nedit to display (1,000-node project, parameter edit → downstream inspector)');
    const browser = await freshBrowser(server.baseUrl, api.cookie);
    try {
      const project = seeded.get(1000)!;
      await openUntilInteractive(browser.page, project.id);
      await browser.page.evaluate(() => {
        const editor = (window as unknown as { __nodeloomEditor?: { setViewport(v: object): void } })
          .__nodeloomEditor;
        editor?.setViewport({ x: 40, y: 40, zoom: 1 });
      });
      await browser.page.waitForTimeout(500);
      const latencies: number[] = [];
      for (let i = 0; i < EDITS; i++)
        latencies.push(await editToDisplay(browser.page, project.probe, 100 + i));
      latencies.sort((a, b) => a - b);
      console.log(
        `edit → display: median ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  max ${ms(latencies.at(-1)!)}  (${EDITS} edits)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
