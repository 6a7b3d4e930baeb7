// A click on a node after a paste or a drag selects that node alone (the pasted or dragged
// selection does not linger), so the next drag moves only it.
import {
  canvasNode,
  canvasNodePosition,
  canvasNodes,
  clickCanvasAt,
  clickNodeName,
  selectedCanvasNodes,
} from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, pasteTwoNodes } from '../support/workspace.js';

test('a click selects one node alone after a paste and after a drag', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Selection'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await clickCanvasAt(page, { x: 200, y: 200 });
  await pasteTwoNodes(page, { wired: false });
  const nodes = canvasNodes(page);
  await expect(nodes).toHaveCount(2);
  const selected = selectedCanvasNodes(page);
  await expect(selected).toHaveCount(2);

  // after the paste: a click on one selects it alone
  await clickNodeName(nodes.nth(0));
  await expect(selected).toHaveCount(1);

  // after a drag of that node: a click on the other selects it alone, and its drag moves it alone
  const first = (await nodes.nth(0).boundingBox())!;
  await page.mouse.move(first.x + 30, first.y + 15);
  await page.mouse.down();
  await page.mouse.move(first.x + 90, first.y + 75, { steps: 6 });
  await page.mouse.up();
  await clickNodeName(nodes.nth(1));
  await expect(selected).toHaveCount(1);
  // where the first node is on the canvas, in flow units (read against the canvas's own box and
  // view): a layout shift of the page around the canvas must not read as a move
  const firstNode = canvasNode(page, (await nodes.nth(0).getAttribute('data-id'))!);
  const flowPosition = () => canvasNodePosition(page, firstNode);
  const before = await flowPosition();
  const second = (await nodes.nth(1).boundingBox())!;
  await page.mouse.move(second.x + 30, second.y + 15);
  await page.mouse.down();
  await page.mouse.move(second.x + 30, second.y + 120, { steps: 6 });
  await page.mouse.up();
  expect(await flowPosition()).toEqual(before);
});
