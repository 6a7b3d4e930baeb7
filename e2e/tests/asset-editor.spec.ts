// Issue 13's asset editor: opened from the asset manager's 'Edit…' and from the palette (choose an
// asset from a searchable list, or the empty state); one asset large with its facts; rename it and
// replace its file (progress, new size and picture, stored by the server), copy its URL, use it in
// the selected importAsset node, delete it after a confirm, close with Escape.

import type { Page } from '@playwright/test';
import { noisePng, type StoredAsset } from '../support/assets.js';
import { canvasNode, clickNodeName } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, setDebugFlags, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  openFromWorkspaceMenu,
} from '../support/workspace.js';

test.setTimeout(120_000);

const SHOTS = process.env.NODELOOM_E2E_SHOTS;
const NODE_ID = 'node_e2eassetedit01';

/** The library dialogs sit in the workspace menu's Library submenu. */
const fromMenu = (page: Page, item: string) => openFromWorkspaceMenu(page, 'Library', item);

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

test('the asset editor: rename, replace the file, copy the URL, use in a node, delete', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setDebugFlags(page, 'editorHandle');
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Asset editor'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(NODE_ID, 'importAsset', 'hero', { x: 100, y: 100 }) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  const node = canvasNode(page, NODE_ID);
  await expect(node).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  const editor = page.getByRole('dialog', { name: 'Asset editor' });

  // no assets yet: the palette's editor points to the manager
  await openFromPalette(page, 'Open asset editor');
  await expect(editor.getByText('No assets yet.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-editor-empty.png` });
  await editor.getByRole('button', { name: 'Open asset manager' }).click();
  await expect(page.getByRole('dialog', { name: 'Asset manager' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor.getByText('No assets yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  // upload an image and a text file in the manager, then edit the image from its row
  const red = await noisePng(page, 96, [255, 40, 40]);
  const blue = await noisePng(page, 320, [40, 40, 255]);
  await fromMenu(page, 'Open asset manager');
  const manager = page.getByRole('dialog', { name: 'Asset manager' });
  await manager.getByLabel('Files to upload').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const rows = manager.getByRole('list', { name: 'Assets' });
  await expect(rows.getByRole('listitem')).toHaveCount(2);
  await expect(rows.getByRole('listitem', { name: 'red.png' }).locator('img.asset-thumb')).toBeVisible();
  await rows.getByRole('listitem', { name: 'red.png' }).getByRole('button', { name: 'Edit…' }).click();
  await expect(manager).toBeHidden();
  const preview = editor.getByRole('img', { name: 'Preview of red.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const facts = editor.getByRole('definition');
  await expect(facts.filter({ hasText: 'image/png' })).toHaveCount(1);
  await expect(editor.getByTestId('asset-size')).toContainText(kb(red.length));
  await expect(editor.getByTestId('asset-size')).toContainText(`${red.length.toLocaleString('en-US')} bytes`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-editor.png` });

  // rename: the server stores the new name
  await editor.getByLabel('Name', { exact: true }).fill('hero.png');
  await editor.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Renamed to "hero.png"')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Rename' })).toBeDisabled();
  let stored = await callFromPage<StoredAsset[]>(page, 'GET', '/assets');
  const heroId = stored.find((a) => a.name === 'hero.png')!.id;
  expect(stored.map((a) => a.name).sort()).toEqual(['hero.png', 'notes.txt']);

  // replace the file: a progress row, then the new size and picture; the server holds the new bytes
  await editor.getByLabel('Replacement for hero.png').setInputFiles({
    name: 'blue.png',
    mimeType: 'image/png',
    buffer: blue,
  });
  const bar = editor.getByRole('progressbar', { name: 'Upload of blue.png' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(editor.getByRole('region', { name: 'Uploads' })).toContainText('Uploaded');
  await expect(editor.getByTestId('asset-size')).toContainText(kb(blue.length));
  const replaced = editor.getByRole('img', { name: 'Preview of hero.png' });
  await expect.poll(() => replaced.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  stored = await callFromPage<StoredAsset[]>(page, 'GET', '/assets');
  const hero = stored.find((a) => a.id === heroId)!;
  expect(hero).toMatchObject({ name: 'hero.png', contentType: 'image/png', size: blue.length });
  const original = await page.request.get(hero.url!);
  expect(Buffer.compare(await original.body(), blue)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-editor-replaced.png` });

  // copy the URL: the clipboard holds the absolute address
  await editor.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText('URL copied')).toBeVisible();
  const absolute = new URL(hero.url!, page.url()).toString();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(absolute);

  // Escape closes the editor: the manager under it is back, its thumbnail the new picture
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(manager).toBeVisible();
  const thumb = rows.getByRole('listitem', { name: 'hero.png' }).locator('img.asset-thumb');
  await expect(thumb).toBeVisible();
  const thumbSrc = await thumb.getAttribute('src');
  const thumbBytes = await page.request.get(new URL(thumbSrc!, page.url()).toString());
  const fresh = await page.request.get(hero.thumbnailUrl!);
  expect(Buffer.compare(await thumbBytes.body(), await fresh.body())).toBe(0);
  await page.keyboard.press('Escape');
  await expect(manager).toHaveCount(0);

  // with the importAsset node selected, the palette's editor uses the chosen asset in it
  await clickNodeName(node);
  await openFromPalette(page, 'Open asset editor');
  const choices = editor.getByRole('list', { name: 'Assets' });
  await expect(choices.getByRole('listitem')).toHaveCount(2);
  await editor.getByRole('searchbox').fill('text');
  await expect(choices.getByRole('listitem')).toHaveCount(1);
  await editor.getByRole('searchbox').fill('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-editor-chooser.png` });
  await choices.getByRole('listitem', { name: 'hero.png' }).getByRole('button').click();
  await editor.getByRole('button', { name: 'Use in selected importAsset node' }).click();
  await expect(page.getByText('hero uses "hero.png"')).toBeVisible();
  await expect(editor).toHaveCount(0);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByLabel('URL', { exact: true })).toHaveValue(absolute);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const project = await callFromPage<{
    graph: { nodes: { id: string; params: Record<string, { value: unknown }> }[] };
  }>(page, 'GET', `/projects/${id}`);
  expect(project.graph.nodes.find((n) => n.id === NODE_ID)!.params.name!.value).toBe('hero.png');

  // from the workspace menu too: a text file shows its type and size in place of a picture; delete
  // it after a confirm
  await fromMenu(page, 'Open asset editor');
  await choices.getByRole('listitem', { name: 'notes.txt' }).getByRole('button').click();
  await expect(editor.getByRole('img', { name: 'txt file' })).toContainText('1 KB');
  await expect(editor.getByRole('button', { name: 'Use in selected importAsset node' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-editor-text.png` });
  await editor.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this asset?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Asset "notes.txt" deleted')).toBeVisible();
  await expect(choices.getByRole('listitem')).toHaveCount(1);
  stored = await callFromPage<StoredAsset[]>(page, 'GET', '/assets');
  expect(stored.map((a) => a.name)).toEqual(['hero.png']);
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
});
