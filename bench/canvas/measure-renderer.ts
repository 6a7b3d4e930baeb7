// One renderer at one N, one round: open it in a fresh context of the bench's Chromium, count its
// DOM, walk every view path, close the context. A path that fails is left out (and named); the
// rest of the round still counts.
import type { Browser } from 'playwright-core';
import { canvasBox, domElements, readView } from './canvas-element.js';
import { benchGraph } from './graph.js';
import { runPath, wantedPaths } from './paths.js';
import type { Layout, Renderer } from './renderer.js';
import type { RoundFigures } from './results.js';

export async function measureRenderer(
  browser: Browser,
  renderer: Renderer,
  count: number,
  layout: Layout,
  onPathFailed: (message: string) => void,
): Promise<{ figures: RoundFigures; layout: Layout }> {
  const { context, page, openMs, reopenMs } = await renderer.open(browser, count, layout);
  try {
    const dom = await domElements(page);
    const box = await canvasBox(page);
    const opened: Layout = {
      width: Math.round(box.width),
      height: Math.round(box.height),
      view: await readView(page),
    };
    const graph = benchGraph(count);
    const paths: RoundFigures['paths'] = {};
    for (const path of wantedPaths(process.env.CANVAS_PATHS)) {
      try {
        paths[path] = await runPath(path, { page, renderer, graph });
      } catch (error) {
        onPathFailed(`${path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    return {
      figures: { openMs, ...(reopenMs === undefined ? {} : { reopenMs }), dom, paths },
      layout: opened,
    };
  } finally {
    await context.close();
  }
}
