import { createBuiltInRegistry } from '@nodeloom/nodes';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, collectConsoleErrors, openNewProject } from './canvas-support.js';

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
  // in batches on a grid of free spots; each batch is then selected and deleted, so the level stays small
  const BATCH = 16;
  for (let start = 0; start < definitions.length; start += BATCH) {
    const batch = definitions.slice(start, start + BATCH);
    for (const [i, definition] of batch.entries()) {
      // resolves once the node is drawn (its view visible), with its data-definition
      await addNodeByPicker(page, definition, { x: 60 + (i % 4) * 200, y: 60 + Math.floor(i / 4) * 90 });
    }
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await expect(page.locator('.gc-canvas .react-flow__node')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
