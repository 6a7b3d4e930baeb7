// `npm run bench -- editor`: the graph editor in Debian's Chromium against the built app on a fresh
// embedded database, every browser a fresh profile (cold). Seeds projects of 1,000, 5,000 and
// 10,000 nodes on one level, then prints each figure of issue 26's Measure list next to its aim:
// - open until interactive: a new empty project from the Create click, 1,000 and 10,000 nodes from
//   navigation; every value shown at 10,000 (median of ROUNDS);
// - frame intervals (rAF) zooming from 100% to the fit zoom and back, panning at 60% and 100%, at
//   1,000 and 5,000 nodes, and dragging a node at 5,000;
// - edit-to-display: a parameter edit until the downstream node shows the new value.
// Prints figures; never asserts them.
import { cpus, loadavg } from 'node:os';
import { freshBrowser } from './editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './editor/built-server.js';
import {
  allValuesShown,
  dragNodeFrames,
  openNewEmptyProject,
  panAt,
  zoomToFitAndBack,
} from './editor/gestures.js';
import { editToDisplay, type FrameStats, openUntilInteractive, percentile } from './editor/measure.js';
import { type SeededProject, seedProject } from './editor/seed.js';
import { signIn } from './support/api-session.js';

const ROUNDS = 3;
const EDITS = 20;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

function frameLine(label: string, s: FrameStats, aim: number): string {
  return `${label.padEnd(30)} p95 ${ms(s.p95).padStart(9)}  (aim ≤ ${aim} ms)  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  >16.7: ${s.over16}  >33.3: ${s.over33}  (${s.frames} frames)`;
}

function medianLine(label: string, times: number[], aim: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label.padEnd(30)} median ${ms(percentile(sorted, 50)).padStart(9)}  (aim ≤ ${aim} ms)  rounds: ${times.map(ms).join(', ')}`;
}

export default async function editorBench(): Promise<void> {
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${load()}`);
  const server = await startBuiltServer();
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'editor-bench');
    const seeded = new Map<number, SeededProject>();
    for (const count of [1000, 5000, 10_000]) {
      seeded.set(count, await seedProject(api, `Bench ${count}`, count));
    }
    /** Runs `measure` in a fresh browser (cold profile) and closes it. */
    const inFreshBrowser = async <T>(measure: (page: FreshPage) => Promise<T>): Promise<T> => {
      const browser = await freshBrowser(server.baseUrl, api.cookie);
      try {
        return await measure(browser.page);
      } finally {
        await browser.close();
      }
    };

    console.log(`\nopen until interactive (cold, fresh profile each round; ${load()})`);
    const emptyFrame: number[] = [];
    const empty: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const times = await inFreshBrowser((page) => openNewEmptyProject(page, `Bench empty ${round}`));
      emptyFrame.push(times.firstFrame);
      empty.push(times.interactive);
    }
    console.log(`${medianLine('new empty project, first frame', emptyFrame, 1000)}  (the static canvas)`);
    console.log(medianLine('new empty project (Create)', empty, 1000));
    const allShown: number[] = [];
    for (const count of [1000, 10_000]) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await inFreshBrowser(async (page) => {
          times.push(await openUntilInteractive(page, seeded.get(count)!.id));
          if (count === 10_000) allShown.push(await allValuesShown(page));
        });
      }
      console.log(medianLine(`${count} nodes`, times, count === 10_000 ? 2000 : 1000));
    }
    console.log(medianLine('10000 nodes, every value shown', allShown, 4000));

    console.log(`\nframes while zooming, panning and dragging (${load()})`);
    for (const count of [1000, 5000]) {
      await inFreshBrowser(async (page) => {
        await openUntilInteractive(page, seeded.get(count)!.id);
        await page.waitForTimeout(1000);
        const zoom = await zoomToFitAndBack(page);
        console.log(
          frameLine(
            `${count} nodes, 100% ↔ fit (${Math.round(zoom.fitZoom * 100)}%)`,
            zoom,
            count === 1000 ? 16.7 : 33,
          ),
        );
        console.log(frameLine(`${count} nodes, panning at 60%`, await panAt(page, 0.6), 16.7));
        console.log(frameLine(`${count} nodes, panning at 100%`, await panAt(page, 1), 16.7));
        if (count === 5000)
          console.log(frameLine(`${count} nodes, dragging a node`, await dragNodeFrames(page), 16.7));
      });
    }

    console.log(`\nedit to display (1,000-node project, parameter edit → downstream node; ${load()})`);
    await inFreshBrowser(async (page) => {
      const project = seeded.get(1000)!;
      await openUntilInteractive(page, project.id);
      await page.evaluate(() => {
        const editor = (window as unknown as { __nodeloomEditor?: { setViewport(v: object): void } })
          .__nodeloomEditor;
        editor?.setViewport({ x: 40, y: 40, zoom: 1 });
      });
      await page.waitForTimeout(500);
      const latencies: number[] = [];
      for (let i = 0; i < EDITS; i++) latencies.push(await editToDisplay(page, project.probe, 100 + i));
      latencies.sort((a, b) => a - b);
      console.log(
        `${'edit → display'.padEnd(30)} median ${ms(percentile(latencies, 50)).padStart(9)}  (aim ≤ 16 ms)  p95 ${ms(percentile(latencies, 95))}  max ${ms(latencies.at(-1)!)}  (${EDITS} edits)`,
      );
    });
  } finally {
    await server.stop();
  }
}

type FreshPage = Awaited<ReturnType<typeof freshBrowser>>['page'];
