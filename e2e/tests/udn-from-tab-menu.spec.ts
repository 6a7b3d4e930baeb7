// A UDN of the user's own added from the tab menu in a project that has never used it is stored as
// a node of that UDN's version (the creation names its udnId), not as a ghost, and so it reopens.

import { canvasNode, canvasNodeNamed } from '../support/canvas.js';
import { storedGraph } from '../support/stored-graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { seedUdnGroup } from '../support/udns.js';
import { callFromPage, expectProjectLoaded, OPEN_TIMEOUT_MS } from '../support/workspace.js';
import { addNodeByPicker } from './canvas-support.js';

test('a UDN added from the tab menu is stored as a node of that UDN', async ({ page }) => {
  test.slow();
  await signInWithTestAccount(page);
  const { published } = await seedUdnGroup(page, 'Tabber', ['1.0.0'], true);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('UDN from the tab menu'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await expectProjectLoaded(page);
  const added = await addNodeByPicker(page, 'Tabber');
  // its graph is loaded at once and evaluated (its input is not wired, so its inner plus fails);
  // before, the node said "UDN Tabber is not registered in the node library" until a reload
  await expect(canvasNode(page, added)).toHaveAccessibleDescription(
    /Failed to parse UDN Tabber Tabber: plus/,
  );
  // stored as a node of that UDN's version (by name alone the server's fold, which had not met the
  // UDN in this project, stored a ghost_Tabber)
  await expect
    .poll(async () => (await storedGraph(page, id)).nodes.find((n) => n.id === added), { timeout: 15_000 })
    .toMatchObject({ definitionName: 'Tabber', name: 'Tabber', udnId: published['1.0.0'] });
  expect((await storedGraph(page, id)).nodes.find((n) => n.id === added)).not.toHaveProperty('isGhost');
  // reopened, it is the UDN's node again (its unwired input fails its plus: not this test's subject)
  await page.reload();
  await expect(canvasNode(page, added)).toHaveAccessibleName(/^Tabber, /, { timeout: OPEN_TIMEOUT_MS });
  await expect(canvasNodeNamed(page, 'ghost_Tabber')).toHaveCount(0);
});
