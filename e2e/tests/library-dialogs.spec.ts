// Issue 13's second Done-when line: every dialog of spec 1 §2's list that the issue names opens from
// the command palette (and, for the menu's entries, from the workspace menu) and closes with Escape.
import { canvasNode, clickNodeName, expectSelected } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  openFromWorkspaceMenu,
} from '../support/workspace.js';

test.setTimeout(240_000);

/** A spec 1 §2 dialog: the palette command that opens it, and the name of the dialog that opens. */
interface NamedDialog {
  command: string;
  /** the workspace menu's submenu listing it */
  group: string;
  dialog: string;
  /** not in the workspace menu (opened from the palette or a node's menu only) */
  paletteOnly?: true;
}

const DIALOGS: readonly NamedDialog[] = [
  { command: 'Pack level into a UDN', group: 'Library', dialog: 'UDN creator' },
  { command: 'Open UDN manager', group: 'Library', dialog: 'UDN manager' },
  { command: 'Open UDN editor', group: 'Library', dialog: 'UDN editor' },
  { command: 'New UDN draft in a version group', group: 'Library', dialog: 'Draft in version group' },
  { command: 'Edit UDN version group', group: 'Library', dialog: 'Edit group' },
  { command: 'Save selection as snippet', group: 'Library', dialog: 'Save selection as snippet' },
  { command: 'Open snippet manager', group: 'Library', dialog: 'Snippets' },
  { command: 'Open snippet editor', group: 'Library', dialog: 'Snippet editor' },
  { command: 'Open asset manager', group: 'Library', dialog: 'Asset manager' },
  { command: 'Open asset editor', group: 'Library', dialog: 'Asset editor' },
  { command: 'Open node preset editor', group: 'Library', dialog: 'Node presets' },
  { command: 'Find and replace', group: 'Find', dialog: 'Find and replace' },
  { command: 'Search nodes', group: 'Find', dialog: 'Searcher' },
  { command: 'Pick a node', group: 'Find', dialog: 'Node picker' },
  { command: 'Open tab menu', group: 'Find', dialog: 'Tab menu', paletteOnly: true },
  { command: 'Node quick actions', group: 'Node', dialog: 'Node quick actions' },
  { command: 'Project snapshots', group: 'Project', dialog: 'Project snapshots' },
  { command: 'Manage teams…', group: 'Project', dialog: 'Teams' },
  { command: 'Team members', group: 'Project', dialog: 'Team members' },
  { command: 'Share project…', group: 'Project', dialog: 'Share links' },
  { command: 'Open forms editor', group: 'Project', dialog: 'Forms' },
  { command: 'Replay history…', group: 'Project', dialog: 'History replay' },
];

test("issue 13's dialogs open from the palette and the workspace menu and close with Escape", async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Dialogs'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node: savedNode('node_dialogs_box', 'constant', 'box') }],
  });
  await page.goto(`/project?id=${id}`);
  const node = canvasNode(page, 'node_dialogs_box');
  await expect(node).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  // some dialogs act on the selection: one node stays selected throughout
  await clickNodeName(node);
  await expectSelected(node);

  for (const entry of DIALOGS) {
    const opens = [
      { from: 'palette', open: () => openFromPalette(page, entry.command) },
      ...(entry.paletteOnly
        ? []
        : [{ from: 'menu', open: () => openFromWorkspaceMenu(page, entry.group, entry.command) }]),
    ];
    for (const { from, open } of opens) {
      await test.step(`${entry.dialog} (${from})`, async () => {
        await open();
        const dialog = page.getByRole('dialog', { name: entry.dialog });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    }
  }
});
