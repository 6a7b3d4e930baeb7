// Issue 13's snippet editor: opened from the palette (choose a snippet from a searchable list, or
// the empty state) and from the snippet manager's 'Edit…'; rename and describe a snippet (stored by
// the server), see its graph read-only, insert it into the project, delete one, close with Escape.

import type { Page } from '@playwright/test';
import { canvasNodeNamed } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  expectProjectLoaded,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  openFromWorkspaceMenu,
} from '../support/workspace.js';

test.setTimeout(120_000);

const SHOTS = process.env.NODELOOM_E2E_SHOTS;

interface StoredSnippet {
  id: string;
  name: string;
  description: string | null;
  graph: { nodes: unknown[]; connections: unknown[] };
}

interface StoredProject {
  graph: {
    nodes: { id: string; definitionName: string; parentId?: string }[];
    connections: unknown[];
  };
}

/** The library dialogs sit in the workspace menu's Library submenu. */
const fromMenu = (page: Page, item: string) => openFromWorkspaceMenu(page, 'Library', item);

test('the snippet editor: choose, rename and describe, insert, delete, from the palette and the manager', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Snippet editor'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await expectProjectLoaded(page);
  const editor = page.getByRole('dialog', { name: 'Snippet editor' });

  // no snippets yet: the palette's editor says how to make one
  await openFromPalette(page, 'Open snippet editor');
  await expect(editor.getByText('No snippets yet.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-editor-empty.png` });
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  // two snippets: trim → length (wired), and a lone constant
  const trim = savedNode('node_se_trim', 'stringTrim', 'trim');
  const length = savedNode('node_se_length', 'stringLength', 'length', { x: 300 });
  const trimThenLength = await callFromPage<StoredSnippet>(page, 'POST', '/snippets', {
    name: 'Trim then length',
    graph: { nodes: [trim, length], connections: [savedWire(trim.id, 'result', length.id, 'string')] },
  });
  await callFromPage(page, 'POST', '/snippets', {
    name: 'Lone box',
    graph: { nodes: [savedNode('node_se_box', 'constant', 'box')], connections: [] },
  });
  await page.reload();
  await expectProjectLoaded(page);

  // the palette opens a searchable list; choosing one shows it in full
  await openFromPalette(page, 'Open snippet editor');
  const choices = editor.getByRole('list', { name: 'Snippets' });
  await expect(choices.getByRole('listitem')).toHaveCount(2);
  await expect(editor.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('LEN');
  await expect(choices.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.type('zzz');
  await expect(editor.getByText('No snippets match “LENzzz”.')).toBeVisible();
  await editor.getByRole('searchbox').fill('trim');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-editor-chooser.png` });
  await choices.getByRole('listitem', { name: 'Trim then length' }).getByRole('button').click();
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Trim then length');
  const graph = editor.getByRole('region', { name: 'Graph' });
  await expect(graph.getByTestId('snippet-counts')).toHaveText('2 nodes · 1 wire');
  await expect(
    graph.getByRole('img', { name: 'Drawing of 2 nodes and the wires between them' }),
  ).toBeVisible();
  await expect(
    graph.getByRole('list', { name: 'Nodes' }).getByRole('listitem', { name: 'trim' }),
  ).toContainText('stringTrim');
  await expect(
    graph.getByRole('list', { name: 'Nodes' }).getByRole('listitem', { name: 'length' }),
  ).toContainText('stringLength');
  await expect(
    graph
      .getByRole('list', { name: 'Wires' })
      .getByRole('listitem', { name: 'trim.result to length.string' }),
  ).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-editor.png` });

  // rename and describe it: the server stores both
  await editor.getByLabel('Name', { exact: true }).fill('Trimmed length');
  await editor.getByLabel('Description').fill('Cleans a text, then counts it');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Snippet "Trimmed length" saved')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  const stored = await callFromPage<StoredSnippet[]>(page, 'GET', '/snippets');
  expect(stored.find((s) => s.id === trimThenLength.id)).toMatchObject({
    name: 'Trimmed length',
    description: 'Cleans a text, then counts it',
  });
  // an empty name is not sent
  await editor.getByLabel('Name', { exact: true }).fill('  ');
  await expect(editor.getByText('The name must not be empty')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await editor.getByRole('button', { name: '← All snippets' }).click();
  await expect(choices.getByRole('listitem', { name: 'Trimmed length' })).toContainText('Cleans a text');
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);

  // from the manager: 'Edit…' opens the editor over it; Escape closes the editor, then the manager
  await fromMenu(page, 'Open snippet manager');
  const manager = page.getByRole('dialog', { name: 'Snippets' });
  await manager
    .getByRole('listitem', { name: 'Trimmed length' })
    .getByRole('button', { name: 'Edit…' })
    .click();
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Trimmed length');
  await expect(editor.getByLabel('Description')).toHaveValue('Cleans a text, then counts it');
  await expect(manager).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(manager).toBeVisible();

  // insert from the editor: both dialogs make way for the canvas, which holds the nodes, saved
  await manager
    .getByRole('listitem', { name: 'Trimmed length' })
    .getByRole('button', { name: 'Edit…' })
    .click();
  await editor.getByRole('button', { name: 'Insert into project' }).click();
  await expect(page.getByText('Inserted "Trimmed length"')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(manager).toHaveCount(0);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar).toContainText('2 nodes');
  await expect(canvasNodeNamed(page, 'length')).toHaveAccessibleDescription(/Inputs: \w+ from trim\./);
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const project = await callFromPage<StoredProject>(page, 'GET', `/projects/${id}`);
  const onLevel = project.graph.nodes.filter((n) => n.parentId === 'hex');
  expect(onLevel.map((n) => n.definitionName).sort()).toEqual(['stringLength', 'stringTrim']);
  expect(project.graph.connections).toHaveLength(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-editor-inserted.png` });

  // from the workspace menu too: delete the other one after a confirm; the list is left with one
  await fromMenu(page, 'Open snippet editor');
  await choices.getByRole('listitem', { name: 'Lone box' }).getByRole('button').click();
  await expect(graph.getByTestId('snippet-counts')).toHaveText('1 node · 0 wires');
  await expect(graph.getByText('No wires')).toBeVisible();
  await editor.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this snippet?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Snippet "Lone box" deleted')).toBeVisible();
  await expect(choices.getByRole('listitem')).toHaveCount(1);
  const left = await callFromPage<StoredSnippet[]>(page, 'GET', '/snippets');
  expect(left.map((s) => s.name)).toEqual(['Trimmed length']);

  // 'Edit graph' opens the snippet's graph in the workspace
  await choices.getByRole('listitem', { name: 'Trimmed length' }).getByRole('button').click();
  await editor.getByRole('button', { name: 'Edit graph' }).click();
  await expect(page).toHaveURL(new RegExp(`/project\\?snip=${trimThenLength.id}$`));
  await expect(page.getByText('Snippet loaded')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(editor).toHaveCount(0);
});
