// UDNs seeded through the API for the browser specs: a version group whose UDN adds what is wired
// into its input x (levelInput x → plus → levelOutput result).

import type { Page } from '@playwright/test';
import { savedNode, savedWire } from './graph.js';
import { callFromPage } from './workspace.js';

/** levelInput x → plus → levelOutput result, as a UDN's inner graph; node ids start with `prefix`. */
function innerGraph(prefix: string) {
  const inner = (id: string, definitionName: string, name: string, x: number) => {
    const { parentId: _top, ...node } = savedNode(`${prefix}_${id}`, definitionName, name, { x, y: 100 });
    return node;
  };
  return {
    nodes: [
      inner('in', 'levelInput', 'x', 60),
      inner('plus', 'plus', 'plus', 300),
      inner('out', 'levelOutput', 'result', 560),
    ],
    connections: [
      savedWire(`${prefix}_in`, 'output', `${prefix}_plus`, 'numbers'),
      savedWire(`${prefix}_plus`, 'result', `${prefix}_out`, 'input'),
    ],
  };
}

/**
 * A version group of a UDN named `name` with the given versions published from its draft; the
 * draft is kept only when asked. Returns the group's id and each published version's udnId.
 */
export async function seedUdnGroup(
  page: Page,
  name: string,
  versions: string[],
  keepDraft: boolean,
): Promise<{ groupId: string; published: Record<string, string> }> {
  const group = await callFromPage<{ id: string }>(page, 'POST', '/udns/versionGroups', {});
  const prefix = `node_${name.toLowerCase()}`;
  const draft = await callFromPage<{ definition: { udnId: string } }>(page, 'POST', '/udns', {
    definition: {
      definitionName: name,
      hasSubLevel: true,
      description: `${name} adds its inputs`,
      inputs: [{ identifier: `${prefix}_in`, label: 'x', dataType: 'inferred' }],
      outputs: [{ identifier: `${prefix}_out`, label: 'result', dataType: 'inferred' }],
    },
    graph: innerGraph(prefix),
    versionGroupId: group.id,
  });
  const published: Record<string, string> = {};
  for (const version of versions) {
    const record = await callFromPage<{ definition: { udnId: string } }>(
      page,
      'POST',
      `/udns/${draft.definition.udnId}/versions/${version}`,
    );
    published[version] = record.definition.udnId;
  }
  if (!keepDraft) await callFromPage(page, 'DELETE', `/udns/${draft.definition.udnId}`);
  return { groupId: group.id, published };
}
