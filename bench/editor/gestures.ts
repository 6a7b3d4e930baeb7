// The editor bench's gestures at a chosen zoom: panning around the level's middle, zooming from
// 100% to the fit zoom and back, dragging a node; and two open figures (a new empty project from the
// Create click, every value shown at a big level). In-page code is text or argument-free arrows:
// the bench runs under tsx, whose helpers do not exist in the page.
import type { Page } from 'playwright-core';
import { type FrameStats, frameStats, panFrames, startFrameRecorder, stopFrameRecorder } from './measure.js';

interface EditorHandle {
  setViewport(viewport: { x: number; y: number; zoom: number }): void;
  viewport(): { x: number; y: number; zoom: number };
  viewportController(): { zoomToFit(): void } | undefined;
  evaluationIdle(): Promise<void>;
}

/** Puts the middle of the level's nodes at the middle of the canvas, at `zoom`. */
export async function centreAt(page: Page, zoom: number): Promise<void> {
  await page.evaluate(`(() => {
    const editor = window.__nodeloomEditor;
    const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const id of editor.levelNodeIds()) {
      const { x, y } = editor.getNode(id).position;
      minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
    }
    const zoom = ${zoom};
    editor.setViewport({
      x: pane.width / 2 - ((minX + maxX) / 2) * zoom,
      y: pane.height / 2 - ((minY + maxY) / 2) * zoom,
      zoom,
    });
  })()`);
  await page.waitForTimeout(800);
}

/** Panning (a 2.4 s drag back and forth) with the level's middle on screen at `zoom`. */
export async function panAt(page: Page, zoom: number): Promise<FrameStats> {
  await centreAt(page, zoom);
  return panFrames(page);
}

/**
 * The zoom on screen: xyflow's viewport transform. (The editor's viewport is the one reported when a
 * move ends, 150 ms after a wheel rests: read during the wheel, it lags and the loop overshoots.)
 */
const zoomNow = (page: Page) =>
  page.evaluate(`(() => {
    const transform = document.querySelector('.gc-canvas .react-flow__viewport').style.transform;
    return Number(/scale\\(([\\d.e-]+)\\)/.exec(transform)[1]);
  })()`) as Promise<number>;

/** Alt + wheel around the canvas middle from 100% out to the fit zoom, then back in to 100%. */
export async function zoomToFitAndBack(page: Page): Promise<FrameStats & { fitZoom: number }> {
  await page.evaluate(() =>
    (window as unknown as { __nodeloomEditor: EditorHandle }).__nodeloomEditor
      .viewportController()
      ?.zoomToFit(),
  );
  await page.waitForTimeout(600);
  const fitZoom = await zoomNow(page);
  await centreAt(page, 1);
  const pane = await page.locator('.react-flow__pane').boundingBox();
  if (!pane) throw new Error('the canvas is not on the page');
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await page.keyboard.down('Alt');
  await startFrameRecorder(page);
  for (let step = 0; step < 200 && (await zoomNow(page)) > fitZoom * 1.02; step++) {
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(16);
  }
  for (let step = 0; step < 200 && (await zoomNow(page)) < 0.98; step++) {
    await page.mouse.wheel(0, -40);
    await page.waitForTimeout(16);
  }
  const frames = await stopFrameRecorder(page);
  await page.keyboard.up('Alt');
  return { ...frameStats(frames), fitZoom };
}

/** Dragging the node nearest the canvas middle (at 100%) round a 300 × 100 px loop for 2.4 s. */
export async function dragNodeFrames(page: Page): Promise<FrameStats> {
  await centreAt(page, 1);
  const grip = await page.evaluate(`(() => {
    const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
    const cx = pane.left + pane.width / 2, cy = pane.top + pane.height / 2;
    let best = null, bestDistance = Infinity;
    for (const node of document.querySelectorAll('.react-flow__node[data-id]')) {
      const box = node.getBoundingClientRect();
      const distance = Math.hypot(box.left + box.width / 2 - cx, box.top + box.height / 2 - cy);
      if (distance < bestDistance) { best = { x: box.left + box.width / 2, y: box.top + 6 }; bestDistance = distance; }
    }
    return best;
  })()`);
  if (!grip) throw new Error('no node view on screen to drag');
  const { x, y } = grip as { x: number; y: number };
  await page.mouse.move(x, y);
  await startFrameRecorder(page);
  await page.mouse.down();
  for (let i = 0; i < 150; i++) {
    const dx = 300 * Math.sin((i / 150) * Math.PI * 2);
    await page.mouse.move(x + dx, y + dx / 3);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  return frameStats(await stopFrameRecorder(page));
}

/**
 * A new empty project as a user makes one: the projects page (given a second, as a user reading
 * it), New project, a name, then ms from the Create click until the empty canvas's first frame
 * (the static canvas, "This level is empty") and until the live canvas (xyflow's pane, which takes
 * the gestures) have each painted twice.
 */
export async function openNewEmptyProject(
  page: Page,
  name: string,
): Promise<{ firstFrame: number; interactive: number }> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).first().waitFor();
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'New project' }).first().click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByLabel('Name').fill(name);
  const create = form.getByRole('button', { name: 'Create project' });
  await create.evaluate((button) =>
    button.addEventListener(
      'click',
      () => {
        (window as unknown as { __benchClickAt: number }).__benchClickAt = performance.now();
      },
      { capture: true, once: true },
    ),
  );
  await create.click();
  const sinceClick = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(performance.now() - (window as unknown as { __benchClickAt: number }).__benchClickAt),
            ),
          ),
        ),
    );
  await page.getByText('This level is empty').waitFor({ timeout: 60_000 });
  const firstFrame = await sinceClick();
  await page.locator('.gc-canvas .react-flow__pane').waitFor({ timeout: 60_000 });
  return { firstFrame, interactive: await sinceClick() };
}

/** After an open: ms from navigation start until every evaluation pass is over, plus two frames. */
export async function allValuesShown(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await (window as unknown as { __nodeloomEditor: EditorHandle }).__nodeloomEditor.evaluationIdle();
    return new Promise<number>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
    );
  });
}
