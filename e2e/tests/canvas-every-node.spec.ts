import type { ContextName } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import type { Page } from '@playwright/test';
import { canvasNodes } from '../support/canvas.js';
import { expect, test } from '../support/test.js';
import {
  addNodeByPicker,
  collectConsoleErrors,
  createProject,
  openNewProject,
  type StartIn,
} from './canvas-support.js';

// Every node of the catalogue but the three root contexts (one per project, never in the picker),
// each added in the first context the picker offers it in (fex… nodes only in a function project).
const CONTEXTS: [ContextName, StartIn][] = [
  ['htmlContext', 'Markup'],
  ['taskContext', 'Task'],
  ['functionContext', 'Function'],
];
const all = createBuiltInRegistry()
  .list()
  .filter((d) => !CONTEXTS.some(([context]) => context === d.definitionName));
const homeOf = (d: (typeof all)[number]) =>
  CONTEXTS.find(([context]) => !d.availableContexts || d.availableContexts.includes(context))?.[0];
const byContext = CONTEXTS.map(([context, startIn]) => ({
  startIn,
  names: all.filter((d) => homeOf(d) === context).map((d) => d.definitionName),
}));

test('every node kind of the registry can be added from the picker and is drawn without a console error', async ({
  page,
}) => {
  // ~160 nodes added one by one through the picker: 2.3 min alone on this 2-core machine, over 4
  // beside another browser
  test.setTimeout(480_000);
  await openNewProject(page);
  // from here on (signing in logs an expected 401 of the signed-out session check)
  const errors = collectConsoleErrors(page);
  expect(byContext.reduce((sum, c) => sum + c.names.length, 0)).toBe(all.length);
  expect(all.length).toBeGreaterThan(150);
  for (const [i, { startIn, names }] of byContext.entries()) {
    if (i > 0) {
      await page.goto('/projects');
      await createProject(page, startIn);
    }
    await addInBatches(page, names);
  }
  expect(errors).toEqual([]);
});

/** In batches on a grid of free spots; each batch is then selected and deleted, so the level stays small. */
async function addInBatches(page: Page, definitions: string[]): Promise<void> {
  const BATCH = 16;
  for (let start = 0; start < definitions.length; start += BATCH) {
    const batch = definitions.slice(start, start + BATCH);
    for (const [i, definition] of batch.entries()) {
      // resolves once the node is drawn (its view visible), with its data-definition
      await addNodeByPicker(page, definition, { x: 60 + (i % 4) * 200, y: 60 + Math.floor(i / 4) * 90 });
    }
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await expect(canvasNodes(page)).toHaveCount(0);
  }
}
