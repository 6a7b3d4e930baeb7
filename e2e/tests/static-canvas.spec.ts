// An empty level's first frame is drawn without the live canvas's code (xyflow: the static canvas,
// graph-editor/static-canvas); that code loads right after it. The chunk is held back here, as a
// slow network would, so the frame and the gestures made on it always come before the live canvas.

import type { Locator, Page } from '@playwright/test';
import { canvasNodesOf, liveCanvas, staticCanvas } from '../support/canvas.js';
import { holdChunks } from '../support/hold-chunks.js';
import { expect, test } from '../support/test.js';
import { openEmptyProject } from '../support/workspace.js';
import { canvasViewport } from './canvas-support.js';

/** The live canvas's chunk: the GPU canvas's, or xyflow's under debug_xyflowCanvas (load-graph-canvas.ts). */
const LIVE_CANVAS_CHUNKS = ['GraphCanvas', 'GpuGraphCanvas'];

/** Opens a new empty project with the live canvas's code held back; resolves on its static frame and its box. */
async function openHeld(page: Page) {
  const chunks = await holdChunks(page, LIVE_CANVAS_CHUNKS);
  await openEmptyProject(page, 'static-canvas');
  await expect(staticCanvas(page)).toBeVisible();
  // the code is asked for right after the frame, and the frame holds no live canvas meanwhile
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  await expect(liveCanvas(page)).toHaveCount(0);
  const box = await staticCanvas(page).boundingBox();
  if (!box) throw new Error('the static canvas is not on the page');
  return { release: chunks.release, box };
}

/** How many pixels of two screenshots of the same size differ by more than `tolerance` in a channel. */
async function differingPixels(page: Page, a: Buffer, b: Buffer, tolerance = 2): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const pixels = async (base64: string) => {
        // decoded here, not fetched: the page's CSP allows no data: fetches
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [first, second] = await Promise.all([pixels(a), pixels(b)]);
      if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
      let count = 0;
      for (let i = 0; i < first.data.length; i += 4) {
        for (let c = 0; c < 4; c++) {
          if (Math.abs(first.data[i + c] - second.data[i + c]) > tolerance) {
            count++;
            break;
          }
        }
      }
      return count;
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance },
  );
}

/** A screenshot of the canvas area with the pointer away from it (no hover state). */
async function shotOf(page: Page, area: Locator): Promise<Buffer> {
  await page.mouse.move(0, 0);
  return area.screenshot({ animations: 'disabled' });
}

test('the static first frame and the live canvas that takes its place draw the same pixels', async ({
  page,
}) => {
  const { release } = await openHeld(page);
  const area = page.locator('.workspace-canvas');
  const still = await shotOf(page, area);
  await release();
  await expect(liveCanvas(page)).toBeVisible();
  await expect(staticCanvas(page)).toHaveCount(0);
  await expect(page.getByText('This level is empty')).toBeVisible();
  const live = await shotOf(page, area);
  await test.info().attach('static frame', { body: still, contentType: 'image/png' });
  await test.info().attach('live canvas', { body: live, contentType: 'image/png' });
  // up to 8 a channel: the GPU canvas's surface and grid are composited layers, and the rounded
  // corners and shadows over and around them are anti-aliased up to 7 apart (the controls' top
  // corners, the panel's bottom-left corner); the faintest real change, a grid line moved, is 14
  expect(await differingPixels(page, still, live, 8)).toBe(0);
});

test('Tab pressed on the static frame opens the tab menu at the pointer once the live canvas is there', async ({
  page,
}) => {
  const { release, box } = await openHeld(page);
  const tabMenu = page.getByRole('dialog', { name: 'Tab menu' });

  await page.mouse.move(box.x + 200, box.y + 150);
  await page.keyboard.press('Tab');
  await expect(tabMenu).toHaveCount(0);
  await release();
  await expect(tabMenu).toBeVisible();
  // the menu opened where the pointer was (its corner at the point, kept inside the canvas)
  const menuBox = await tabMenu.boundingBox();
  expect(Math.abs((menuBox?.x ?? 0) - (box.x + 200))).toBeLessThan(12);
  await tabMenu.getByLabel('Search nodes').fill('constant');
  await expect(tabMenu.getByRole('option').first().locator('.gc-picker-name')).toHaveText('constant');
  await page.keyboard.press('Enter');
  await expect(canvasNodesOf(page, 'constant')).toHaveCount(1);
});

test('a double-click on the static frame opens the tab menu once the live canvas is there', async ({
  page,
}) => {
  const { release, box } = await openHeld(page);
  await page.mouse.dblclick(box.x + 260, box.y + 180);
  await release();
  await expect(page.getByRole('dialog', { name: 'Tab menu' })).toBeVisible();
});

test('a zoom button and a right-click on the static frame act on the live canvas', async ({ page }) => {
  const { release, box } = await openHeld(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.mouse.click(box.x + 300, box.y + 200, { button: 'right' });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Add node/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await canvasViewport(page)).zoom).toBeCloseTo(1.2, 5);
});
