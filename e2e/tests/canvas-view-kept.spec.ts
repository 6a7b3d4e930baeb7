import type { Page } from '@playwright/test';
import { canvasNodesOf } from '../support/canvas.js';
import { expect, test } from '../support/test.js';
import { expectProjectLoaded } from '../support/workspace.js';
import { addNodeByPicker, canvasViewport, openNewProject, pane } from './canvas-support.js';

/** The viewports the browser keeps for the open project's levels (local storage, canvasViewports). */
async function storedViewports(page: Page, projectId: string) {
  return page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('canvasViewports') ?? '[]') as {
      projectId: string;
      levels: Record<string, { x: number; y: number; zoom: number }>;
    }[];
    return stored.find((entry) => entry.projectId === id)?.levels ?? {};
  }, projectId);
}

const zoomShown = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' }).getByTitle('Zoom');

test('the canvas reopens where it was left: zoomed and panned, then reloaded', async ({ page }) => {
  await openNewProject(page);
  await addNodeByPicker(page, 'plus', { x: 300, y: 200 });
  const projectId = new URL(page.url()).searchParams.get('id')!;
  const opened = await canvasViewport(page);

  // zoom in twice with the controls, then pan with the middle button
  for (let i = 0; i < 2; i += 1) {
    const before = (await canvasViewport(page)).zoom;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await canvasViewport(page)).zoom).toBeGreaterThan(before);
  }
  const box = (await pane(page).boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(box.x + 320, box.y + 140, { steps: 8 });
  await page.mouse.up({ button: 'middle' });

  // the view is written once it rests (a zoom animates, a loaded machine lags): wait until the
  // browser holds, for the project's level, the very view the canvas shows
  let left = await canvasViewport(page);
  await expect
    .poll(async () => {
      left = await canvasViewport(page);
      const stored = Object.values(await storedViewports(page, projectId));
      return stored.some(
        (view) =>
          Math.abs(view.x - left.x) < 1 &&
          Math.abs(view.y - left.y) < 1 &&
          Math.abs(view.zoom - left.zoom) < 1e-3,
      );
    })
    .toBe(true);
  expect(left.zoom).toBeGreaterThan(opened.zoom);
  expect(left.x).not.toBeCloseTo(opened.x, 0);
  const zoomText = await zoomShown(page).innerText();

  await page.reload();
  await expectProjectLoaded(page);
  await expect(canvasNodesOf(page, 'plus')).toBeVisible();
  await expect(zoomShown(page)).toHaveText(zoomText);
  const reopened = await canvasViewport(page);
  expect(reopened.x).toBeCloseTo(left.x, 0);
  expect(reopened.y).toBeCloseTo(left.y, 0);
  expect(reopened.zoom).toBeCloseTo(left.zoom, 3);
});
