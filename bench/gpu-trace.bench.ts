// `npm run bench -- gpu-trace`: where the GPU canvas's slow frames go. The canvas bench's graph
// (bench/canvas/graph.ts) at TRACE_NODES nodes (default 10,000) opened on the GPU canvas, then each
// view path of CANVAS_PATHS (default drag and band; bench/canvas/paths.ts) traced and profiled
// (bench/editor/trace.ts), and traced once more across processes (bench/canvas/process-trace.ts).
// Build the app with `vite build --sourcemap` to read functions by source place. Prints figures;
// never asserts them.
import { chromium } from 'playwright-core';
import { benchGraph } from './canvas/graph.js';
import { nodeloomRenderer, seedBenchProject } from './canvas/nodeloom.js';
import { runPath, wantedPaths } from './canvas/paths.js';
import { traceProcesses } from './canvas/process-trace.js';
import { VIEWPORT } from './canvas/renderer.js';
import { CHROMIUM_ARGS, WEBGL_ARGS } from './editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from './editor/built-server.js';
import { traceGesture } from './editor/trace.js';
import { signIn } from './support/api-session.js';

export default async function gpuTraceBench(): Promise<void> {
  const count = Number(process.env.TRACE_NODES ?? 10_000);
  const paths = wantedPaths(process.env.CANVAS_PATHS ?? 'drag,band');
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
  });
  try {
    const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'gpu-trace');
    const projects = new Map([[count, await seedBenchProject(api, count)]]);
    const renderer = nodeloomRenderer({
      name: 'Nodeloom',
      baseUrl: server.baseUrl,
      cookie: api.cookie,
      projects,
      xyflow: false,
    });
    const { page } = await renderer.open(browser, count, { ...VIEWPORT, view: null });
    const graph = benchGraph(count);
    for (const path of paths) {
      await traceGesture(page, `GPU canvas, ${count} nodes`, {
        label: path,
        prepare: () => page.waitForTimeout(1000),
        run: () => runPath(path, { page, renderer, graph }),
      });
      console.log(`\nGPU canvas, ${count} nodes, ${path}: every process`);
      await page.waitForTimeout(1000);
      await traceProcesses(browser, () => runPath(path, { page, renderer, graph }));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
