// Issue 23 rows 6 and 11, as a user: an official demo (read-only) saved as a project of one's own
// with the Save project dialog, then project files dropped on that project's canvas: a broken one
// says why and changes nothing, a good one becomes a new project the canvas offers to open.

import { GraphBuilder } from '@nodeloom/engine/testing';
import type { Page } from '@playwright/test';
import { canvasNode } from '../support/canvas.js';
import { dropFile } from '../support/drop-file.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, openFromWorkspaceMenu } from '../support/workspace.js';
import { pane } from './canvas-support.js';

test.setTimeout(120_000);

const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });
const projectName = (page: Page) => page.locator('.workspace-project-name');
const countProjects = async (page: Page) => (await callFromPage<unknown[]>(page, 'GET', '/projects')).length;

/** A project file of one constant node named `greeting`. */
function greetingFile(name: string): string {
  const graph = new GraphBuilder({ defaultParent: 'hex', nodeId: (node) => `node_${node}` });
  graph.add('constant', 'greeting', { params: { type: 'string', value: 'hello' } });
  return JSON.stringify({ name, graph: graph.toGraph() });
}

test('a demo saved as my own project, and project files dropped on its canvas', async ({ page }) => {
  await signInWithTestAccount(page);
  await page
    .getByRole('region', { name: 'Official demos' })
    .getByRole('link', { name: 'Math chain' })
    .click();
  await expect(pane(page)).toBeVisible();
  await expect(page.locator('.workspace')).toHaveAttribute('data-read-only', 'true');
  const nodes = await statusBar(page)
    .getByText(/^\d+ nodes?$/)
    .textContent();

  // Save project: the demo as it is, under a name of mine; the demo stays as it was
  await openFromWorkspaceMenu(page, 'Project', 'Save as a new project…');
  const dialog = page.getByRole('dialog', { name: 'Save project' });
  const name = dialog.getByLabel("New project's name");
  await expect(name).toHaveValue('Math chain (copy)');
  await dialog.screenshot({ path: test.info().outputPath('save-project.png') });
  const mine = uniqueName('My math');
  await name.fill(mine);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Saved as your project “${mine}”.`);
  const demoUrl = page.url();
  await dialog.getByRole('link', { name: 'Open it' }).click();
  await expect(page).not.toHaveURL(demoUrl);
  await expect(projectName(page)).toHaveText(mine);
  await expect(page.locator('.workspace')).not.toHaveAttribute('data-read-only', 'true');
  await expect(statusBar(page).getByText(/^\d+ nodes?$/)).toHaveText(nodes!);
  const mineUrl = page.url();

  // a broken file dropped on the canvas: a clear error, no new project, the canvas as it was
  const before = await countProjects(page);
  await dropFile(pane(page), 'broken.json', '{"graph": ');
  await expect(page.getByRole('alert')).toContainText('Cannot import: broken.json: invalid JSON');
  expect(await countProjects(page)).toBe(before);
  await expect(statusBar(page).getByText(/^\d+ nodes?$/)).toHaveText(nodes!);
  await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();

  // a good file: a new project, offered to open; the open project is untouched
  const imported = uniqueName('Greeting');
  await dropFile(pane(page), 'greeting.json', greetingFile(imported));
  const done = page.getByRole('status').filter({ hasText: 'Imported greeting.json' });
  await expect(done).toContainText(`Imported greeting.json as the project “${imported}”.`);
  await page
    .locator('.canvas-file-drop-status')
    .screenshot({ path: test.info().outputPath('canvas-drop.png') });
  expect(await countProjects(page)).toBe(before + 1);
  expect(page.url()).toBe(mineUrl);
  await expect(statusBar(page).getByText(/^\d+ nodes?$/)).toHaveText(nodes!);
  await done.getByRole('link', { name: 'Open it' }).click();
  await expect(projectName(page)).toHaveText(imported);
  await expect(canvasNode(page, 'node_greeting')).toBeVisible();
});
