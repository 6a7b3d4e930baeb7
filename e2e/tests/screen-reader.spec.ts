// Issue 37 §2, the graph for a screen reader, read through Playwright's ARIA snapshots: the node
// graph panel is a tree of levels and nodes walked by keyboard, choosing a node gives it the
// canvas's keyboard focus, and the workspace's polite live region says what an edit changed.

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { canvasNode, canvasNodes, clickNodeName, liveCanvas } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectLiveCanvas } from '../support/workspace.js';

test.setTimeout(120_000);

const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });
const numberParams = (value: number) => ({ type: literal('type', 'number'), value: literal('value', value) });
const CONSTANT = 'node_sr_constant';
const CONSTANT1 = 'node_sr_constant1';
const PLUS = 'node_sr_plus1';

/** constant (2) and constant1 (3) into plus1, on the html context. */
async function openMathChain(page: Page): Promise<void> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Reader'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(CONSTANT, 'constant', 'constant', { params: numberParams(2) }) },
      {
        type: 'saveNode',
        node: savedNode(CONSTANT1, 'constant', 'constant1', { x: 240, params: numberParams(3) }),
      },
      { type: 'saveNode', node: savedNode(PLUS, 'plus', 'plus1', { x: 120, y: 140 }) },
      { type: 'saveConnection', connection: savedWire(CONSTANT, 'value', PLUS, 'numbers', 0) },
      { type: 'saveConnection', connection: savedWire(CONSTANT1, 'value', PLUS, 'numbers', 1) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);
}

/** the node graph panel, split out to the right of the canvas (it opens as a tab over it) */
async function openNodeGraph(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Panels' }).click();
  await page.getByRole('menuitem', { name: 'Open Node graph' }).click();
  await page.getByRole('button', { name: 'Node graph panel options' }).click();
  await page.getByRole('menuitem', { name: 'Split right' }).click();
  await expect(liveCanvas(page)).toBeVisible();
}

const tree = (page: Page) => page.getByRole('tree', { name: 'Levels and nodes' });
const announcements = (page: Page) => page.getByRole('status', { name: 'Announcements' });

test('the node graph panel is a tree of levels and nodes, walked by keyboard, whose choice is the canvas’s focused node', async ({
  page,
}, testInfo) => {
  await openMathChain(page);
  await openNodeGraph(page);
  await expect(tree(page)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'node graph tree', '[role="tree"]');
  await expect(tree(page)).toMatchAriaSnapshot(`
    - tree "Levels and nodes":
      - treeitem "Root, 3 nodes" [expanded] [level=1]
      - treeitem "fex, functionContext, 0 nodes" [level=2]
      - treeitem "hex, htmlContext, 3 nodes" [expanded] [level=2]
      - treeitem "constant, constant" [level=3]
      - treeitem "constant1, constant" [level=3]
      - treeitem "plus1, plus" [level=3]
      - treeitem "tex, taskContext, 0 nodes" [level=2]
  `);
  // one tab stop, the level the canvas shows
  const hex = tree(page).getByRole('treeitem', { name: /^hex,/ });
  await expect(tree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await expect(hex).toHaveAttribute('tabindex', '0');
  await hex.focus();
  await page.keyboard.press('ArrowLeft'); // collapses hex
  await expect(tree(page)).toMatchAriaSnapshot(`
    - tree "Levels and nodes":
      - treeitem "Root, 3 nodes" [expanded]
      - treeitem "fex, functionContext, 0 nodes"
      - treeitem "hex, htmlContext, 3 nodes" [expanded=false]
      - treeitem "tex, taskContext, 0 nodes"
  `);
  await page.keyboard.press('ArrowRight'); // expands it
  await page.keyboard.press('ArrowRight'); // enters it
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const plus = tree(page).getByRole('treeitem', { name: 'plus1, plus' });
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  // the canvas gives plus1's node the keyboard, and the tree marks it as the canvas's focused node
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(PLUS);
  await expect(plus).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousViolations(page, testInfo, 'node graph tree, a node chosen', '[role="tree"]');
  // type-ahead: "c" goes to the next item starting with c
  await plus.focus();
  await page.keyboard.press('c');
  await expect(tree(page).getByRole('treeitem', { name: 'constant, constant' })).toBeFocused();
});

test('the live region says what an edit changed: the edited constant’s and the focused node’s new values', async ({
  page,
}) => {
  await openMathChain(page);
  await expect(announcements(page)).toHaveAttribute('aria-live', 'polite');
  // constant selected, the keyboard on plus1 through the tree, constant's value typed in the Parameters panel
  await clickNodeName(canvasNode(page, CONSTANT));
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByRole('heading', { name: 'constant' })).toBeVisible();
  await openNodeGraph(page);
  const plus = tree(page).getByRole('treeitem', { name: 'plus1, plus' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(plus).toHaveAttribute('aria-current', 'true');
  await parameters.getByLabel('Value').fill('5');
  await parameters.getByLabel('Value').press('Enter');
  await expect(announcements(page)).toMatchAriaSnapshot(`
    - status "Announcements": constant = 5; plus1 = 8
  `);
  // the canvas: each node a group named "name, definition", in the level's order
  const names = ['constant, constant', 'constant1, constant', 'plus1, plus'];
  await expect(canvasNodes(page)).toHaveCount(names.length);
  for (const [i, name] of names.entries())
    await expect(canvasNodes(page).nth(i)).toMatchAriaSnapshot(`- group "${name}"`);
  // the canvas says it too: plus1's node, the keyboard's, named and described with its value
  const plusNode = canvasNode(page, PLUS);
  await expect(plusNode).toMatchAriaSnapshot('- group "plus1, plus"');
  await expect(plusNode).toHaveAccessibleDescription(
    'In level Root / hex. Inputs: numbers from constant and constant1. Outputs: result not wired. Value 8.',
  );
});
