import { createBuiltInRegistry } from '@nodeloom/nodes';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, collectConsoleErrors, nodesOf, openNewProject } from './canvas-support.js';

// Every node of the catalogue but the three root contexts (one per project, never in the picker).
const CONTEXTS = new Set(['htmlContext', 'taskContext', 'functionContext']);
const definitions = createBuiltInRegistry()
  .list()
  .map((d) => d.definitionName)
  .filter((name) => !CONTEXTS.has(name));

test('every node kind of the registry can be added from the picker and is drawn without a console error', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openNewProject(page);
  // from here on (signing in logs an expected 401 of the signed-out session check)
  const errors = collectConsoleErrors(page);
  expect(definitions.length).toBeGreaterThan(150);
  for (const definition of definitions) {
    const id = await addNodeByPicker(page, definition);
    const node = page.locator(`.gc-canvas .react-flow__node[data-id="${id}"]`);
    await expect(node).toHaveAttribute('data-definition', definition);
    await expect(node.locator('.gc-node')).toBeVisible();
    // the picker selects the new node: Delete removes it, so every node is drawn on a clean level
    await page.keyboard.press('Delete');
    await expect(nodesOf(page, definition)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
