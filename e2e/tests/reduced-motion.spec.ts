// Issue 37: with the system's reduced motion asked for, framing the canvas (F: the selection,
// Shift+1: the whole level) lands at once instead of gliding there for 200 ms.

import type { Page } from '@playwright/test';
import { canvasNode, clickNodeName, expectSelected } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';
import { canvasViewport } from './canvas-support.js';

/** Longer than the glide the canvas uses with motion (graph-editor/canvas/motion.ts, 200 ms). */
const LONGER_THAN_A_GLIDE_MS = 500;

/** The viewport read once right after `key` (no polling), and again once any glide would be over. */
async function viewportsAround(page: Page, key: string) {
  await page.keyboard.press(key);
  const atOnce = await canvasViewport(page);
  await page.waitForTimeout(LONGER_THAN_A_GLIDE_MS);
  return { atOnce, landed: await canvasViewport(page) };
}

test('with reduced motion, F and Shift+1 frame the canvas at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Motion'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode('node_motion_near', 'constant', 'near') },
      { type: 'saveNode', node: savedNode('node_motion_far', 'constant', 'far', { x: 900, y: 400 }) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  const near = canvasNode(page, 'node_motion_near');
  await expect(near).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await clickNodeName(near);
  await expectSelected(near);
  const whole = await canvasViewport(page);

  // F frames the selected node: a closer view, there as soon as the key is handled
  const framed = await viewportsAround(page, 'f');
  expect(framed.atOnce.zoom).toBeGreaterThan(whole.zoom);
  expect(framed.atOnce).toEqual(framed.landed);

  // Shift+1 frames the whole level again, as at once
  const fitted = await viewportsAround(page, 'Shift+1');
  expect(fitted.atOnce.zoom).toBeLessThan(framed.landed.zoom);
  expect(fitted.atOnce).toEqual(fitted.landed);
});
