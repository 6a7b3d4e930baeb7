// The GPU canvas draws the level wherever WebGL2 starts; where it cannot (a browser without it, a
// GPU the browser blocks), the level is drawn by the xyflow canvas, and every node is still there,
// addressed the same way (role, name, data-id) and editable.

import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';

test('where WebGL2 cannot start, the level is drawn by the xyflow canvas and its nodes are there to edit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // this browser says it has no WebGL2 (getContext answers null, as the API does when it cannot)
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind === 'webgl2') return null;
      return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof getContext;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('No WebGL2'),
    metadata: { context: 'hex' },
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node: savedNode('node_nogl_a', 'constant', 'a', { x: 0, y: 0 }) }],
  });
  await page.goto(`/project?id=${id}`);

  const canvas = page.locator('[data-testid="graph-canvas"]:not([data-static-canvas])');
  const node = page.getByRole('group', { name: 'a, constant' });
  await expect(node).toHaveAttribute('data-id', 'node_nogl_a', { timeout: OPEN_TIMEOUT_MS });
  await expect(canvas).not.toHaveAttribute('data-renderer', 'gpu');
  expect(warnings.some((text) => text.includes('The GPU canvas could not start'))).toBe(true);

  // and it is the live canvas: a click selects the node
  await node.click();
  await expect(node).toHaveAttribute('data-selected', 'true');
});
