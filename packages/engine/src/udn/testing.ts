import { withRules } from '../eval/testing/engine-test-rules.js';
import type { GraphNode } from '../model/index.js';
import { testProject } from '../project/test-registry.js';
import { customParam, graphNode, wireOf } from '../testing/index.js';
import { UdnLibrary } from './library.js';
import type { UdnMetadata, UdnWithGraph } from './types.js';

/** Builders for UDN records in tests. */
export function udnMetadata(
  udnId: string,
  definitionName: string,
  version: string,
  group = 'group_1',
  extra: Partial<UdnMetadata['definition']> = {},
): UdnMetadata {
  return {
    definition: { udnId, definitionName, hasSubLevel: true, version, ...extra },
    versionGroup: { id: group },
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function innerNode(id: string, definitionName: string, name: string, parentId?: string): GraphNode {
  return graphNode({ id, definitionName, name, parentId });
}

/** A doubling UDN over the engine's test definitions: levelInput → add(a, b) → levelOutput; the add holds a custom param. */
export function doublerGraph(id: string, lastModifiedAt = '2026-01-01T00:00:00.000Z'): UdnWithGraph {
  const add = innerNode('node_add', 'add', 'add');
  add.customParams = {
    abcdefghijklmnopqrstuvwxy: { ...customParam('note', 'hi', 'string'), id: 'abcdefghijklmnopqrstuvwxy' },
  };
  return {
    id,
    definitionName: 'doubler',
    lastModifiedAt,
    graph: {
      nodes: [innerNode('node_in', 'levelInput', 'x'), add, innerNode('node_out', 'levelOutput', 'result')],
      connections: [
        wireOf('node_in', 'output', 'node_add', 'a'),
        wireOf('node_in', 'output', 'node_add', 'b'),
        wireOf('node_add', 'result', 'node_out', 'input'),
      ],
    },
  };
}

/**
 * A test project whose library holds the doubler UDN (udn_d1), with an instance wired
 * number(21) → doubler → box: the common start of the UDN evaluation and packing tests.
 */
export function doublerProject(seed: number) {
  const t = testProject(seed);
  withRules(t.project.registry);
  const library = new UdnLibrary(t.project.registry, { warn: () => {} });
  library.registerMetadata([
    udnMetadata('udn_d1', 'doubler', '1.0.0', 'g', {
      inputs: [{ identifier: 'node_in', label: 'x', dataType: 'number' }],
      outputs: [{ identifier: 'node_out', label: 'result', dataType: 'number' }],
    }),
  ]);
  library.registerInternals(doublerGraph('udn_d1'));
  const a = t.create('number', 'fex', { params: { value: { value: 21 } } });
  const d = t.create('doubler', 'fex');
  const box = t.create('box', 'fex', { params: { width: { value: 0 } } });
  const connect = (
    sourceNode: string,
    sourceOutputIdentifier: string,
    targetNode: string,
    input: string,
  ) => ({
    eventType: 'connectionCreated' as const,
    connection: { sourceNode, sourceOutputIdentifier, targetNode, targetInputIdentifier: input, order: 0 },
  });
  t.history.dispatch([connect(a, 'value', d, 'node_in'), connect(d, 'node_out', box, 'in')]);
  return { ...t, library, a, d, box };
}
