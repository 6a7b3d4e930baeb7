// Issue 23 row 5 (spec 2 §3–4): the param flag set from the node menu pins the node's parameters
// in the parameter editor; the node menu changes a node's definition (definitionChanged: wires
// reconnected by identifier or name, an unpacked UDN refused in the spec's words); a UDN node set
// to update automatically moves to a new version as it is published, a manual one is left outdated.

import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes, clickCanvasAt, clickNodeName, liveCanvas } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

test.setTimeout(150_000);

const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });
const wire = (source: string, output: string, target: string, input: string) => ({
  type: 'saveConnection',
  connection: savedWire(source, output, target, input),
});
const parameters = (page: Page) => page.getByRole('region', { name: 'Parameters' });
const saved = (page: Page) =>
  expect(page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );

async function openNodeMenu(page: Page, id: string) {
  await clickNodeName(canvasNode(page, id), { button: 'right' });
  return page.getByRole('menu');
}

/** less's description names its wires: both (two into it, it into after), or only the one out. */
const BOTH_WIRES = /Inputs: number from two\. Outputs: result to after \(number\)\./;
const OUT_WIRE_ONLY = /Inputs: \w+ not wired\. Outputs: \w+ to after \(number\)\./;

const TWO = 'node_flags_two';
const LESS = 'node_flags_less';
const AFTER = 'node_flags_after';

/** two (constant 2) → less (decrement) → after (decrement), on the markup context. */
async function openChain(page: Page): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Flags') });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      {
        type: 'saveNode',
        node: {
          ...savedNode(TWO, 'constant', 'two', { x: 0, y: 0 }),
          params: { type: literal('type', 'number'), value: literal('value', 2) },
        },
      },
      { type: 'saveNode', node: savedNode(LESS, 'decrement', 'less', { x: 0, y: 140 }) },
      { type: 'saveNode', node: savedNode(AFTER, 'decrement', 'after', { x: 0, y: 280 }) },
      wire(TWO, 'value', LESS, 'number'),
      wire(LESS, 'result', AFTER, 'number'),
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, LESS)).toBeVisible({ timeout: 30_000 });
  return id;
}

test('the param flag pins a node’s parameters in the parameter editor while nothing is selected', async ({
  page,
}) => {
  const id = await openChain(page);
  const pane = liveCanvas(page);
  await expect(parameters(page)).toContainText('Select a node to edit its parameters');

  await (await openNodeMenu(page, TWO)).getByRole('menuitemcheckbox', { name: 'Pin parameters' }).click();
  await expect(canvasNode(page, TWO).getByRole('img', { name: 'Parameters pinned' })).toBeVisible();
  await pane.click({ position: { x: 10, y: 10 } });
  // nothing selected: the pinned node's parameters stay, and can be edited there
  await expect(parameters(page).getByText('Pinned')).toBeVisible();
  await expect(parameters(page).getByRole('heading', { name: 'two' })).toBeVisible();
  await parameters(page).getByLabel('Value').fill('7');
  await parameters(page).getByLabel('Value').press('Enter');

  // a selection takes over; letting go of it brings the pinned node back
  await clickNodeName(canvasNode(page, AFTER));
  await expect(parameters(page).getByRole('heading', { name: 'after' })).toBeVisible();
  await expect(parameters(page).getByText('Pinned')).toHaveCount(0);
  await pane.click({ position: { x: 10, y: 10 } });
  await expect(parameters(page).getByRole('heading', { name: 'two' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('param-flag-pinned.png') });

  // the flag and the edit are the project's: stored, and unpinning lets the editor go empty
  await saved(page);
  const project = await callFromPage<{ graph: { nodes: { id: string; flags: object; params: object }[] } }>(
    page,
    'GET',
    `/projects/${id}`,
  );
  const two = project.graph.nodes.find((n) => n.id === TWO)!;
  expect(two.flags).toEqual({ param: true });
  expect(two.params).toMatchObject({ value: { value: '7' } });
  const menu = await openNodeMenu(page, TWO);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pin parameters' })).toBeChecked();
  await page.keyboard.press('Escape');
  // the parameter editor sets the flag too: unpinned there, the editor goes empty with no selection
  await parameters(page).getByRole('button', { name: 'Unpin' }).click();
  await expect(canvasNode(page, TWO).getByRole('img', { name: 'Parameters pinned' })).toHaveCount(0);
  await pane.click({ position: { x: 10, y: 10 } });
  await expect(parameters(page)).toContainText('Select a node to edit its parameters');
  await clickNodeName(canvasNode(page, AFTER));
  await parameters(page).getByRole('button', { name: 'Pin', exact: true }).click();
  await pane.click({ position: { x: 10, y: 10 } });
  await expect(parameters(page).getByRole('heading', { name: 'after' })).toBeVisible();
});

test('the node menu changes a node’s definition, keeping the wires the new one can take', async ({
  page,
}) => {
  const id = await openChain(page);
  const less = canvasNode(page, LESS);
  await expect(less).toHaveAccessibleDescription(BOTH_WIRES);

  // decrement → increment: same input and output identifiers, both wires stay
  await (await openNodeMenu(page, LESS)).getByRole('menuitem', { name: 'Change definition…' }).click();
  let picker = page.getByRole('dialog', { name: 'Change definition of less' });
  await picker.getByLabel('Search nodes').fill('increment');
  await expect(picker.getByRole('option').first()).toContainText('increment');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(canvasNode(page, LESS)).toHaveAccessibleName('less, increment');
  await expect(less).toHaveAccessibleDescription(BOTH_WIRES);
  await expect(canvasNode(page, LESS)).toHaveAttribute('data-definition', 'increment');

  // → stringLength: it takes a string, so the number wire into it goes; its result wire stays
  await (await openNodeMenu(page, LESS)).getByRole('menuitem', { name: 'Change definition…' }).click();
  picker = page.getByRole('dialog', { name: 'Change definition of less' });
  await picker.getByLabel('Search nodes').fill('stringLength');
  await expect(picker.getByRole('option').first()).toContainText('stringLength');
  await page.keyboard.press('Enter');
  await expect(canvasNode(page, LESS)).toHaveAccessibleName('less, stringLength');
  await expect(less).toHaveAccessibleDescription(OUT_WIRE_ONLY);
  await saved(page);
  const project = await callFromPage<{
    graph: { nodes: { id: string; definitionName: string }[]; connections: { sourceNode: string }[] };
  }>(page, 'GET', `/projects/${id}`);
  expect(project.graph.nodes.find((n) => n.id === LESS)?.definitionName).toBe('stringLength');
  expect(project.graph.connections.map((c) => c.sourceNode)).toEqual([LESS]);

  // one undo step brings back increment and its input wire
  await clickCanvasAt(page, { x: 10, y: 10 });
  await page.keyboard.press('ControlOrMeta+z');
  await expect(canvasNode(page, LESS)).toHaveAccessibleName('less, increment');
  await expect(less).toHaveAccessibleDescription(BOTH_WIRES);
});

const LEVEL = 'node_flags_level';

test('an unpacked UDN cannot change definition; a UDN node set to update automatically follows new versions', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('UDN') });
  const inLevel = (nodeId: string, definition: string, name: string, x: number) =>
    savedNode(nodeId, definition, name, { parentId: LEVEL, x, y: 100 });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(LEVEL, 'level', 'adder', { x: 200, y: 100 }) },
      { type: 'saveNode', node: inLevel('node_flags_in', 'levelInput', 'x', 60) },
      { type: 'saveNode', node: inLevel('node_flags_plus', 'plus', 'plus', 300) },
      { type: 'saveNode', node: inLevel('node_flags_out', 'levelOutput', 'result', 560) },
      wire('node_flags_in', 'output', 'node_flags_plus', 'numbers'),
      wire('node_flags_plus', 'result', 'node_flags_out', 'input'),
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, LEVEL)).toBeVisible({ timeout: 30_000 });

  // pack it into the UDN Adder v1.0.0 and use it twice
  await (await openNodeMenu(page, LEVEL)).getByRole('menuitem', { name: 'Pack into UDN…' }).click();
  let dialog = page.getByRole('dialog', { name: 'UDN creator' });
  await dialog.getByLabel('UDN name').fill('Adder');
  await dialog.getByRole('button', { name: 'Create UDN' }).click();
  await expect(page.getByText('UDN Adder v1.0.0 created')).toBeVisible();
  await clickNodeName(canvasNode(page, LEVEL));
  await page.keyboard.press('ControlOrMeta+d');
  const nodes = canvasNodes(page);
  await expect(nodes).toHaveCount(2);
  const copy = (await nodes.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).find(
    (nodeId) => nodeId !== LEVEL,
  )!;

  // the original follows new versions automatically; the copy stays manual (the default)
  let menu = await openNodeMenu(page, copy);
  await expect(menu.getByRole('menuitemradio', { name: 'Update UDN manually' })).toBeChecked();
  await page.keyboard.press('Escape');
  menu = await openNodeMenu(page, LEVEL);
  await menu.getByRole('menuitemradio', { name: 'Update UDN automatically' }).click();
  menu = await openNodeMenu(page, LEVEL);
  await expect(menu.getByRole('menuitemradio', { name: 'Update UDN automatically' })).toBeChecked();
  await page.keyboard.press('Escape');

  // unpacked, it refuses another definition with the spec's message, and stays as it is
  await (await openNodeMenu(page, LEVEL)).getByRole('menuitem', { name: 'Unpack UDN' }).click();
  await (await openNodeMenu(page, LEVEL)).getByRole('menuitem', { name: 'Change definition…' }).click();
  await expect(page.getByText('An unpacked UDN cannot change definition.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Change definition of/ })).toHaveCount(0);

  // a new version published from it: the automatic node moves to v2, the manual copy is outdated
  await (await openNodeMenu(page, LEVEL)).getByRole('menuitem', { name: 'Save as new UDN version…' }).click();
  dialog = page.getByRole('dialog', { name: 'UDN editor' });
  await expect(dialog.getByLabel('New version')).toHaveValue('2.0.0');
  await dialog.getByLabel('What changed').fill('Nothing, a new number');
  await dialog.getByRole('button', { name: 'Publish v2.0.0' }).click();
  await expect(page.getByText('UDN Adder v2.0.0 published')).toBeVisible();
  const outdated = 'This node is using UDN v1.0.0, latest version is v2.0.0';
  await expect(canvasNode(page, copy).getByRole('img', { name: 'Warnings' })).toHaveAttribute(
    'title',
    outdated,
  );
  await expect(canvasNode(page, LEVEL).getByRole('img', { name: 'Warnings' })).toHaveCount(0);
  await saved(page);
  const { udns } = await callFromPage<{ udns: { definition: { udnId: string; version: string } }[] }>(
    page,
    'GET',
    '/udns?page=1&pageSize=20',
  );
  const v2 = udns.find((u) => u.definition.version === '2.0.0')!.definition.udnId;
  const project = await callFromPage<{
    graph: { nodes: { id: string; udnId?: string; udnUpdateStrategy?: string }[] };
  }>(page, 'GET', `/projects/${id}`);
  expect(project.graph.nodes.find((n) => n.id === LEVEL)).toMatchObject({
    udnId: v2,
    udnUpdateStrategy: 'auto',
  });
  expect(project.graph.nodes.find((n) => n.id === copy)?.udnId).not.toBe(v2);
});
