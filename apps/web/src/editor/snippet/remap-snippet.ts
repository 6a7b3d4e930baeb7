import {
  type Connection,
  type EventInput,
  type GraphNode,
  generateNodeId,
  type Position,
  type RandomSource,
} from '@nodeloom/engine';
import { LevelNames } from './level-names.js';
import { SnippetError, type SnippetEvent } from './snippet-format.js';

export interface PastePlan {
  events: EventInput[];
  /** the new ids of the pasted nodes that sit on the target level (what gets selected) */
  topLevelIds: string[];
}

export interface PasteTarget {
  /** the level the snippet lands on (undefined: Root) */
  parentId: string | undefined;
  /** where the top-left of the pasted top-level nodes lands */
  at: { x: number; y: number };
  /** names already used on the target level */
  siblingNames: Iterable<string>;
  random: RandomSource;
}

/** Parents before children; throws on a repeated id or a node that is its own ancestor. */
function parentsFirst(nodes: readonly GraphNode[]): GraphNode[] {
  const byId = new Map<string, GraphNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) throw new SnippetError(`The snippet repeats the node id ${node.id}`);
    byId.set(node.id, node);
  }
  const ordered: GraphNode[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: GraphNode): void => {
    const seen = state.get(node.id);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new SnippetError(`The snippet's node ${node.id} is its own ancestor`);
    state.set(node.id, 'visiting');
    const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
    if (parent) visit(parent);
    state.set(node.id, 'done');
    ordered.push(node);
  };
  for (const node of nodes) visit(node);
  return ordered;
}

/**
 * Gives a snippet fresh ids for pasting: node ids, parent ids, tray ids and wire ends are remapped
 * (wire ids follow from their fields); the nodes whose parent is not in the snippet land on the
 * target level with names unique there, shifted so their top-left is at `at`. Wires leaving the
 * snippet are dropped.
 */
export function planPaste(snippet: readonly SnippetEvent[], target: PasteTarget): PastePlan {
  const nodes = parentsFirst(
    snippet.flatMap((e) => (e.eventType === 'nodeBootstrapped' ? [e.node as GraphNode] : [])),
  );
  if (nodes.length === 0) throw new SnippetError('The snippet holds no nodes');
  const fresh = new Map(nodes.map((n) => [n.id, generateNodeId(target.random)]));
  const isTop = (n: GraphNode) => n.parentId === undefined || !fresh.has(n.parentId);
  const tops = nodes.filter(isTop);
  const origin: Position = {
    x: Math.min(...tops.map((n) => n.position.x)),
    y: Math.min(...tops.map((n) => n.position.y)),
  };
  const names = new LevelNames(target.siblingNames);
  const events: EventInput[] = nodes.map((node) => {
    const { parentId: _parent, trayNodeId, ...rest } = node;
    const top = isTop(node);
    const name = top ? names.take(node.name) : node.name;
    const tray = trayNodeId === undefined ? undefined : fresh.get(trayNodeId);
    const parentId = top ? target.parentId : fresh.get(node.parentId!);
    const moved: GraphNode = {
      ...rest,
      id: fresh.get(node.id)!,
      name,
      position: top
        ? { x: node.position.x - origin.x + target.at.x, y: node.position.y - origin.y + target.at.y }
        : node.position,
      ...(parentId === undefined ? {} : { parentId }),
      ...(tray === undefined ? {} : { trayNodeId: tray }),
    };
    return { eventType: 'nodeBootstrapped', node: moved };
  });
  for (const e of snippet) {
    if (e.eventType !== 'connectionCreated') continue;
    const source = fresh.get(e.connection.sourceNode);
    const targetNode = fresh.get(e.connection.targetNode);
    if (source === undefined || targetNode === undefined) continue;
    const connection: Connection = { ...e.connection, sourceNode: source, targetNode };
    events.push({ eventType: 'connectionCreated', connection });
  }
  return { events, topLevelIds: tops.map((n) => fresh.get(n.id)!) };
}
