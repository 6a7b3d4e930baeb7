import { expect, signInWithTestAccount, test } from '../support/test.js';
import { expectProjectLoaded, pasteTwoNodes } from '../support/workspace.js';

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
  await expectProjectLoaded(page);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await pasteTwoNodes(page, { wired: false });
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
