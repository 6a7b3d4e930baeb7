// The rest of the workspace issue's walk: copy three wired nodes and paste them into a second
// project through the system clipboard, enter a level and come back by the level path, and open
// the official demo project and see it compute.

import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes, canvasNodesOf, selectedCanvasNodes } from '../support/canvas.js';
import { storedWires } from '../support/stored-graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { valueShownBy } from '../support/viewers.js';
import { addNodeByPicker, pane } from './canvas-support.js';

/** The middle node's description names both wires (trim into it, it into length), as they are drawn. */
const WIRED_BOTH_WAYS = /Inputs: string from stringTrim[.;].* Outputs: result to stringLength \(string\)\./;

const levelPath = (page: Page) => page.getByRole('navigation', { name: 'Level path' });

async function newProject(page: Page, name: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/project\?id=/);
  await expect(pane(page)).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}

/** Leaves the workspace for the projects list the way a user does: the brand link closes the project. */
async function backToProjects(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Nodeloom' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
}

async function wire(page: Page, from: string, output: string, to: string, input: string): Promise<void> {
  await canvasNode(page, from)
    .locator(`[data-kind="output"][data-socket="${output}"]`)
    .dragTo(canvasNode(page, to).locator(`[data-kind="input"][data-socket="${input}"]`));
}

test('copies three wired nodes and pastes them into a second project', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithTestAccount(page);
  await newProject(page, uniqueName('source'));
  const trim = await addNodeByPicker(page, 'stringTrim', { x: 120, y: 120 });
  const upper = await addNodeByPicker(page, 'stringCase', { x: 380, y: 120 });
  const length = await addNodeByPicker(page, 'stringLength', { x: 640, y: 120 });
  await wire(page, trim, 'result', upper, 'string');
  await wire(page, upper, 'result', length, 'string');
  await expect(canvasNode(page, upper)).toHaveAccessibleDescription(WIRED_BOTH_WAYS);

  await pane(page).click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('Control+a');
  await expect(selectedCanvasNodes(page)).toHaveCount(3);
  await page.keyboard.press('Control+c');

  await backToProjects(page);
  await newProject(page, uniqueName('target'));
  await expect(canvasNodes(page)).toHaveCount(0);
  const box = (await pane(page).boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + 200);
  await page.keyboard.press('Control+v');
  await expect(canvasNodes(page)).toHaveCount(3);
  await expect(canvasNodesOf(page, 'stringCase')).toHaveAccessibleDescription(WIRED_BOTH_WAYS);
  // and the pasted wires reach the second project
  await expect
    .poll(() => storedWires(page))
    .toEqual(['stringCase.result → stringLength.string', 'stringTrim.result → stringCase.string']);
  // fresh ids: none of the copied ids is reused
  const pastedIds = await canvasNodes(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
  expect(pastedIds).not.toContain(trim);
  // the paste is one undo step
  await page.keyboard.press('Control+z');
  await expect(canvasNodes(page)).toHaveCount(0);
});

test('enters a level by double-click and comes back by the level path', async ({ page }) => {
  await signInWithTestAccount(page);
  await newProject(page, uniqueName('levels'));
  const level = await addNodeByPicker(page, 'level', { x: 300, y: 200 });
  await expect(levelPath(page).getByRole('listitem')).toHaveText(['Root', 'hex']);
  // on its body below the name line: a double-click on the name renames it (the GPU canvas takes
  // the name's whole row as the name, the xyflow canvas its text)
  const body = (await canvasNode(page, level).boundingBox())!;
  await canvasNode(page, level).dblclick({ position: { x: 24, y: body.height - 16 } });
  await expect(levelPath(page).getByRole('listitem')).toHaveCount(3);
  await expect(canvasNodes(page)).toHaveCount(0);
  await addNodeByPicker(page, 'plus', { x: 300, y: 200 });
  await levelPath(page).getByRole('button', { name: 'hex' }).click();
  await expect(levelPath(page).getByRole('listitem')).toHaveText(['Root', 'hex']);
  await expect(canvasNode(page, level)).toBeVisible();
});

test('opens the official demo project and sees it compute', async ({ page }) => {
  await signInWithTestAccount(page);
  await page
    .getByRole('link', { name: /Math chain/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/project\?id=/);
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  const result = valueShownBy(canvasNodesOf(page, 'inspector'));
  await expect(result).toHaveText('12');
});
