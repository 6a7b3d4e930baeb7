// The canvas bench's view paths, the same for every renderer and aimed only through data-view and
// the bench graph's grid: pan at 60% and 100% (a middle drag), zoom 100% → fit → 100% by wheel
// steps, drag a node (a left drag on its title), band-select about 200 nodes (a left drag from the
// empty canvas). Each returns the frame intervals (requestAnimationFrame) over the gesture.
import type { Page } from 'playwright-core';
import { startFrameRecorder, stopFrameRecorder } from '../editor/measure.js';
import { canvasBox, readView } from './canvas-element.js';
import { type BenchGraph, CELL, graphBounds, NODE_SIZE } from './graph.js';
import type { Renderer } from './renderer.js';
import { fitView, toScreen, type View } from './view.js';

export const PATHS = ['pan 60%', 'pan 100%', 'zoom', 'drag', 'band'] as const;
export type PathName = (typeof PATHS)[number];

/** The paths to walk: CANVAS_PATHS=drag,band keeps those whose name contains a word (default all). */
export function wantedPaths(env: string | undefined): readonly PathName[] {
  const words = (env ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  return words.length === 0 ? PATHS : PATHS.filter((path) => words.some((word) => path.includes(word)));
}

export interface PathRun {
  intervals: number[];
  /** what the path reached, e.g. the fit zoom or the nodes the band selected */
  note: string;
}

interface PathContext {
  page: Page;
  renderer: Renderer;
  graph: BenchGraph;
}

/** The band covers columns 0–13 and rows 0–14 (210 nodes) and starts on the empty canvas. */
const BAND = { from: { x: -60, y: -60 }, to: { x: 14 * CELL.width - 40, y: 15 * CELL.height - 20 } };
const SETTLE_MS = 600;
const percent = (zoom: number) => `${Math.round(zoom * 100)}%`;

function middleOf(graph: BenchGraph): { cx: number; cy: number } {
  const bounds = graphBounds(graph);
  return { cx: bounds.x + bounds.width / 2, cy: bounds.y + bounds.height / 2 };
}

/** Sets the view, lets it draw, and reads back the view and the canvas's box as the page has them. */
async function viewAt(context: PathContext, view: View) {
  await context.renderer.setView(context.page, view);
  await context.page.waitForTimeout(SETTLE_MS);
  return { view: await readView(context.page), box: await canvasBox(context.page) };
}

/** A 2.4 s drag with `button` round a 300 × 100 px loop from `start`, recording frames. */
async function loopDrag(page: Page, start: { x: number; y: number }, button: 'left' | 'middle') {
  await page.mouse.move(start.x, start.y);
  await startFrameRecorder(page);
  await page.mouse.down({ button });
  for (let i = 0; i < 150; i++) {
    const dx = 300 * Math.sin((i / 150) * Math.PI * 2);
    await page.mouse.move(start.x + dx, start.y + dx / 3);
    await page.waitForTimeout(16);
  }
  await page.mouse.up({ button });
  return stopFrameRecorder(page);
}

async function pan(context: PathContext, zoom: number): Promise<PathRun> {
  const { view, box } = await viewAt(context, { ...middleOf(context.graph), zoom });
  // the gap between grid cells nearest the middle: empty canvas, whatever draws the nodes
  const gap = {
    x: Math.round(view.cx / CELL.width) * CELL.width - (CELL.width - NODE_SIZE.width) / 2,
    y: Math.round(view.cy / CELL.height) * CELL.height - (CELL.height - NODE_SIZE.height) / 2,
  };
  const intervals = await loopDrag(context.page, toScreen(view, box, gap), 'middle');
  return { intervals, note: '' };
}

async function zoom({ page, renderer, graph }: PathContext): Promise<PathRun> {
  const box = await canvasBox(page);
  const fit = fitView(graph, box.width, box.height).zoom;
  await viewAt({ page, renderer, graph }, { ...middleOf(graph), zoom: 1 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (renderer.zoomKey) await page.keyboard.down(renderer.zoomKey);
  await startFrameRecorder(page);
  /** Wheel steps until `done`, or until the zoom stops changing (the renderer's zoom limit). */
  const stepUntil = async (deltaY: number, done: (zoom: number) => boolean) => {
    let last = Number.NaN;
    let still = 0;
    for (let step = 0; step < 300; step++) {
      const now = (await readView(page)).zoom;
      if (done(now) || (now === last && ++still >= 8)) return now;
      if (now !== last) still = 0;
      last = now;
      await page.mouse.wheel(0, deltaY);
      await page.waitForTimeout(16);
    }
    return last;
  };
  const reached = await stepUntil(40, (z) => z <= fit * 1.02);
  const back = await stepUntil(-40, (z) => z >= 0.98);
  const intervals = await stopFrameRecorder(page);
  if (renderer.zoomKey) await page.keyboard.up(renderer.zoomKey);
  return { intervals, note: `fit ${percent(fit)}: to ${percent(reached)}, back ${percent(back)}` };
}

async function drag(context: PathContext): Promise<PathRun> {
  const { graph } = context;
  const { view, box } = await viewAt(context, { ...middleOf(graph), zoom: 1 });
  const column = Math.round((view.cx - NODE_SIZE.width / 2) / CELL.width);
  const row = Math.round((view.cy - NODE_SIZE.height / 2) / CELL.height);
  const node = graph.nodes[row * graph.columns + column] ?? graph.nodes[0];
  // its title: the top strip of every renderer's node
  const intervals = await loopDrag(
    context.page,
    toScreen(view, box, { x: node.x + 40, y: node.y + 10 }),
    'left',
  );
  return { intervals, note: '' };
}

async function band(context: PathContext): Promise<PathRun> {
  const { page, renderer } = context;
  const box = await canvasBox(page);
  const { from, to } = BAND;
  const zoom = Math.min((box.width - 80) / (to.x - from.x), (box.height - 80) / (to.y - from.y));
  const placed = await viewAt(context, { cx: (from.x + to.x) / 2, cy: (from.y + to.y) / 2, zoom });
  const start = toScreen(placed.view, placed.box, from);
  const end = toScreen(placed.view, placed.box, to);
  await page.mouse.move(start.x, start.y);
  await startFrameRecorder(page);
  await page.mouse.down();
  for (let i = 1; i <= 75; i++) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 75, start.y + ((end.y - start.y) * i) / 75);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
  const intervals = await stopFrameRecorder(page);
  return { intervals, note: `${await renderer.selectedCount(page)} selected at ${percent(zoom)}` };
}

export async function runPath(name: PathName, context: PathContext): Promise<PathRun> {
  switch (name) {
    case 'pan 60%':
      return pan(context, 0.6);
    case 'pan 100%':
      return pan(context, 1);
    case 'zoom':
      return zoom(context);
    case 'drag':
      return drag(context);
    case 'band':
      return band(context);
  }
}
