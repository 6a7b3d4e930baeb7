// Issue 23 row 1 (in part), as a user: a sticky image turns and moves as its parameters say, and a
// warning display's title bar goes when its toggle is off.

import type { Page } from '@playwright/test';
import { canvasNode, HIDE_CANVAS_OVERLAYS } from '../support/canvas.js';
import { expectNodeMark } from '../support/node-marks.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, openNewProject, pane } from './canvas-support.js';

/** A small picture (an SVG data URL): a sunset over a hill. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
    '<rect width="160" height="120" fill="#1e3a5f"/><circle cx="110" cy="52" r="22" fill="#f6b93b"/>' +
    '<path d="M0 120 Q50 60 100 95 T160 85 V120 Z" fill="#2e7d4f"/></svg>',
)}`;

async function setNumber(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('region', { name: 'Parameters' }).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('a sticky image applies rotate, scale and translate; a warning display hides its title bar', async ({
  page,
}, testInfo) => {
  await openNewProject(page);
  const picture = await addNodeByPicker(page, 'stickyImage', { x: 160, y: 120 });
  await setNumber(page, 'Image', PICTURE);
  const image = canvasNode(page, picture).getByRole('img');
  await expect(image).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await setNumber(page, 'Rotate', '-8');
  await expect(image).toHaveAttribute('style', /rotate\(-8deg\)/);
  // its picture for the docs (docs/screenshots/viewer-sticky-image.png), without the canvas overlays
  await canvasNode(page, picture).screenshot({
    path: testInfo.outputPath('viewer-sticky-image.png'),
    style: HIDE_CANVAS_OVERLAYS,
  });
  await setNumber(page, 'Rotate', '90');
  await setNumber(page, 'Scale', '2');
  await setNumber(page, 'Translate X', '0.5');
  await expect(image).toHaveAttribute('style', /transform: translate\(50%, 0%\) rotate\(90deg\) scale\(2\)/);

  await pane(page).click({ position: { x: 10, y: 10 } });
  const warnings = await addNodeByPicker(page, 'warningDisplay', { x: 520, y: 120 });
  const display = canvasNode(page, warnings);
  await expectNodeMark(display, 'title-bar', 'true');
  await page
    .getByRole('region', { name: 'Parameters' })
    .getByRole('switch', { name: 'Show title bar' })
    .click();
  await expectNodeMark(display, 'title-bar', 'false');
  await expect(display).toContainText('No warnings on this level');
});
