import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test } from '../support/test.js';

const node = (id: string, definitionName: string, name: string, x: number) => ({
  id,
  definitionName,
  name,
  position: { x, y: 0 },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {},
  customParams: {},
  flags: {},
});

/** Ctrl+V's paste event carrying two snippet nodes (headless Chromium has no system clipboard to fill). */
async function pasteTwoNodes(page: Page): Promise<void> {
  const snippet = {
    type: 'nodeloom/snippet',
    version: 1,
    events: [
      { eventType: 'nodeBootstrapped', node: node('node_kbaaaaaaaaaaaaaa', 'stringTrim', 'trim', 0) },
      { eventType: 'nodeBootstrapped', node: node('node_kbbbbbbbbbbbbbbb', 'stringLength', 'length', 300) },
    ],
  };
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, JSON.stringify(snippet));
}

test('keyboard: select all, delete, undo, redo and duplicate; keys typed in an input stay there', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const project = await page.evaluate(async () => {
    const response = await fetch('/api/nest/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': crypto.randomUUID() },
      body: JSON.stringify({ name: 'Keys', metadata: { context: 'hex' } }),
    });
    return (await response.json()) as { id: string };
  });
  await page.goto(`/project?id=${project.id}`);
  await expect(page.getByText('Project loaded')).toBeVisible();
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await pasteTwoNodes(page);
  await expect(statusBar).toContainText('2 nodes');

  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await expect(statusBar).toContainText('0 nodes');
  await page.keyboard.press('Control+z');
  await expect(statusBar).toContainText('2 nodes');
  await page.keyboard.press('Control+Shift+z');
  await expect(statusBar).toContainText('0 nodes');
  await page.keyboard.press('Control+y'); // nothing left to redo
  await page.keyboard.press('Control+z');
  await expect(statusBar).toContainText('2 nodes');

  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+d');
  await expect(statusBar).toContainText('4 nodes');

  // Backspace in the palette's input edits the text, not the graph
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Type a command…');
  await input.fill('undo');
  await input.press('Backspace');
  await expect(input).toHaveValue('und');
  await page.keyboard.press('Escape');
  await expect(statusBar).toContainText('4 nodes');
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved');
});
