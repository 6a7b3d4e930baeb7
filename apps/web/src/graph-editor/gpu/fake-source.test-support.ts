import type { ConnectionWithId, GraphNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import type { CanvasSource } from './editor-source.js';

const registry = createBuiltInRegistry();
const CLEAN = { status: 'clean', errors: [], warnings: [] };

export function plainNode(id: string, definitionName: string, x = 0, y = 0): GraphNode {
  return {
    id,
    definitionName,
    name: id,
    position: { x, y },
    size: { width: 0, height: 0 },
    color: '',
    comment: '',
    params: {},
    customParams: {},
    flags: {},
  };
}

/** The reads the GPU canvas makes, over plain maps replaced on change (copy-on-write, as the editor's). */
export function fakeSource(nodes: GraphNode[], wires: ConnectionWithId[] = []) {
  const state = {
    ids: nodes.map((n) => n.id) as readonly string[],
    nodes: new Map(nodes.map((n) => [n.id, n])),
    wires: wires as readonly ConnectionWithId[],
    selection: new Set<string>() as ReadonlySet<string>,
  };
  const source = {
    nodeIds: () => state.ids,
    node: (id: string) => state.nodes.get(id),
    definition: (id: string) => registry.get(state.nodes.get(id)?.definitionName ?? ''),
    wires: () => state.wires,
    selection: () => state.selection,
    status: () => 'clean',
    statusView: () => CLEAN,
    diffMark: () => undefined,
    outputs: () => undefined,
    preferences: () => ({ nodeShape: 'plate' }),
  } as unknown as CanvasSource;
  const move = (id: string, x: number, y: number) => {
    const node = state.nodes.get(id);
    if (node) state.nodes.set(id, { ...node, position: { x, y } });
  };
  return { source, state, move };
}
