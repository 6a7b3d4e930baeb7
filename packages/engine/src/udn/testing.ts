import type { GraphNode } from '../model/index.js';
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
  return {
    id,
    definitionName,
    name,
    ...(parentId ? { parentId } : {}),
    position: { x: 0, y: 0 },
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params: {},
    customParams: {},
    flags: {},
  };
}

/** A doubling UDN over the engine's test definitions: levelInput → add(a, b) → levelOutput; the add holds a custom param. */
export function doublerGraph(id: string, lastModifiedAt = '2026-01-01T00:00:00.000Z'): UdnWithGraph {
  const add = innerNode('node_add', 'add', 'add');
  add.customParams = {
    abcdefghijklmnopqrstuvwxy: {
      id: 'abcdefghijklmnopqrstuvwxy',
      name: 'note',
      dataType: 'string',
      value: 'hi',
      expression: '',
      evalType: 'literal',
    },
  };
  return {
    id,
    definitionName: 'doubler',
    lastModifiedAt,
    graph: {
      nodes: [innerNode('node_in', 'levelInput', 'x'), add, innerNode('node_out', 'levelOutput', 'result')],
      connections: [
        {
          id: 'c1',
          sourceNode: 'node_in',
          sourceOutputIdentifier: 'output',
          targetNode: 'node_add',
          targetInputIdentifier: 'a',
          order: 0,
        },
        {
          id: 'c2',
          sourceNode: 'node_in',
          sourceOutputIdentifier: 'output',
          targetNode: 'node_add',
          targetInputIdentifier: 'b',
          order: 0,
        },
        {
          id: 'c3',
          sourceNode: 'node_add',
          sourceOutputIdentifier: 'result',
          targetNode: 'node_out',
          targetInputIdentifier: 'input',
          order: 0,
        },
      ],
    },
  };
}
