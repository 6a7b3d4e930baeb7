// Issue 12's terminal walk: in the Pro layout, run `create plus` and `ls` in the terminal, see the
// node on the canvas and in the listing, complete a path with Tab, undo from the top bar, and find
// what the server stored.

import type { Page } from '@playwright/test';
import { canvasNodes } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';

test.setTimeout(90_000);

const terminalText = (page: Page) => page.getByTestId('terminal').locator('.xterm-rows');

async function type(page: Page, line: string) {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

test('runs create plus and ls in the terminal, completes with Tab, and undoes from the top bar', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Terminal'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await page.getByRole('button', { name: /^Layout:/ }).click({ timeout: OPEN_TIMEOUT_MS });
  await page.getByRole('menuitemradio', { name: 'Pro' }).click();

  const terminal = page.getByTestId('terminal');
  await expect(terminalText(page)).toContainText('Type help for the commands.');
  await terminal.click();
  await expect(terminalText(page)).toContainText('/hex $');

  await type(page, 'create plus');
  await expect(terminalText(page)).toContainText('created plus (plus)');
  await expect(canvasNodes(page)).toHaveCount(1);
  await type(page, 'ls');
  await expect(terminalText(page)).toContainText('plus (plus)');

  // Tab completes the node's name; errors print in the terminal, not as toasts
  await page.keyboard.type('setColor pl');
  await page.keyboard.press('Tab');
  await page.keyboard.type('teal');
  await page.keyboard.press('Enter');
  await expect(terminalText(page)).toContainText('plus colour');
  await type(page, 'cd nowhere');
  await expect(terminalText(page)).toContainText('Error: Node not found: nowhere');

  // stored on the server, then undone from the top bar like any edit
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const stored = await callFromPage<{ graph: { nodes: { definitionName: string }[] } }>(
    page,
    'GET',
    `/projects/${id}`,
  );
  expect(stored.graph.nodes.map((n) => n.definitionName)).toContain('plus');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(canvasNodes(page)).toHaveCount(0);
});
