// Issue 23 row 12, as a newcomer: the empty projects page offers the official demos; each opens
// with a sticky note saying what to try, and shows what it computes.

import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes, clickNodeName } from '../support/canvas.js';
import { nodesMarked } from '../support/node-marks.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { inspectorValue } from '../support/viewers.js';
import { callFromPage, expectLiveCanvas, openFromWorkspaceMenu } from '../support/workspace.js';

const DEMOS = [
  'Math chain',
  'String demo',
  'Data pipeline with a loop',
  'Unit-tested graph',
  'Multi-page site with a router',
  'A function from function nodes',
  'A form that collects replies',
  'A UDN with two versions',
];
const demosSection = (page: Page) => page.getByRole('region', { name: 'Official demos' });

async function openDemo(page: Page, name: string): Promise<void> {
  await page.goto('/projects');
  await demosSection(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f]{24}$/);
  await expectLiveCanvas(page);
}

test('the empty projects page offers eight teaching demos, each with a note and a result to see', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  await expect(page.getByText('Start your first project')).toBeVisible();
  for (const name of DEMOS) await expect(demosSection(page).getByRole('article', { name })).toBeVisible();

  await openDemo(page, 'Data pipeline with a loop');
  await expect(page.getByText(/Try: add a price to the array/)).toBeVisible();
  await expect(inspectorValue(page, 'result')).toContainText(/12[\s\S]*30[\s\S]*48/);

  await openDemo(page, 'Unit-tested graph');
  await expect(page.getByText(/Try: set b to 4/)).toBeVisible();
  await expect(inspectorValue(page, 'verdict')).toContainText('passed');

  // opens in the function context, where its nodes run
  await openDemo(page, 'A function from function nodes');
  await expect(page.getByText(/Try: change the literal 2 to 3/)).toBeVisible();
  await expect(inspectorValue(page, 'code')).toContainText('function double(x)');

  // a page with a form: the site preview shows it, and its component's hook posts a reply to the
  // form named in formId (the demo's placeholder id is refused by the server, and the page says so)
  await openDemo(page, 'A form that collects replies');
  await expect(page.getByText(/Try: save a copy, then Menu → Project → Open forms editor/)).toBeVisible();
  await clickNodeName(canvasNode(page, 'node_demo_contactPage'));
  const preview = page
    .getByRole('region', { name: 'Component previewer' })
    .frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole('heading', { name: 'Write to us' })).toBeVisible({ timeout: 60_000 });
  await preview.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await preview.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await preview.getByRole('button', { name: 'Send' }).click();
  await expect(preview.getByRole('status')).toHaveText(/^The reply was refused \(4\d\d\)\.$/);
  await expect(nodesMarked(canvasNodes(page), 'status', 'error')).toHaveCount(0);
});

// A newcomer owns no UDN: the demo's two versions are official ones, read by everybody.
test('the UDN demo runs one price through two versions of a UDN, the older outdated; a copy moves it to the newer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  await openDemo(page, 'A UDN with two versions');
  await expect(
    page.getByText(/Try: save a copy .*, then right-click taxV1 → Change UDN version…/),
  ).toBeVisible();
  // v1 multiplies by 1.2, floating point and all; v2 rounds to cents
  await expect(inspectorValue(page, 'totalV1')).toContainText('23.987999999999996');
  await expect(inspectorValue(page, 'totalV2')).toContainText('23.99');
  await expect(inspectorValue(page, 'totalV2')).not.toContainText('23.987');
  const outdated = 'This node is using UDN v1.0.0, latest version is v2.0.0';
  const taxV1 = canvasNode(page, 'node_demo_taxV1');
  await expect(taxV1.getByText(outdated)).toBeVisible();
  await expect(taxV1.getByRole('img', { name: 'Warnings' })).toHaveAttribute('title', outdated);
  await expect(canvasNode(page, 'node_demo_taxV2').getByRole('img', { name: 'Warnings' })).toHaveCount(0);
  await expect(nodesMarked(canvasNodes(page), 'status', 'error')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('udn-demo.png') });

  // the server answers both versions to this user by id, lists neither as theirs, and keeps them
  const project = await callFromPage<{ graph: { nodes: { name: string; udnId?: string }[] } }>(
    page,
    'GET',
    `/projects/${new URL(page.url()).searchParams.get('id')}`,
  );
  const udnIds = ['taxV1', 'taxV2'].map((name) => project.graph.nodes.find((n) => n.name === name)?.udnId);
  const versions = await callFromPage<{ definition: { definitionName: string; version: string } }[]>(
    page,
    'POST',
    '/udns/getWithoutGraphsByIds',
    { udnIds },
  );
  expect(versions.map((v) => `${v.definition.definitionName} ${v.definition.version}`)).toEqual([
    'PriceWithTax 1.0.0',
    'PriceWithTax 2.0.0',
  ]);
  expect(await callFromPage(page, 'GET', '/udns?page=1&pageSize=20')).toEqual({
    udns: [],
    metadata: { totalCount: 0 },
  });

  // what the note says to try: in a copy of my own, taxV1 moves to v2.0.0 and rounds too
  await openFromWorkspaceMenu(page, 'Project', 'Save as a new project…');
  const save = page.getByRole('dialog', { name: 'Save project' });
  await save.getByRole('button', { name: 'Save' }).click();
  await save.getByRole('link', { name: 'Open it' }).click();
  await expect(page.locator('.workspace')).not.toHaveAttribute('data-read-only', 'true');
  await expect(taxV1.getByText(outdated)).toBeVisible();
  await clickNodeName(taxV1, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Change UDN version…' }).click();
  const change = page.getByRole('dialog', { name: 'Change UDN version' });
  await change.getByRole('button', { name: 'Upgrade this node' }).click();
  await expect(page.getByText('1 node now uses PriceWithTax v2.0.0')).toBeVisible();
  await expect(taxV1.getByRole('img', { name: 'Warnings' })).toHaveCount(0);
  await expect(inspectorValue(page, 'totalV1')).toContainText('23.99');
  await expect(inspectorValue(page, 'totalV1')).not.toContainText('23.987');
  await expect(page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );
  const copy = await callFromPage<{ graph: { nodes: { name: string; udnId?: string }[] } }>(
    page,
    'GET',
    `/projects/${new URL(page.url()).searchParams.get('id')}`,
  );
  expect(copy.graph.nodes.find((n) => n.name === 'taxV1')?.udnId).toBe(udnIds[1]);
});
