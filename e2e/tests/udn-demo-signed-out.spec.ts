// Issue 36: the official demo "A UDN with two versions" embedded for a signed-out visitor. Its two
// UDNs are official ones, which everybody who may read the demo reads too: both nodes resolve and
// compute, with no ghost in their place.
import { canvasNode, canvasNodes, graphCanvas } from '../support/canvas.js';
import { nodesMarked } from '../support/node-marks.js';
import { expect, test } from '../support/test.js';
import { inspectorValue } from '../support/viewers.js';
import { expectLiveCanvas } from '../support/workspace.js';

const DEMO = 'A UDN with two versions';

test('a signed-out visitor sees the UDN demo resolved, each version with its value', async ({ page }) => {
  test.setTimeout(90_000);
  const demos = await page.request.get('/api/nest/projects/official/demo');
  expect(demos.ok()).toBe(true);
  const demo = ((await demos.json()) as { id: string; name: string }[]).find((p) => p.name === DEMO);
  expect(demo).toBeDefined();

  await page.goto(`/embed?id=${demo?.id}`);
  await expect(page.getByRole('heading', { name: DEMO })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectLiveCanvas(page);
  const node = (id: string) => canvasNode(page, id);

  // v1 multiplies by 1.2, floating point and all; v2 rounds to cents
  await expect(inspectorValue(page, 'totalV1')).toContainText('23.987999999999996');
  await expect(inspectorValue(page, 'totalV2')).toContainText('23.99');
  for (const id of ['node_demo_taxV1', 'node_demo_taxV2']) {
    // its definition, as its accessible name says it ("<name>, <definition>") on either canvas
    await expect(node(id)).toHaveAccessibleName(/, PriceWithTax$/);
    await expect(node(id)).not.toContainText('ghost');
  }
  await expect(
    node('node_demo_taxV1').getByText('This node is using UDN v1.0.0, latest version is v2.0.0'),
  ).toBeVisible();
  await expect(graphCanvas(page).getByTitle('The data of the node that failed to be created')).toHaveCount(0);
  await expect(nodesMarked(canvasNodes(page), 'status', 'error')).toHaveCount(0);
});
