// A UDN of the user's own added from the tab menu in a project that has never used it is stored as
// a node of that UDN's version (the creation names its udnId), not as a ghost, and so it reopens.

import { canvasNode, canvasNodeNamed } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { storedGraph } from '../support/stored-graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectProjectLoaded, OPEN_TIMEOUT_MS } from '../support/workspace.js';
import { addNodeByPicker } from './canvas-support.js';

test('a UDN added from the tab menu is stored as a node of that UDN', async ({ page }) => {
  test.slow();
  await signInWithTestAccount(page);
  const group = await callFromPage<{ id: string }>(page, 'POST', '/udns/versionGroups', {});
  const inner = (id: string, definitionName: string, name: string, x: number) => {
    const { parentId: _top, ...node } = savedNode(`node_tabudn_${id}`, definitionName, name, { x, y: 100 });
    return node;
  };
  const draft = await callFromPage<{ definition: { udnId: string } }>(page, 'POST', '/udns', {
    definition: {
      definitionName: 'Tabber',
      hasSubLevel: true,
      inputs: [{ identifier: 'node_tabudn_in', label: 'x', dataType: 'inferred' }],
      outputs: [{ identifier: 'node_tabudn_out', label: 'result', dataType: 'inferred' }],
    },
    graph: {
      nodes: [
        inner('in', 'levelInput', 'x', 60),
        inner('plus', 'plus', 'plus', 300),
        inner('out', 'levelOutput', 'result', 560),
      ],
      connections: [
        savedWire('node_tabudn_in', 'output', 'node_tabudn_plus', 'numbers'),
        savedWire('node_tabudn_plus', 'result', 'node_tabudn_out', 'input'),
      ],
    },
    versionGroupId: group.id,
  });
  const published = await callFromPage<{ definition: { udnId: string } }>(
    page,
    'POST',
    `/udns/${draft.definition.udnId}/versions/1.0.0`,
  );
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('UDN from the tab menu'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await expectProjectLoaded(page);
  const added = await addNodeByPicker(page, 'Tabber');
  // stored as a node of that UDN's version (by name alone the server's fold, which had not met the
  // UDN in this project, stored a ghost_Tabber)
  await expect
    .poll(async () => (await storedGraph(page, id)).nodes.find((n) => n.id === added), { timeout: 15_000 })
    .toMatchObject({ definitionName: 'Tabber', name: 'Tabber', udnId: published.definition.udnId });
  expect((await storedGraph(page, id)).nodes.find((n) => n.id === added)).not.toHaveProperty('isGhost');
  // reopened, it is the UDN's node again (its unwired input fails its plus: not this test's subject)
  await page.reload();
  await expect(canvasNode(page, added)).toHaveAccessibleName(/^Tabber, /, { timeout: OPEN_TIMEOUT_MS });
  await expect(canvasNodeNamed(page, 'ghost_Tabber')).toHaveCount(0);
});
