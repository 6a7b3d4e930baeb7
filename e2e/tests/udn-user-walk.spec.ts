// Issue 13's UDN walk: pack a level into a UDN, use it twice, publish v2 of it, see the outdated
// warning on both usages and upgrade them in one action; what the server stored is checked too.

import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes, canvasNodesOf, canvasView, clickNodeName } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expectNodeMark } from '../support/node-marks.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

test.setTimeout(150_000);

const node = (id: string, definitionName: string, name: string, parentId: string, x: number, y: number) =>
  savedNode(id, definitionName, name, { parentId, x, y });

const wire = (source: string, output: string, target: string, input: string) => ({
  type: 'saveConnection',
  connection: savedWire(source, output, target, input),
});

const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });

const LEVEL = 'node_udnwalk_level';
const warningsOf = (page: Page, id: string) => canvasNode(page, id).getByRole('img', { name: 'Warnings' });
const levelPath = (page: Page) => page.getByRole('navigation', { name: 'Level path' });
const saved = (page: Page) =>
  expect(page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );

async function nodeMenu(page: Page, id: string, item: string) {
  await clickNodeName(canvasNode(page, id), { button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

interface StoredUdn {
  definition: { udnId: string; definitionName: string; version: string; inputs?: { label: string }[] };
  versionGroup: { id: string };
}
interface StoredProject {
  graph: { nodes: { id: string; udnId?: string; definitionName: string; unpacked?: boolean }[] };
}
const storedUdns = async (page: Page) =>
  (await callFromPage<{ udns: StoredUdn[] }>(page, 'GET', '/udns?page=1&pageSize=20')).udns;

test('pack a level into a UDN, use it twice, publish v2, upgrade both usages at once', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('UDN walk'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      {
        type: 'saveNode',
        node: {
          ...node('node_udnwalk_two', 'constant', 'two', 'hex', 80, 120),
          params: { type: literal('type', 'number'), value: literal('value', 2) },
        },
      },
      { type: 'saveNode', node: node(LEVEL, 'level', 'adder', 'hex', 360, 120) },
      { type: 'saveNode', node: node('node_udnwalk_in', 'levelInput', 'x', LEVEL, 60, 100) },
      { type: 'saveNode', node: node('node_udnwalk_plus', 'plus', 'plus', LEVEL, 300, 100) },
      { type: 'saveNode', node: node('node_udnwalk_out', 'levelOutput', 'result', LEVEL, 560, 100) },
      wire('node_udnwalk_two', 'value', LEVEL, 'node_udnwalk_in'),
      wire('node_udnwalk_in', 'output', 'node_udnwalk_plus', 'numbers'),
      wire('node_udnwalk_plus', 'result', 'node_udnwalk_out', 'input'),
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, LEVEL)).toBeVisible({ timeout: 30_000 });

  // 1. pack the level into a UDN named Adder, v1.0.0, in a new version group
  await nodeMenu(page, LEVEL, 'Pack into UDN…');
  let dialog = page.getByRole('dialog', { name: 'UDN creator' });
  await expect(dialog.getByLabel('UDN name')).toHaveValue('adder');
  await dialog.getByLabel('UDN name').fill('Adder');
  await expect(dialog.getByRole('textbox', { name: 'Version' })).toHaveValue('1.0.0');
  await dialog.getByLabel('Description').fill('Adds what is wired into x');
  await dialog.screenshot({ path: test.info().outputPath('udn-creator.png') });
  await dialog.getByRole('button', { name: 'Create UDN' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('UDN Adder v1.0.0 created')).toBeVisible();
  let udns = await storedUdns(page);
  expect(udns.map((u) => u.definition.version).sort()).toEqual(['1.0.0', 'latestDraft']);
  const v1 = udns.find((u) => u.definition.version === '1.0.0')!;
  expect(v1.definition.inputs?.map((i) => i.label)).toEqual(['x']);
  // the level became a node of the UDN, its wire kept, its insides gone from the canvas project
  await saved(page);
  let project = await callFromPage<StoredProject>(page, 'GET', `/projects/${id}`);
  expect(project.graph.nodes.find((n) => n.id === LEVEL)).toMatchObject({
    definitionName: 'Adder',
    udnId: v1.definition.udnId,
  });
  expect(project.graph.nodes.some((n) => n.id === 'node_udnwalk_plus')).toBe(false);

  // 2. use it twice: a duplicate of the UDN node
  await clickNodeName(canvasNode(page, LEVEL));
  await page.keyboard.press('ControlOrMeta+d');
  await expect(canvasNodes(page)).toHaveCount(3);
  const copy = (await canvasNodes(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).find(
    (nodeId) => nodeId !== LEVEL && nodeId !== 'node_udnwalk_two',
  )!;

  // 3. edit the UDN as a level: unpack, rename its input socket, publish v2.0.0
  await nodeMenu(page, LEVEL, 'Unpack UDN');
  // a double-click on the node below its name (its definition line, left of the copy overlapping it)
  // enters it; on the name it renames
  const { zoom } = await canvasView(page);
  await canvasNode(page, LEVEL).dblclick({ position: { x: 24 * zoom, y: 36 * zoom } });
  await expect(levelPath(page).getByRole('listitem')).toHaveCount(3);
  await expect(canvasNodes(page)).toHaveCount(3);
  const inner = canvasNodesOf(page, 'levelInput');
  await clickNodeName(inner, { double: true });
  await page.getByLabel('Node name').fill('amount');
  await page.getByLabel('Node name').press('Enter');
  await levelPath(page).getByRole('button', { name: 'hex' }).click();
  await nodeMenu(page, LEVEL, 'Save as new UDN version…');
  dialog = page.getByRole('dialog', { name: 'UDN editor' });
  await expect(dialog.getByLabel('New version')).toHaveValue('2.0.0');
  await dialog.getByLabel('What changed').fill('The input is called amount');
  await dialog.screenshot({ path: test.info().outputPath('udn-editor.png') });
  await dialog.getByRole('button', { name: 'Publish v2.0.0' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('UDN Adder v2.0.0 published')).toBeVisible();

  // 4. both usages say they are outdated
  const outdated = 'This node is using UDN v1.0.0, latest version is v2.0.0';
  // (the copy's input is not wired, so its own error is written under it; the warning is in its badge)
  await expect(canvasNode(page, LEVEL).getByText(outdated)).toBeVisible();
  await expect(warningsOf(page, copy)).toHaveAttribute('title', outdated);
  udns = await storedUdns(page);
  const v2 = udns.find((u) => u.definition.version === '2.0.0')!;
  expect(v2.definition.inputs?.map((i) => i.label)).toEqual(['amount']);
  expect(v2.versionGroup.id).toBe(v1.versionGroup.id);

  // 5. upgrade every usage in one action, after seeing what changes
  await nodeMenu(page, copy, 'Change UDN version…');
  dialog = page.getByRole('dialog', { name: 'Change UDN version' });
  const changes = dialog.getByLabel('What changes');
  await expect(changes.getByText('+ amount')).toBeVisible();
  await expect(changes.getByText('− x')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('udn-outdated-and-upgrade.png') });
  await dialog.getByRole('button', { name: 'Upgrade all 2 usages' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('2 nodes now use Adder v2.0.0')).toBeVisible();
  await expect(warningsOf(page, LEVEL)).toHaveCount(0);
  await expect(warningsOf(page, copy)).toHaveCount(0);
  await saved(page);
  project = await callFromPage<StoredProject>(page, 'GET', `/projects/${id}`);
  for (const nodeId of [LEVEL, copy])
    expect(project.graph.nodes.find((n) => n.id === nodeId)?.udnId).toBe(v2.definition.udnId);

  // one undo step takes both back to v1
  await page.keyboard.press('ControlOrMeta+z');
  await expect(warningsOf(page, LEVEL)).toHaveAttribute('title', outdated);
  await expect(warningsOf(page, copy)).toHaveAttribute('title', outdated);
  await saved(page);

  // reopening reads the v1 graph from the browser's 'udn-cache' (IndexedDB version 2), not the server
  const graphFetches: string[][] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/udns/getWithGraphsByIds'))
      graphFetches.push((request.postDataJSON() as { udnIds: string[] }).udnIds);
  });
  await page.reload();
  await expect(warningsOf(page, LEVEL)).toHaveAttribute('title', outdated, { timeout: 30_000 });
  // it computes from the UDN graph again
  await expectNodeMark(canvasNode(page, LEVEL), 'status', 'clean');
  expect(graphFetches).toEqual([]);
  const database = await page.evaluate(
    () =>
      new Promise<{ version: number; stores: string[]; graphs: number }>((resolve, reject) => {
        const request = indexedDB.open('udn-cache');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('graphs').objectStore('graphs').count();
          count.onsuccess = () =>
            resolve({ version: db.version, stores: [...db.objectStoreNames], graphs: count.result });
        };
      }),
  );
  expect(database).toEqual({ version: 2, stores: ['graphs', 'metadata'], graphs: 3 });
});
