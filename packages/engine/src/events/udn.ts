import { NodeError } from '../errors/index.js';
import type { Connection, DefinedParam, GraphNode } from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';
import { connect, connectionFields, disconnectAll } from './connections.js';
import type { ApplyContext, HandlerTable } from './context.js';
import type { EventInput } from './event.js';
import { patchNode, requireNode } from './node-access.js';
import { defaultParams, requireDefinition } from './node-factory.js';
import { deleteSubtree } from './node-lifecycle.js';
import { type Port, portsOf } from './ports.js';
import { graphEventSchema } from './schemas.js';

/** Removes every wire of a node; returns the wires (fields only) and the events restoring them. */
function unwire(ctx: ApplyContext, node: GraphNode): { wires: Connection[]; restore: EventInput[] } {
  const all = new Map(
    [...ctx.state.connectionsFrom(node.id), ...ctx.state.connectionsTo(node.id)].map((w) => [w.id, w]),
  );
  const wires = [...all.values()].map(connectionFields);
  return { wires, restore: disconnectAll(ctx, all.values()) };
}

/** Deletes every child of a node; returns the events restoring them. */
function removeChildren(ctx: ApplyContext, node: GraphNode): EventInput[] {
  const restore = [...ctx.state.childrenOf(node.id)].flatMap((child) => deleteSubtree(ctx, child));
  // every node back before any wire, tray membership or expression refers to one from another subtree
  const nodes = restore.filter((e) => e.eventType === 'nodeBootstrapped');
  return [...nodes, ...restore.filter((e) => e.eventType !== 'nodeBootstrapped')];
}

/** Adds wires, skipping (with a warning) those that no longer fit. */
function rewire(ctx: ApplyContext, wires: Connection[]): void {
  for (const wire of wires) {
    try {
      connect(ctx, wire);
    } catch (error) {
      ctx.warn(`Connection skipped: ${(error as Error).message}`);
    }
  }
}

/** The new socket matching an old one by identifier, else by name (label). */
function match(old: Port | undefined, identifier: string, ports: readonly Port[]): Port | undefined {
  return (
    ports.find((p) => p.identifier === identifier) ??
    (old ? ports.find((p) => p.label === old.label) : undefined)
  );
}

function withoutUndefined(node: GraphNode): GraphNode {
  for (const key of Object.keys(node) as (keyof GraphNode)[]) if (node[key] === undefined) delete node[key];
  return node;
}

export const udnHandlers: HandlerTable<
  | 'definitionChanged'
  | 'packed'
  | 'unpacked'
  | 'udnUpdateStrategyChanged'
  | 'levelUdnIdAndRepackMappingsChanged'
> = {
  definitionChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    if (node.unpacked)
      throw new NodeError('InvalidOperation', `An unpacked UDN cannot change definition: ${node.name}`);
    // the version it moves to: a UDN's versions share a name, the registry lists only the newest
    const definition =
      nodeDefinition(ctx.registry, { definitionName: e.definitionName, udnId: e.udnId }) ??
      requireDefinition(ctx.registry, e.definitionName);
    const oldPorts = portsOf(ctx.state, ctx.registry, node);
    const { wires, restore: rewireOld } = unwire(ctx, node);
    const restoreChildren = removeChildren(ctx, node);
    let params: Record<string, DefinedParam> | undefined = e.params as
      | Record<string, DefinedParam>
      | undefined;
    if (!params) {
      params = defaultParams(definition);
      for (const key of Object.keys(params)) if (node.params[key]) params[key] = node.params[key];
    }
    const current = ctx.state.getNode(node.id)!;
    ctx.state.setNode(
      withoutUndefined({
        ...current,
        definitionName: definition.definitionName,
        params,
        udnId: e.udnId ?? definition.udnId,
      }),
    );
    if (e.reconnect !== false) {
      const ports = portsOf(ctx.state, ctx.registry, ctx.state.getNode(node.id)!);
      const remapped: Connection[] = [];
      for (const w of wires) {
        if (w.targetNode === node.id) {
          const old = oldPorts.inputs.find((p) => p.identifier === w.targetInputIdentifier);
          const next = match(old, w.targetInputIdentifier, ports.inputs);
          if (next) remapped.push({ ...w, targetInputIdentifier: next.identifier });
        } else {
          const old = oldPorts.outputs.find((p) => p.identifier === w.sourceOutputIdentifier);
          const next = match(old, w.sourceOutputIdentifier, ports.outputs);
          if (next) remapped.push({ ...w, sourceOutputIdentifier: next.identifier });
        }
      }
      rewire(ctx, remapped);
    }
    const back: EventInput<'definitionChanged'> = {
      eventType: 'definitionChanged',
      nodeId: node.id,
      definitionName: node.definitionName,
      params: node.params,
      reconnect: false,
    };
    if (node.udnId !== undefined) back.udnId = node.udnId;
    return [back, ...restoreChildren, ...rewireOld];
  },

  unpacked: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    if (!node.udnId || node.unpacked || e.innerEvents.length === 0)
      throw new NodeError('NotUdn', 'Cannot unpack node');
    const { wires } = unwire(ctx, node);
    const patch: Partial<GraphNode> = { unpacked: true };
    if (e.definitionName !== undefined) patch.definitionName = e.definitionName;
    if (e.params !== undefined) patch.params = e.params as Record<string, DefinedParam>;
    patchNode(ctx.state, node, patch);
    for (const inner of e.innerEvents) {
      const parsed = graphEventSchema.safeParse(inner);
      if (!parsed.success) {
        ctx.warn(`Inner event ${inner.eventType} skipped: ${parsed.error.issues[0].message}`);
        continue;
      }
      try {
        ctx.applyNested(parsed.data);
      } catch (error) {
        ctx.warn(`Inner event ${inner.eventType} skipped: ${(error as Error).message}`);
      }
    }
    rewire(ctx, e.connections);
    return [
      {
        eventType: 'packed',
        nodeId: node.id,
        udnId: node.udnId,
        definitionName: node.definitionName,
        params: node.params,
        connections: wires,
      },
    ];
  },

  packed: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    if (!node.unpacked) throw new NodeError('NotUnpackedUdn', `Node is not an unpacked UDN: ${node.name}`);
    const { wires } = unwire(ctx, node);
    const innerEvents = removeChildren(ctx, node);
    const { unpacked: _, ...rest } = ctx.state.getNode(node.id)!;
    ctx.state.setNode({
      ...rest,
      udnId: e.udnId,
      definitionName: e.definitionName,
      params: (e.params as Record<string, DefinedParam> | undefined) ?? rest.params,
    });
    rewire(ctx, e.connections);
    const stamped = innerEvents.map((inner, i) => ({
      ...inner,
      eventId: `${e.eventId}:inner:${i}`,
      timestamp: e.timestamp,
    }));
    return [
      {
        eventType: 'unpacked',
        nodeId: node.id,
        innerEvents: stamped as unknown as { eventType: string; eventId: string }[],
        connections: wires,
        definitionName: node.definitionName,
        params: node.params,
      },
    ];
  },

  udnUpdateStrategyChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    ctx.state.setNode(withoutUndefined({ ...node, udnUpdateStrategy: e.strategy }));
    return [{ eventType: 'udnUpdateStrategyChanged', nodeId: node.id, strategy: node.udnUpdateStrategy }];
  },

  levelUdnIdAndRepackMappingsChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    // a level, or a UDN (packed or unpacked): the nodes that have a sub-level
    if (!node.unpacked && nodeDefinition(ctx.registry, node)?.hasSubLevel !== true)
      throw new NodeError('NotLevelNode', `Node is not a level: ${node.name}`);
    ctx.state.setNode(withoutUndefined({ ...node, udnId: e.udnId, udnRepackMappings: e.udnRepackMappings }));
    return [
      {
        eventType: 'levelUdnIdAndRepackMappingsChanged',
        nodeId: node.id,
        udnId: node.udnId,
        udnRepackMappings: node.udnRepackMappings,
      },
    ];
  },
};
