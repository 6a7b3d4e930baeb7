import type { EvalGraph } from '../eval/graph-view.js';
import type { EventInput } from '../events/index.js';
import { defaultParams } from '../events/node-factory.js';
import {
  type Connection,
  type CustomParam,
  type DefinedParam,
  type GraphNode,
  generateCustomParamId,
  generateNodeId,
  LEVEL_DEFINITION,
  type RandomSource,
  type UdnRepackMappings,
  type UdnUpdateStrategy,
} from '../model/index.js';
import { UDN_MESSAGES } from './constants.js';
import { UdnError } from './errors.js';
import type { UdnLibrary } from './library.js';
import { compareUdnVersions } from './versions.js';

const fields = (c: Connection): Connection => ({
  sourceNode: c.sourceNode,
  sourceOutputIdentifier: c.sourceOutputIdentifier,
  targetNode: c.targetNode,
  targetInputIdentifier: c.targetInputIdentifier,
  order: c.order,
});

/** The node's outside wires with its socket identifiers mapped (sockets are inner socket-node ids). */
function remapWires(graph: EvalGraph, nodeId: string, map: Record<string, string>): Connection[] {
  const wires = [...graph.connectionsTo(nodeId), ...graph.connectionsFrom(nodeId)].map(fields);
  return wires.map((w) => ({
    ...w,
    ...(w.targetNode === nodeId
      ? { targetInputIdentifier: map[w.targetInputIdentifier] ?? w.targetInputIdentifier }
      : {}),
    ...(w.sourceNode === nodeId
      ? { sourceOutputIdentifier: map[w.sourceOutputIdentifier] ?? w.sourceOutputIdentifier }
      : {}),
  }));
}

function remapCustomParams(
  params: Record<string, CustomParam>,
  map: Record<string, string>,
): Record<string, CustomParam> {
  const out: Record<string, CustomParam> = {};
  for (const cp of Object.values(params)) {
    const id = map[cp.id] ?? cp.id;
    out[id] = { ...cp, id, ...(cp.parent ? { parent: map[cp.parent] ?? cp.parent } : {}) };
  }
  return out;
}

/** Inner nodes ordered parents before children. */
function parentsFirst(nodes: GraphNode[]): GraphNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const depth = (n: GraphNode): number => {
    let d = 0;
    for (
      let p = n.parentId ? byId.get(n.parentId) : undefined;
      p;
      p = p.parentId ? byId.get(p.parentId) : undefined
    )
      d++;
    return d;
  };
  return [...nodes].sort((a, b) => depth(a) - depth(b));
}

/**
 * The events that unpack a UDN node (spec 2 §4 UDN nodes): inner nodes and wires with new ids
 * (custom param ids too), the node's wires re-added with its sockets remapped, and the repack
 * mappings kept on the node. Refuses with 'Cannot unpack node' without a UDN or its graph.
 */
export function unpackEvents(
  graph: EvalGraph,
  library: UdnLibrary,
  nodeId: string,
  random: RandomSource = Math.random,
  now: () => number = Date.now,
): EventInput[] {
  const node = graph.getNode(nodeId);
  const internals = node?.udnId ? library.internals(node.udnId) : undefined;
  if (!node?.udnId || node.unpacked || !internals || internals.graph.nodes.length === 0) {
    throw new UdnError('NotUdn', UDN_MESSAGES.cannotUnpack);
  }
  const mappings: UdnRepackMappings = { nodeIdMapping: {}, customParamIdMapping: {} };
  const inner = new Set(internals.graph.nodes.map((n) => n.id));
  for (const n of internals.graph.nodes) {
    mappings.nodeIdMapping[n.id] = generateNodeId(random);
    for (const cp of Object.values(n.customParams))
      mappings.customParamIdMapping[cp.id] = generateCustomParamId(random);
  }
  const ids = mappings.nodeIdMapping;
  let counter = 0;
  const timestamp = now();
  const stamp = () => ({ eventId: `${nodeId}:unpack:${counter++}`, timestamp });
  const innerEvents = [
    ...parentsFirst(internals.graph.nodes).map((n) => {
      const { trayNodeId, ...rest } = n;
      const copy: GraphNode = {
        ...rest,
        id: ids[n.id],
        parentId: n.parentId && inner.has(n.parentId) ? ids[n.parentId] : node.id,
        customParams: remapCustomParams(n.customParams, mappings.customParamIdMapping),
        ...(trayNodeId && ids[trayNodeId] ? { trayNodeId: ids[trayNodeId] } : {}),
      };
      return { eventType: 'nodeBootstrapped', ...stamp(), node: copy };
    }),
    ...internals.graph.connections.map((c) => ({
      eventType: 'connectionCreated',
      ...stamp(),
      connection: {
        ...fields(c),
        sourceNode: ids[c.sourceNode] ?? c.sourceNode,
        targetNode: ids[c.targetNode] ?? c.targetNode,
      },
    })),
  ];
  return [
    {
      eventType: 'unpacked',
      nodeId,
      innerEvents,
      connections: remapWires(graph, nodeId, ids),
      definitionName: LEVEL_DEFINITION,
    },
    {
      eventType: 'levelUdnIdAndRepackMappingsChanged',
      nodeId,
      udnId: node.udnId,
      udnRepackMappings: mappings,
    },
  ] as EventInput[];
}

/** The event that packs an unpacked UDN back: wires remapped from inner socket ids to the UDN's. */
export function packEvents(graph: EvalGraph, library: UdnLibrary, nodeId: string): EventInput[] {
  const node = graph.getNode(nodeId);
  if (!node?.unpacked || !node.udnId)
    throw new UdnError('NotUnpackedUdn', `Node is not an unpacked UDN: ${node?.name ?? nodeId}`);
  const meta = library.requireFor(node);
  const back: Record<string, string> = {};
  for (const [from, to] of Object.entries(node.udnRepackMappings?.nodeIdMapping ?? {})) back[to] = from;
  return [
    {
      eventType: 'packed',
      nodeId,
      udnId: node.udnId,
      definitionName: meta.definition.definitionName,
      connections: remapWires(graph, nodeId, back),
    },
  ] as EventInput[];
}

/** Changing a node to another UDN (another version of its group, for instance). */
export function changeToUdnEvent(node: GraphNode, library: UdnLibrary, udnId: string): EventInput {
  const meta = library.metadata(udnId);
  if (!meta) throw new UdnError('UdnDefinitionNotFound', UDN_MESSAGES.notFound);
  return {
    eventType: 'definitionChanged',
    nodeId: node.id,
    definitionName: meta.definition.definitionName,
    params: versionParams(node, library, udnId),
    udnId,
  } as EventInput;
}

/**
 * The params a node gets on moving to a UDN version: that version's own (the registry's entry for
 * the name may be another version of the group), at their defaults, keeping same-named values.
 */
function versionParams(node: GraphNode, library: UdnLibrary, udnId: string): Record<string, DefinedParam> {
  const params = defaultParams(library.definition(udnId)!);
  for (const key of Object.keys(params)) if (node.params[key]) params[key] = node.params[key];
  return params;
}

export function udnUpdateStrategyEvent(nodeId: string, strategy: UdnUpdateStrategy | undefined): EventInput {
  return { eventType: 'udnUpdateStrategyChanged', nodeId, ...(strategy ? { strategy } : {}) } as EventInput;
}

/**
 * udnUpdateStrategy 'auto': packed nodes whose UDN has a newer version in its group move to it;
 * 'manual' (the default) only shows the outdated warning.
 */
export function autoUpdateEvents(graph: EvalGraph, library: UdnLibrary): EventInput[] {
  const events: EventInput[] = [];
  for (const node of graph.nodes()) {
    if (node.udnUpdateStrategy !== 'auto' || !node.udnId || node.unpacked) continue;
    const current = library.metadata(node.udnId);
    const latest = library.latestInGroup(node.udnId);
    if (!current || !latest || latest.definition.udnId === node.udnId) continue;
    if (compareUdnVersions(latest.definition.version, current.definition.version) > 0) {
      events.push(changeToUdnEvent(node, library, latest.definition.udnId));
    }
  }
  return events;
}
