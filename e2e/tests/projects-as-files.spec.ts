// Issue 23 row 11, as a user: build a small graph, download it from the workspace menu, check the
// command line computes what the canvas shows, then drop files on the projects page: the downloads
// come back as new projects, a broken file says why and changes nothing.

import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { canvasNode } from '../support/canvas.js';
import { dropFile as dropOn } from '../support/drop-file.js';
import { expect, test, uniqueName } from '../support/test.js';
import { valueShownBy } from '../support/viewers.js';
import { callFromPage, openFromWorkspaceMenu } from '../support/workspace.js';
import { addNodeByPicker, openNewProject, pane } from './canvas-support.js';

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
const parameters = (page: Page) => page.getByRole('region', { name: 'Parameters' });
/** Drops one file on the projects page. */
const dropFile = (page: Page, name: string, text: string) => dropOn(page.getByRole('main'), name, text);

/** Clicks a download button of the Download project dialog; returns the file's path and text. */
async function download(page: Page, button: string): Promise<{ path: string; text: string }> {
  const dialog = page.getByRole('dialog', { name: 'Download project' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { path, text: await readFile(path, 'utf8') };
}

test('a project leaves the app as files the CLI reads, and comes back by dropping them', async ({ page }) => {
  await openNewProject(page);
  const constant = await addNodeByPicker(page, 'constant', { x: 200, y: 120 });
  await parameters(page).getByLabel('Type').selectOption('number');
  const field = parameters(page).getByLabel('Value', { exact: true });
  await field.fill('41');
  await field.press('Enter');
  // a press on the canvas ends typing in the panel, so Tab opens the tab menu again
  await pane(page).click({ position: { x: 10, y: 10 } });
  // well below the constant: the canvas may have zoomed in on it, and its output stays uncovered
  const inspector = await addNodeByPicker(page, 'inspector', { x: 200, y: 440 });
  await canvasNode(page, constant)
    .locator('[data-kind="output"][data-socket="value"]')
    .dragTo(canvasNode(page, inspector).locator('[data-kind="input"][data-socket="data"]'));
  await expect(valueShownBy(canvasNode(page, inspector))).toHaveText('41');

  await openFromWorkspaceMenu(page, 'Project', 'Download project as a file…');
  const json = await download(page, 'Project file (.json)');
  const log = await download(page, 'Event log (.jsonl)');
  expect(json.path).toMatch(/\.json$/);
  expect(log.path).toMatch(/\.jsonl$/);
  const saved = JSON.parse(json.text) as { name: string; graph: { nodes: { id: string; name: string }[] } };
  const constantName = saved.graph.nodes.find((n) => n.id === constant)!.name;
  // the command line computes what the inspector shows, from either file
  for (const file of [json.path, log.path]) {
    const out = execFileSync(
      'node',
      ['packages/cli/bin/nodeloom.js', 'eval', file, '--path', `/hex/${constantName}`, '--output', 'value'],
      { cwd: REPOSITORY, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toBe(41);
  }
  await page.keyboard.press('Escape');

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  const countProjects = async () => (await callFromPage<unknown[]>(page, 'GET', '/projects')).length;
  const before = await countProjects();

  // a broken file: a clear error, no new project
  await dropFile(page, 'broken.json', '{"graph": ');
  await expect(page.getByRole('alert')).toContainText('Cannot import: broken.json: invalid JSON');
  expect(await countProjects()).toBe(before);

  // the downloaded project file, renamed: a new project with the same graph
  const renamed = uniqueName('From a file');
  await dropFile(page, 'shop.json', JSON.stringify({ ...saved, name: renamed }));
  await expect(page.getByRole('status').filter({ hasText: 'Imported shop.json' })).toHaveText(
    `Imported shop.json as the project “${renamed}”.`,
  );
  // the event log, named after its file
  const logName = uniqueName('log');
  await dropFile(page, `${logName}.jsonl`, log.text);
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    `Imported ${logName}.jsonl as the project “${logName}”.`,
  );
  expect(await countProjects()).toBe(before + 2);

  await page.getByRole('link', { name: renamed }).click();
  await expect(valueShownBy(canvasNode(page, inspector))).toHaveText('41');
});
