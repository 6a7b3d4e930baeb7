import { EngineError } from '../errors/index.js';
import type { GraphNode } from '../model/index.js';
import { connect, connectionFields, recreate } from './connections.js';
import type { ApplyContext, HandlerTable } from './context.js';
import type { EventInput, EventOf } from './event.js';
import { checkParent } from './hosting.js';
import { checkNodeName } from './naming.js';
import { checkNewNodeId, deleteSubtree } from './node-lifecycle.js';

type Update = EventOf<'graphSaved'>['updates'][number];
type SaveNode = Extract<Update, { type: 'saveNode' }>;

/** New nodes parents first, so a saved subtree bootstraps in any order the save listed it. */
function parentsFirst(saves: readonly SaveNode[]): SaveNode[] {
  const byId = new Map(saves.map((save) => [save.node.id, save]));
  const ordered: SaveNode[] = [];
  const placed = new Set<string>();
  const place = (save: SaveNode, depth: number): void => {
    if (placed.has(save.node.id) || depth > saves.length) return;
    const parent = save.node.parentId === undefined ? undefined : byId.get(save.node.parentId);
    if (parent) place(parent, depth + 1);
    if (placed.has(save.node.id)) return;
    placed.add(save.node.id);
    ordered.push(save);
  };
  for (const save of saves) place(save, 0);
  return ordered;
}

/** With `replace`: deletions of every node and wire the save does not list (top-level nodes only: subtrees go with them). */
function unlisted(ctx: ApplyContext, updates: readonly Update[]): Update[] {
  const listed = new Set<string>();
  for (const u of updates)
    if (u.type === 'saveNode' || u.type === 'saveConnection')
      listed.add(u.type === 'saveNode' ? u.node.id : u.connection.id);
  const deletions: Update[] = [];
  for (const connection of ctx.state.connections())
    if (!listed.has(connection.id)) deletions.push({ type: 'deleteConnection', connection });
  for (const node of ctx.state.nodes()) {
    const parentGoes = node.parentId !== undefined && !listed.has(node.parentId);
    if (!listed.has(node.id) && !parentGoes) deletions.push({ type: 'deleteNode', nodeId: node.id });
  }
  return deletions;
}

/** Writes a saved node over the existing one with that id (its children and wires stay). */
function replaceNode(ctx: ApplyContext, before: GraphNode, node: GraphNode): EventInput[] {
  if (before.parentId !== node.parentId) checkParent(ctx.state, ctx.registry, node.id, node.parentId, true);
  if (before.parentId !== node.parentId || before.name !== node.name)
    checkNodeName(ctx.state, node.parentId, node.name, node.id);
  ctx.state.setNode(node);
  return [{ eventType: 'graphSaved', updates: [{ type: 'saveNode', node: before }] }];
}

/**
 * graphSaved: a graph save that did not come as edits (REST `POST /projects/{id}/graph` from the
 * CLI or an API client, a snapshot restore) made into one event of the log, so it reaches every
 * open workspace and the stored graph stays the fold of the log. Order of the items does not
 * matter (unorderedUpdates); they apply as deletions of wires, deletions of nodes (with their
 * subtrees), saved nodes (new ones parents first, existing ones replaced in place) and new wires.
 * Each item is judged alone: one the engine refuses is skipped with a warning, the rest apply.
 */
export const graphSavedHandlers: HandlerTable<'graphSaved'> = {
  graphSaved: (ctx, e) => {
    const { state } = ctx;
    const inverses: EventInput[][] = [];
    const attempt = (what: string, run: () => EventInput[] | null): void => {
      try {
        const inverse = run();
        if (inverse && !ctx.skipInverses) inverses.push(inverse);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        ctx.warn(`graphSaved: ${what} skipped: ${error.message}`);
      }
    };
    const saves: SaveNode[] = [];
    const updates = e.replace ? [...e.updates, ...unlisted(ctx, e.updates)] : e.updates;
    for (const update of updates) {
      if (update.type === 'deleteConnection') {
        const existing = state.getConnection(update.connection.id);
        if (!existing) continue;
        state.removeConnection(existing.id);
        if (!ctx.skipInverses) inverses.push([recreate(existing)]);
      }
    }
    for (const update of updates) {
      if (update.type === 'deleteNode' && state.hasNode(update.nodeId))
        attempt(`deleting ${update.nodeId}`, () => deleteSubtree(ctx, update.nodeId));
      else if (update.type === 'saveNode') saves.push(update);
    }
    for (const save of parentsFirst(saves)) {
      const node = save.node as GraphNode;
      const before = state.getNode(node.id);
      attempt(`saving ${node.id}`, () => {
        if (before) return replaceNode(ctx, before, node);
        checkNewNodeId(ctx, node.id);
        checkParent(state, ctx.registry, node.id, node.parentId, true);
        checkNodeName(state, node.parentId, node.name);
        state.setNode(node);
        return [{ eventType: 'nodeDeleted', nodeId: node.id }];
      });
    }
    for (const update of e.updates) {
      if (update.type !== 'saveConnection' || state.getConnection(update.connection.id)) continue;
      attempt(`wiring ${update.connection.id}`, () => connect(ctx, connectionFields(update.connection)));
    }
    if (ctx.skipInverses) return null;
    return inverses.reverse().flat();
  },
};

/** Items per graphSaved event: a large save becomes several events, each a sensible message. */
export const GRAPH_SAVED_CHUNK = 1000;

const UPDATE_ORDER: Record<Update['type'], number> = {
  deleteConnection: 0,
  deleteNode: 1,
  saveNode: 2,
  saveConnection: 3,
};

/**
 * A graph save (unorderedUpdates) as graphSaved events: for each id the last item wins (as the
 * save's net effect), then deletions, saved nodes parents first and wires, in chunks that apply in order.
 */
export function graphSavedInputs(
  updates: readonly Update[],
  options: { replace?: boolean } = {},
): EventInput<'graphSaved'>[] {
  const net = new Map<string, Update>();
  for (const update of updates) {
    const key =
      update.type === 'saveNode'
        ? `n:${update.node.id}`
        : update.type === 'deleteNode'
          ? `n:${update.nodeId}`
          : `c:${update.connection.id}`;
    net.delete(key);
    net.set(key, update);
  }
  const items = [...net.values()];
  const saves = parentsFirst(items.filter((u): u is SaveNode => u.type === 'saveNode'));
  const ordered: Update[] = items
    .filter((u) => u.type !== 'saveNode')
    .sort((a, b) => UPDATE_ORDER[a.type] - UPDATE_ORDER[b.type]);
  const firstWire = ordered.findIndex((u) => u.type === 'saveConnection');
  const at = firstWire < 0 ? ordered.length : firstWire;
  ordered.splice(at, 0, ...saves);
  // a replacement is one event: what it does not list is deleted, so it cannot come in parts
  if (options.replace) return [{ eventType: 'graphSaved', updates: ordered, replace: true }];
  const inputs: EventInput<'graphSaved'>[] = [];
  for (let start = 0; start < ordered.length; start += GRAPH_SAVED_CHUNK)
    inputs.push({ eventType: 'graphSaved', updates: ordered.slice(start, start + GRAPH_SAVED_CHUNK) });
  return inputs;
}
