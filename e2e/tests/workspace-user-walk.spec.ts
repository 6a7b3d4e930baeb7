// The workspace issue's user walk, end to end as a new user would do it: sign up, create a project,
// build a small graph from the tab menu by typing, wire it, set parameters, see the value computed,
// undo and redo, reload, and open it as another user through a share link (read-only, nothing saved).

import type { Browser, Page } from '@playwright/test';
import { canvasNode, canvasNodes, clickCanvasAt, clickNodeName, expectSelected } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { valueShownBy } from '../support/viewers.js';
import {
  expectLiveCanvas,
  expectProjectLoaded,
  OPEN_TIMEOUT_MS,
  shareProject,
} from '../support/workspace.js';
import { addNodeByPicker } from './canvas-support.js';

async function signUpWithEmail(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill(`${uniqueName('grace')}@example.test`);
  await form.getByLabel('Password').fill('compiler-pioneer-1952');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

async function createProjectFromDialog(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/project\?id=/);
  await expectLiveCanvas(page);
  return new URL(page.url()).searchParams.get('id')!;
}

/** Drags from an output socket of one node to an input socket of another. */
async function wire(page: Page, from: string, output: string, to: string, input: string): Promise<void> {
  const source = canvasNode(page, from).locator(`[data-kind="output"][data-socket="${output}"]`);
  const target = canvasNode(page, to).locator(`[data-kind="input"][data-socket="${input}"]`);
  await source.dragTo(target);
}

/** Selects a node by clicking its name, so the parameter editor shows it. */
async function selectNode(page: Page, id: string): Promise<void> {
  await clickNodeName(canvasNode(page, id));
  await expectSelected(canvasNode(page, id));
}

const parameters = (page: Page) => page.getByRole('region', { name: 'Parameters' });

async function setNumberConstant(page: Page, id: string, value: number): Promise<void> {
  await selectNode(page, id);
  await parameters(page).getByLabel('Type').selectOption('number');
  const field = parameters(page).getByLabel('Value', { exact: true });
  await field.fill(String(value));
  await field.press('Enter');
}

const inspectorValue = (page: Page, id: string) => valueShownBy(canvasNode(page, id));

async function signInAnotherUser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithTestAccount(page, uniqueName('viewer'));
  return page;
}

test('a new user builds a graph, sees it compute, undoes and redoes, reloads, and shares it read-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithEmail(page);
  const projectId = await createProjectFromDialog(page, 'My first graph');

  // add plus, two constants and a viewer from the tab menu by typing
  const plus = await addNodeByPicker(page, 'plus', { x: 420, y: 200 });
  const first = await addNodeByPicker(page, 'constant', { x: 120, y: 120 });
  const second = await addNodeByPicker(page, 'constant', { x: 120, y: 300 });
  const viewer = await addNodeByPicker(page, 'inspector', { x: 700, y: 140 });
  await expect(canvasNodes(page)).toHaveCount(4);

  // wire them: both constants into plus, plus into the viewer
  await wire(page, first, 'value', plus, 'numbers');
  await wire(page, second, 'value', plus, 'numbers');
  await wire(page, plus, 'result', viewer, 'data');
  // plus's description names its three wires, as the canvas draws them
  const plusWired = /Inputs: numbers from constant and constant1\. Outputs: result to inspector \(data\)\./;
  await expect(canvasNode(page, plus)).toHaveAccessibleDescription(plusWired);

  // set parameters and see the computed value on the viewer
  await setNumberConstant(page, first, 2);
  await setNumberConstant(page, second, 40);
  await expect(inspectorValue(page, viewer)).toHaveText('42');
  // a press on the canvas ends typing in the panel: Tab opens the tab menu again
  await clickCanvasAt(page, { x: 10, y: 10 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog', { name: 'Tab menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tab menu' })).toHaveCount(0);

  // undo the last three steps (the second constant's value and type, then the first's value) …
  await clickCanvasAt(page, { x: 10, y: 10 });
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect(inspectorValue(page, viewer)).not.toHaveText('42');
  // … and redo them
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Shift+z');
  await expect(inspectorValue(page, viewer)).toHaveText('42');

  // everything is saved: a reload finds the same graph computing the same value
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  await page.reload();
  await expectProjectLoaded(page);
  await expect(canvasNodes(page)).toHaveCount(4);
  await expect(canvasNode(page, plus)).toHaveAccessibleDescription(plusWired);
  await expect(inspectorValue(page, viewer)).toHaveText('42');

  // share it: another user opens the link and finds it read-only, and no save is ever sent
  const token = await shareProject(page, projectId);
  const other = await signInAnotherUser(browser);
  const saves: string[] = [];
  other.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/graph')) saves.push(request.url());
  });
  await other.goto(`/project?pat=${encodeURIComponent(token)}`);
  await expect(other.getByText('Read-only', { exact: true })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(inspectorValue(other, viewer)).toHaveText('42');
  // edits are off: delete and undo do nothing, the parameters cannot be changed
  await clickNodeName(canvasNode(other, plus));
  await other.keyboard.press('Delete');
  await expect(canvasNodes(other)).toHaveCount(4);
  await selectNode(other, first);
  await expect(parameters(other).getByLabel('Value', { exact: true })).toBeDisabled();
  await other.waitForTimeout(1500); // longer than the 1000 ms save throttle
  expect(saves).toEqual([]);
  await other.context().close();
});
