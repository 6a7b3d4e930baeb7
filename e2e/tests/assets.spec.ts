// Issue 13's asset walk: upload two images at once with a progress bar each (upload throttled so the
// bars move), find what the server stored (bytes, type, thumbnail), and use one in an importAsset node
// whose params and outputs then carry the asset's URL.

import { noisePng, type StoredAsset } from '../support/assets.js';
import { canvasNode, clickNodeName } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, setDebugFlags, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(120_000);

const SHOTS = process.env.NODELOOM_E2E_SHOTS;
const NODE_ID = 'node_e2eimportasset01';

test('upload two images with progress and use one in an importAsset node', async ({ page }) => {
  await setDebugFlags(page, 'editorHandle');
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Assets'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(NODE_ID, 'importAsset', 'hero', { x: 100, y: 100 }) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  const node = canvasNode(page, NODE_ID);
  await clickNodeName(node);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await parameters.getByRole('button', { name: 'Choose asset…' }).click();
  const manager = page.getByRole('dialog', { name: 'Asset manager' });
  await expect(manager.getByText('Choose the asset for hero')).toBeVisible();
  await expect(manager.getByText('No assets yet.')).toBeVisible();

  const red = await noisePng(page, 800, [255, 40, 40]);
  const blue = await noisePng(page, 800, [40, 40, 255]);
  // the bars' values as the page shows them, and a slow uplink so they pass through the middle
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const name = bar.getAttribute('aria-label')!;
        const value = Number(bar.getAttribute('aria-valuenow'));
        const list = seen[name] ?? [];
        if (list.at(-1) !== value) list.push(value);
        seen[name] = list;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await manager.getByLabel('Files to upload').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'blue.png', mimeType: 'image/png', buffer: blue },
  ]);
  const uploads = manager.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar')).toHaveCount(2);
  if (SHOTS) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="progressbar"]')].some((bar) => {
        const value = Number(bar.getAttribute('aria-valuenow'));
        return value > 20 && value < 100;
      }),
    );
    await page.screenshot({ path: `${SHOTS}/asset-uploading.png` });
  }
  for (const name of ['red.png', 'blue.png']) {
    const bar = uploads.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  }
  await expect(uploads.getByText('Uploaded')).toHaveCount(2);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
  );
  for (const name of ['red.png', 'blue.png']) {
    const values = seen[`Upload of ${name}`]!;
    expect(values.at(-1)).toBe(100);
    expect(
      values.some((v) => v > 0 && v < 100),
      `${name} went through ${values.join(', ')}`,
    ).toBe(true);
  }

  // the list shows both with thumbnails; the server holds the bytes as sent and a thumbnail each
  const list = manager.getByRole('list', { name: 'Assets' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.locator('img.asset-thumb')).toHaveCount(2);
  const stored = await callFromPage<StoredAsset[]>(page, 'GET', '/assets');
  expect(stored.map((a) => a.name).sort()).toEqual(['blue.png', 'red.png']);
  for (const asset of stored) {
    expect(asset.contentType).toBe('image/png');
    expect(asset.size).toBe((asset.name === 'red.png' ? red : blue).length);
    expect(asset.thumbnailUrl).not.toBeNull();
  }
  const redAsset = stored.find((a) => a.name === 'red.png')!;
  const original = await page.request.get(redAsset.url!);
  expect(Buffer.compare(await original.body(), red)).toBe(0);
  const thumbnail = await page.request.get(redAsset.thumbnailUrl!);
  expect(thumbnail.headers()['content-type']).toContain('image/webp');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-manager.png` });

  // use red.png in the node: its params and outputs carry the asset
  await list.getByRole('listitem', { name: 'red.png' }).getByRole('button', { name: 'Use' }).click();
  await expect(manager).toHaveCount(0);
  const absolute = new URL(redAsset.url!, page.url()).toString();
  await expect(parameters.getByLabel('URL', { exact: true })).toHaveValue(absolute);
  await expect(parameters.getByLabel('Name', { exact: true })).toHaveValue('red.png');
  const outputs = await page.evaluate(
    (nodeId) =>
      (
        window as unknown as { __nodeloomEditor: { nodeOutputs(id: string): unknown } }
      ).__nodeloomEditor.nodeOutputs(nodeId),
    NODE_ID,
  );
  expect(outputs).toEqual({
    asset: {
      url: absolute,
      thumbnailUrl: new URL(redAsset.thumbnailUrl!, page.url()).toString(),
      name: 'red.png',
      fileId: redAsset.fileId,
    },
    url: absolute,
  });
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const project = await callFromPage<{
    graph: { nodes: { id: string; params: Record<string, { value: unknown }> }[] };
  }>(page, 'GET', `/projects/${id}`);
  expect(project.graph.nodes.find((n) => n.id === NODE_ID)!.params.url!.value).toBe(absolute);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/asset-used.png` });

  // a file dropped on the manager uploads too; a text file has no thumbnail (skipped, noted in the log)
  await openFromWorkspaceMenu(page, 'Library', 'Open asset manager');
  const drop = page
    .getByRole('dialog', { name: 'Asset manager' })
    .getByRole('region', { name: 'Upload files' });
  const dataTransfer = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    return data;
  });
  await drop.dispatchEvent('dragover', { dataTransfer });
  await drop.dispatchEvent('drop', { dataTransfer });
  await expect(
    page.getByRole('list', { name: 'Assets' }).getByRole('listitem', { name: 'notes.txt' }),
  ).toContainText('text/plain');
  const notes = (await callFromPage<StoredAsset[]>(page, 'GET', '/assets')).find(
    (a) => a.name === 'notes.txt',
  )!;
  expect(notes.size).toBe(5);
  expect(notes.thumbnailUrl).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Asset manager' })).toHaveCount(0);
});
