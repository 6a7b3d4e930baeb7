// Reading any renderer's canvas from outside, through what every one of them carries: the element
// data-testid="graph-canvas" with data-view. (Nodeloom has two while it opens, the static canvas
// and then the live one; the last on the page is the one the user acts on.)
import type { Page } from 'playwright-core';
import { parseView, type View } from './view.js';

export interface CanvasBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const READ_CANVAS = `(() => {
  const all = document.querySelectorAll('[data-testid="graph-canvas"]');
  const canvas = all[all.length - 1];
  if (!canvas) return null;
  const box = canvas.getBoundingClientRect();
  return {
    box: { x: box.left, y: box.top, width: box.width, height: box.height },
    view: canvas.getAttribute('data-view'),
    inCanvas: canvas.querySelectorAll('*').length,
    inPage: document.querySelectorAll('*').length,
  };
})()`;

interface CanvasReading {
  box: CanvasBox;
  view: string | null;
  inCanvas: number;
  inPage: number;
}

async function readCanvas(page: Page): Promise<CanvasReading> {
  const reading = (await page.evaluate(READ_CANVAS)) as CanvasReading | null;
  if (!reading) throw new Error('no [data-testid="graph-canvas"] on the page');
  return reading;
}

export async function canvasBox(page: Page): Promise<CanvasBox> {
  return (await readCanvas(page)).box;
}

export async function readView(page: Page): Promise<View> {
  const { view } = await readCanvas(page);
  const parsed = parseView(view);
  if (!parsed) throw new Error(`the canvas's data-view is ${JSON.stringify(view)}`);
  return parsed;
}

/** Elements inside the canvas element and in the whole page. */
export async function domElements(page: Page): Promise<{ inCanvas: number; inPage: number }> {
  const { inCanvas, inPage } = await readCanvas(page);
  return { inCanvas, inPage };
}

/** Resolves after two frames: what was asked of the page is on screen. */
export async function twoFrames(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}
