import { connectionId } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { parseSnippet, serializeSnippet } from '../editor/index.js';
import {
  snippetExtent,
  snippetGraphToText,
  snippetTextToGraph,
  workspaceGraphAsSnippet,
} from './snippets.js';

const node = (id: string, x: number, y: number, parentId?: string) => ({
  id,
  definitionName: 'stringTrim',
  name: id,
  ...(parentId ? { parentId } : {}),
  position: { x, y },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {},
  customParams: {},
  flags: {},
});
const wire = {
  sourceNode: 'node_a',
  sourceOutputIdentifier: 'result',
  targetNode: 'node_b',
  targetInputIdentifier: 'string',
  order: 0,
};
const text = serializeSnippet([
  { eventType: 'nodeBootstrapped', node: node('node_a', 100, 40, 'hex') },
  { eventType: 'nodeBootstrapped', node: node('node_b', 400, 40, 'hex') },
  { eventType: 'nodeBootstrapped', node: node('node_inner', 9000, 9000, 'node_a') },
  { eventType: 'connectionCreated', connection: wire },
]);

describe('snippet graphs', () => {
  it('stores copied text as nodes and wires with their ids, and gives the same events back', () => {
    const graph = snippetTextToGraph(text);
    expect(graph.nodes.map((n) => n.id)).toEqual(['node_a', 'node_b', 'node_inner']);
    expect(graph.connections).toEqual([{ ...wire, id: connectionId(wire) }]);
    const events = parseSnippet(snippetGraphToText(graph));
    expect(events.filter((e) => e.eventType === 'nodeBootstrapped')).toHaveLength(3);
    expect(events.at(-1)).toEqual({ eventType: 'connectionCreated', connection: wire });
  });

  it('measures the outer nodes only (an inner level does not widen the insert)', () => {
    expect(snippetExtent(snippetTextToGraph(text))).toEqual({ width: 460, height: 50 });
  });

  it('keeps an opened snippet without the root context nodes the workspace adds', () => {
    const graph = snippetTextToGraph(text);
    const opened = {
      nodes: [node('hex', 0, 0), ...graph.nodes, node('tex', 0, 100)],
      connections: graph.connections,
    };
    expect(workspaceGraphAsSnippet(opened as never).nodes.map((n) => n.id)).toEqual([
      'node_a',
      'node_b',
      'node_inner',
    ]);
  });
});
