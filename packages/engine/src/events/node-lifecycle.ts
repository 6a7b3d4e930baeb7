import { CREATION_MESSAGES, NodeError } from '../errors/index.js';
import type { GraphNode } from '../model/index.js';
import { automaticNodeName, isValidNodeId, ROOT_CONTEXT_IDS, TRAY_DEFINITION } from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';
import { disconnectAll } from './connections.js';
import type { ApplyContext, HandlerTable } from './context.js';
import type { EventInput } from './event.js';
import { clearReferencesTo } from './expression-cleanup.js';
import { checkParent } from './hosting.js';
import { checkNodeName, siblingNames } from './naming.js';
import { descendantsOf, requireNode } from './node-access.js';
import { buildNode, requireDefinition } from './node-factory.js';

/** Throws InvalidNodeId / DuplicateNodeId: these are thrown by replay, never turned into ghosts. */
export function checkNewNodeId(ctx: ApplyContext, id: string): void {
  if (!isValidNodeId(id)) throw new NodeError('InvalidNodeId', CREATION_MESSAGES.invalidId);
  if (ctx.state.hasNode(id)) throw new NodeError('DuplicateNodeId', CREATION_MESSAGES.duplicateId(id));
}

export const bootstrap = (node: GraphNode): EventInput<'nodeBootstrapped'> => ({
  eventType: 'nodeBootstrapped',
  node,
});
const deleted = (nodeId: string): EventInput<'nodeDeleted'> => ({ eventType: 'nodeDeleted', nodeId });

/** Deletes a node with its subtree, wires, tray memberships and expression references; returns the inverse. */
export function deleteSubtree(ctx: ApplyContext, nodeId: string): EventInput[] {
  const { state } = ctx;
  const root = requireNode(state, nodeId);
  if (ROOT_CONTEXT_IDS.has(root.id) && root.parentId === undefined) {
    throw new NodeError('InvalidOperation', CREATION_MESSAGES.rootContextDelete(root.id));
  }
  const ids = [root.id, ...descendantsOf(state, root.id)];
  const gone = new Set(ids);
  const snapshots = ids.map((id) => state.getNode(id)!);
  const expressionRestores = clearReferencesTo(state, gone);
  const wires = new Map<string, ReturnType<typeof state.getConnection> & object>();
  for (const id of ids) {
    for (const w of state.connectionsFrom(id)) wires.set(w.id, w);
    for (const w of state.connectionsTo(id)) wires.set(w.id, w);
  }
  const rewire = disconnectAll(ctx, wires.values());
  const rejoin: EventInput[] = [];
  const siblings = root.definitionName === TRAY_DEFINITION ? state.childrenOf(root.parentId) : [];
  for (const siblingId of siblings) {
    const sibling = state.getNode(siblingId)!;
    if (sibling.trayNodeId !== undefined && gone.has(sibling.trayNodeId) && !gone.has(siblingId)) {
      const { trayNodeId, ...detached } = sibling;
      state.setNode(detached);
      rejoin.push({ eventType: 'addedToTray', nodeId: siblingId, trayNodeId });
    }
  }
  for (let i = ids.length - 1; i >= 0; i--) state.removeNode(ids[i]);
  return [...snapshots.map(bootstrap), ...rewire, ...rejoin, ...expressionRestores];
}

export const nodeLifecycleHandlers: HandlerTable<'nodeCreated' | 'nodeBootstrapped' | 'nodeDeleted'> = {
  nodeCreated: (ctx, e) => {
    checkNewNodeId(ctx, e.nodeId);
    // a UDN's version by its id, else the registry's entry for the name (or NodeDefinitionNotFound)
    const definition = nodeDefinition(ctx.registry, e) ?? requireDefinition(ctx.registry, e.definitionName);
    checkParent(ctx.state, ctx.registry, e.nodeId, e.parentId, e.allowWithoutParent);
    let name: string;
    if (e.name === undefined) {
      name = automaticNodeName(
        definition.editorConfig.nodeName || definition.definitionName,
        siblingNames(ctx.state, e.parentId),
        ctx.random,
      );
    } else {
      checkNodeName(ctx.state, e.parentId, e.name);
      name = e.name;
    }
    ctx.state.setNode(buildNode(definition, e, name));
    return [deleted(e.nodeId)];
  },

  nodeBootstrapped: (ctx, e) => {
    const node = e.node as GraphNode;
    checkNewNodeId(ctx, node.id);
    checkParent(ctx.state, ctx.registry, node.id, node.parentId, true);
    checkNodeName(ctx.state, node.parentId, node.name);
    ctx.state.setNode(node);
    return [deleted(node.id)];
  },

  nodeDeleted: (ctx, e) => deleteSubtree(ctx, e.nodeId),
};
