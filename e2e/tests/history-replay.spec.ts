// Issue 13 §8: replay this window's edits at speed 2 into a read-only copy, with the spec's refusals
// ('Events replay already started', 'Cannot undo or redo when replaying events') and the values
// shown as they were replayed; the open project is left as it is.

import type { Locator, Page } from '@playwright/test';
import { canvasNodeNamed, canvasNodes, clickNodeName, liveCanvas } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  expectLiveCanvas,
  OPEN_TIMEOUT_MS,
  openFromWorkspaceMenu,
  pasteTwoNodes,
} from '../support/workspace.js';

test.setTimeout(120_000);

/** a node by its name (paste gives the pasted nodes fresh ids) */
const nodeNamed = (_page: Page, name: string, scope: Page | Locator = _page) => canvasNodeNamed(scope, name);

async function setTrimText(page: Page, text: string) {
  await clickNodeName(nodeNamed(page, 'trim'));
  const field = page.getByRole('region', { name: 'Parameters' }).getByLabel('String', { exact: true });
  await field.fill(text);
  await field.press('Enter');
  // a second apart, so the replay has gaps to space at speed 2
  await page.waitForTimeout(1000);
}

test('replay the history at speed 2 into a read-only copy', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Replay'),
  });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByRole('contentinfo', { name: 'Status bar' })).toBeVisible({
    timeout: OPEN_TIMEOUT_MS,
  });

  // the live canvas (an empty level's first frame is the static one, swapped right after)
  await expectLiveCanvas(page);
  const pane = (await liveCanvas(page).boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2 - 200, pane.y + pane.height / 2 - 60);
  await pasteTwoNodes(page, { wired: true });
  await expect(nodeNamed(page, 'length')).toBeVisible();
  await page.waitForTimeout(1000);
  for (const text of ['a', 'abc', 'abcdef', 'hi there']) await setTrimText(page, text);

  await openFromWorkspaceMenu(page, 'Project', 'Replay history…');
  const dialog = page.getByRole('dialog', { name: 'History replay' });
  const status = dialog.getByRole('status', { name: 'Replay status' });
  await expect(status).toHaveText('Stopped');
  await expect(dialog.getByLabel('Replay speed')).toHaveValue('1');
  const step = dialog.getByLabel('Replay step');
  await expect(step).toHaveText(/^Step 0 of \d+$/);
  const total = Number((await step.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(5);
  // the copy starts where the window opened the project: empty
  await expect(canvasNodes(dialog)).toHaveCount(0);

  await dialog.getByLabel('Replay speed').selectOption('2');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toHaveText('Paused');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Events replay already started')).toBeVisible();
  await dialog.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Cannot undo or redo when replaying events')).toBeVisible();
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(status).toHaveText('Playing');
  await expect(status).toHaveText('Finished', { timeout: 15_000 });
  await expect(step).toHaveText(`Step ${total} of ${total}`);

  // the copy shows the replayed graph with its values: trim of 'hi there' is 8 long
  const replayedLength = nodeNamed(page, 'length', dialog);
  await expect(replayedLength).toBeVisible();
  await clickNodeName(replayedLength);
  await expect(replayedLength.getByLabel('Outputs')).toContainText('8');
  await page.screenshot({ path: test.info().outputPath('history-replay.png') });

  // the open project was not touched: the undo above did not reach it
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const field = page.getByRole('region', { name: 'Parameters' }).getByLabel('String', { exact: true });
  await clickNodeName(nodeNamed(page, 'trim'));
  await expect(field).toHaveValue('hi there');
});
