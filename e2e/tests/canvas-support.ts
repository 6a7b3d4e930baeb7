import type { GraphNode } from '@nodeloom/engine';
import type { Page } from '@playwright/test';
import { canvasNodesOf, canvasTransform, liveCanvas, selectedCanvasNodes } from '../support/canvas.js';
import { expect, signInWithTestAccount, uniqueName } from '../support/test.js';
import { expectLiveCanvas } from '../support/workspace.js';

/** The New project dialog's "Start in" choices (the root context the canvas opens in). */
export type StartIn = 'Markup' | 'Task' | 'Function';

/** Signs in with a fresh test account, creates a project and waits for its canvas. */
export async function openNewProject(page: Page, startIn: StartIn = 'Markup'): Promise<void> {
  await signInWithTestAccount(page);
  await createProject(page, startIn);
}

/** From the projects page: creates a project starting in that context and waits for its canvas. */
export async function createProject(page: Page, startIn: StartIn = 'Markup'): Promise<void> {
  await page.getByRole('button', { name: 'New project' }).first().click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByLabel('Name').fill(uniqueName('canvas'));
  // the radio is visually hidden behind its segmented label, which the user clicks
  await form.getByText(startIn, { exact: true }).click();
  await expect(form.getByRole('radio', { name: new RegExp(`^${startIn}`) })).toBeChecked();
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/project\?/);
  await expectLiveCanvas(page);
}

/** The canvas's empty surface, to click and drag on: the live canvas, whose pane gets the events. */
export const pane = liveCanvas;

/** A node element by its definition (the bench and tests select by data attributes). */
export const nodesOf = canvasNodesOf;

/**
 * Adds a node through the tab menu: pointer to `at` (canvas-relative), Tab, type the name, Enter.
 * Returns the new node's id.
 */
export async function addNodeByPicker(
  page: Page,
  definition: string,
  at = { x: 320, y: 220 },
): Promise<string> {
  const box = await pane(page).boundingBox();
  if (!box) throw new Error('the canvas is not on the page');
  await page.mouse.move(box.x + at.x, box.y + at.y);
  await page.keyboard.press('Tab');
  const tabMenu = page.getByRole('dialog', { name: 'Tab menu' });
  await expect(tabMenu).toBeVisible();
  await tabMenu.getByLabel('Search nodes').fill(definition);
  await expect(tabMenu.getByRole('option').first().locator('.gc-picker-name')).toHaveText(definition);
  await page.keyboard.press('Enter');
  // the tab menu selects the node it adds
  const added = canvasNodesOf(page, definition).and(selectedCanvasNodes(page));
  await expect(added).toBeVisible();
  const id = await added.getAttribute('data-id');
  if (!id) throw new Error(`the new ${definition} node has no data-id`);
  return id;
}

/** Collects console errors and uncaught page errors, to assert a flow logged none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Creates a markup project holding `nodes` through the API, as a client would; returns its id. */
export async function seedProject(page: Page, name: string, nodes: readonly GraphNode[]): Promise<string> {
  return page.evaluate(
    async ({ name, nodes }) => {
      const headers = { 'content-type': 'application/json', 'x-request-id': crypto.randomUUID() };
      const created = await fetch('/api/nest/projects', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, metadata: { context: 'hex' } }),
      });
      const project = (await created.json()) as { id: string };
      const saved = await fetch(`/api/nest/projects/${project.id}/graph`, {
        method: 'POST',
        headers: { ...headers, 'x-request-id': crypto.randomUUID() },
        body: JSON.stringify({ unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })) }),
      });
      if (!saved.ok) throw new Error(`seeding failed: ${saved.status} ${await saved.text()}`);
      return project.id;
    },
    { name, nodes },
  );
}

/** The canvas's viewport transform (canvas = flow × zoom + (x, y)), read from the canvas's view. */
export const canvasViewport = (page: Page) => canvasTransform(page);
