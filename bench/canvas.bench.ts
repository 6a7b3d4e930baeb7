// `npm run bench -- canvas` (issue 34 item 6): the same graph — N nodes on a 240 × 120 grid, two
// constants wired into a plus in every triple — drawn by Nodeloom (the built app, a seeded project)
// and by three peers built at bench time (bare React Flow, litegraph, bare pixi.js), in one Chromium
// and one run, each renderer in a fresh context per round. Every renderer walks the same view paths
// (bench/canvas/paths.ts) at each N; the table gives each path's frame interval p95 and frames over
// 33 ms, the DOM elements and the open time, then Nodeloom's ratio to the best peer.
// CANVAS_SIZES=1000,5000 picks the sizes (default 1000,5000,10000), CANVAS_ROUNDS the rounds (≥ 2),
// CANVAS_XYFLOW=1 adds a "Nodeloom (xyflow)" row (the canvas before the GPU one, its debug flag set
// before load), CANVAS_RENDERERS=pixi,…
// keeps the renderers whose name contains a word, CANVAS_PATHS=drag,band the view paths likewise.
// Prints figures; never asserts them.
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { measureRenderer } from './canvas/measure-renderer.js';
import { nodeloomRenderer, seedBenchProject } from './canvas/nodeloom.js';
import { buildAndServePeerPages } from './canvas/peer-pages.js';
import { peerRenderers } from './canvas/peer-renderers.js';
import { type Layout, type Renderer, VIEWPORT } from './canvas/renderer.js';
import { CanvasResults } from './canvas/results.js';
import { CHROMIUM_ARGS, WEBGL_ARGS } from './editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './editor/built-server.js';
import { signIn } from './support/api-session.js';

/** WebGL in headless Chromium without a GPU: ANGLE on SwiftShader (the pixi.js peer needs it). */

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

const listFromEnv = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export default async function canvasBench(): Promise<void> {
  const sizes = listFromEnv('CANVAS_SIZES').map(Number);
  const counts = sizes.length > 0 ? sizes : [1000, 5000, 10_000];
  const rounds = Math.max(2, Number(process.env.CANVAS_ROUNDS ?? 2));
  const wanted = listFromEnv('CANVAS_RENDERERS').map((word) => word.toLowerCase());
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; at start ${load()}`);
  console.log(`sizes ${counts.join(', ')}; ${rounds} rounds; building the peer pages…`);
  const site = await buildAndServePeerPages();
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
  });
  const results = new CanvasResults();
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'canvas-bench');
    const projects = new Map<number, string>();
    for (const count of counts) projects.set(count, await seedBenchProject(api, count));
    const nodeloom = (name: string, xyflow: boolean) =>
      nodeloomRenderer({ name, baseUrl: server.baseUrl, cookie: api.cookie, projects, xyflow });
    const ours = [
      nodeloom('Nodeloom', false),
      ...(process.env.CANVAS_XYFLOW === '1' ? [nodeloom('Nodeloom (xyflow)', true)] : []),
    ];
    const renderers: Renderer[] = [...ours, ...peerRenderers(site)].filter(
      (renderer) => wanted.length === 0 || wanted.some((word) => renderer.name.toLowerCase().includes(word)),
    );
    for (let round = 1; round <= rounds; round++) {
      for (const count of counts) {
        console.log(`round ${round}, ${count} nodes (${load()})`);
        // the peers draw at the size and first view of Nodeloom's canvas (the whole page without it)
        let layout: Layout = { ...VIEWPORT, view: null };
        for (const renderer of renderers) {
          const failed = (message: string) => {
            console.log(`  ${renderer.name} failed: ${message}`);
            results.fail(renderer.name, count, message);
          };
          const started = Date.now();
          try {
            const measured = await measureRenderer(browser, renderer, count, layout, failed);
            console.log(
              `  ${renderer.name}: open ${measured.figures.openMs.toFixed(0)} ms, all paths in ${((Date.now() - started) / 1000).toFixed(0)} s`,
            );
            results.add(renderer.name, count, measured.figures);
            if (renderer.setsLayout && layout.view === null) layout = measured.layout;
          } catch (error) {
            failed((error as Error).message.split('\n')[0]);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await site.close();
  }
  results.print(
    [...new Set(['Nodeloom', 'Nodeloom (xyflow)', 'React Flow', 'litegraph', 'pixi.js'])],
    counts,
    ['Nodeloom', 'Nodeloom (xyflow)'],
  );
  console.log(`\nat end ${load()}`);
}
