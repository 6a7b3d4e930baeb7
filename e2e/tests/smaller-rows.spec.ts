// Issue 23 row 8, the smaller rows a user meets: toasts stay until closed and Shift+Esc dismisses
// them all; [ and ] walk the recently selected nodes; a dragged node's border snaps to a
// neighbour's within 15 beside the grid snap; a savePrefs node's result becomes the preferences.

import type { Page } from '@playwright/test';
import {
  canvasNode,
  canvasNodes,
  canvasView,
  clickCanvasAt,
  clickNodeName,
  expectSelected,
  gridOnCanvas,
  nodeNamePoint,
} from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expectNodeMark } from '../support/node-marks.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

const parameters = (page: Page) => page.getByRole('region', { name: 'Parameters' });
const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });
const saved = (page: Page) =>
  expect(page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );

/** A new project holding these nodes (on the markup context), opened in the workspace. */
async function openWith(page: Page, nodes: object[]): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Rows') });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: nodes.map((item) =>
      'wire' in item ? { type: 'saveConnection', connection: item.wire } : { type: 'saveNode', node: item },
    ),
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNodes(page).first()).toBeVisible({ timeout: 30_000 });
  return id;
}

test('a toast stays until it is closed; Shift+Esc dismisses all; [ and ] walk the recently selected nodes', async ({
  page,
}) => {
  await openWith(page, [
    savedNode('node_rows_a', 'stringLength', 'alpha', { x: 0, y: 0 }),
    savedNode('node_rows_b', 'stringLength', 'beta', { x: 240, y: 0 }),
    savedNode('node_rows_c', 'stringLength', 'gamma', { x: 480, y: 0 }),
  ]);
  const loaded = page.getByRole('status').filter({ hasText: 'Project loaded' });
  await expect(loaded).toBeVisible();
  // it used to go after 5 s: now it waits for the user
  await page.waitForTimeout(6_000);
  await expect(loaded).toBeVisible();
  await clickCanvasAt(page, { x: 10, y: 10 });
  await page.keyboard.press('Shift+Escape');
  await expect(loaded).toHaveCount(0);

  for (const id of ['node_rows_a', 'node_rows_b', 'node_rows_c']) await clickNodeName(canvasNode(page, id));
  await expect(parameters(page).getByRole('heading', { name: 'gamma' })).toBeVisible();
  await page.keyboard.press('[');
  await expect(parameters(page).getByRole('heading', { name: 'beta' })).toBeVisible();
  await expectSelected(canvasNode(page, 'node_rows_b'));
  await page.keyboard.press('[');
  await expect(parameters(page).getByRole('heading', { name: 'alpha' })).toBeVisible();
  await page.keyboard.press(']');
  await expect(parameters(page).getByRole('heading', { name: 'beta' })).toBeVisible();
  // also in the palette, by the words a user would type
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command…').fill('recently selected');
  await expect(page.getByRole('option', { name: /Go back to the previously selected node/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a dragged node lines its border up with a neighbour’s within 15, beside the grid snap', async ({
  page,
}) => {
  const id = await openWith(page, [
    {
      ...savedNode('node_rows_note', 'stickyNote', 'note', { x: 0, y: 0 }),
      size: { width: 330, height: 360 },
    },
    savedNode('node_rows_plate', 'stringLength', 'plate', { x: 0, y: 400 }),
  ]);
  const { zoom } = await canvasView(page);
  const start = await nodeNamePoint(canvasNode(page, 'node_rows_plate'));
  // 160 canvas units right (anything from 150 to 170 lands there on the grid): its right border at
  // 320, 10 short of the note's 330. A first small move starts the drag where the offset counts from.
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y);
  await page.mouse.move(start.x + 4 + 160 * zoom, start.y, { steps: 8 });
  await page.mouse.up();
  await saved(page);
  const project = await callFromPage<{ graph: { nodes: { id: string; position: { x: number } }[] } }>(
    page,
    'GET',
    `/projects/${id}`,
  );
  expect(project.graph.nodes.find((n) => n.id === 'node_rows_plate')?.position.x).toBe(170);
  const [plate, note] = await Promise.all([
    canvasNode(page, 'node_rows_plate').boundingBox(),
    canvasNode(page, 'node_rows_note').boundingBox(),
  ]);
  expect(plate!.x + plate!.width).toBeCloseTo(note!.x + note!.width, 0);
});

test('a savePrefs node’s result becomes the user’s preferences', async ({ page }) => {
  await openWith(page, [
    {
      ...savedNode('node_rows_prefs', 'savePrefs', 'prefs', { x: 0, y: 0 }),
      params: { prefs: literal('prefs', '{"gridSize": 20, "nodeShape": "isometric"}') },
    },
  ]);
  // the grid is drawn 20 canvas units apart
  await expect.poll(async () => ((await gridOnCanvas(page)) as { size: number } | null)?.size).toBe(20);
  await expectNodeMark(canvasNode(page, 'node_rows_prefs'), 'shape', 'isometric');
  await expect
    .poll(async () => {
      const sets = await callFromPage<{ name: string; json: Record<string, unknown> }[]>(
        page,
        'GET',
        '/users/preferences',
      );
      return sets.find((s) => s.name === 'default')?.json;
    })
    .toMatchObject({ gridSize: 20, nodeShape: 'isometric' });
});

test('uploadToAssetManager uploads to the asset manager for a signed-in user', async ({ page, baseURL }) => {
  const UPLOAD = 'node_rows_upload';
  await openWith(page, [
    {
      ...savedNode('node_rows_fetch', 'fetchImageToArrayBuffer', 'bytes', { x: 0, y: 0 }),
      params: { url: literal('url', `${baseURL}/index.html`) },
    },
    {
      ...savedNode(UPLOAD, 'uploadToAssetManager', 'upload', { x: 0, y: 160 }),
      params: { filename: literal('filename', 'from-the-graph.txt') },
    },
    { wire: savedWire('node_rows_fetch', 'arrayBuffer', UPLOAD, 'arrayBuffer') },
  ]);
  await clickNodeName(canvasNode(page, UPLOAD));
  // the node's url output: the new asset's address
  await expect(canvasNode(page, UPLOAD).getByLabel('Outputs')).toContainText('http', { timeout: 20_000 });
  const assets = await callFromPage<{ name: string; path: string }[]>(page, 'GET', '/assets');
  expect(assets).toContainEqual(
    expect.objectContaining({ name: 'from-the-graph.txt', path: '/fromRunners' }),
  );
});
