import type { DefinitionRegistry, GraphNode } from '../model/index.js';
import { CONTEXT_DEFINITIONS } from '../model/index.js';
import { type EvalGraph, rootOf } from './graph-view.js';
import { isLevelLike, KIND } from './kinds.js';
import { WARNING_MESSAGES } from './messages.js';

/** Where a UDN node's version stands against the newest of its version group (from the UDN library). */
export type UdnVersionStatus =
  | { kind: 'current' }
  | { kind: 'outdated' }
  | { kind: 'outdatedDraft' }
  | { kind: 'older'; version: string; latest: string };

export interface WarningOptions {
  /** the UDN library's verdict for a node with a udnId */
  udnStatus?: (node: GraphNode) => UdnVersionStatus | undefined;
}

function udnWarning(status: UdnVersionStatus | undefined): string | undefined {
  switch (status?.kind) {
    case 'outdated':
      return WARNING_MESSAGES.outdatedUdn;
    case 'outdatedDraft':
      return WARNING_MESSAGES.outdatedUdnDraft;
    case 'older':
      return WARNING_MESSAGES.udnVersion(status.version, status.latest);
    default:
      return undefined;
  }
}

function siblingsOfKind(graph: EvalGraph, node: GraphNode, kind: string): GraphNode[] {
  const out: GraphNode[] = [];
  for (const id of graph.childrenOf(node.parentId)) {
    const sibling = graph.getNode(id);
    if (sibling?.definitionName === kind) out.push(sibling);
  }
  return out;
}

/**
 * The node warnings of spec 2 §5 for every node (singletons, level sockets, context
 * availability, outdated UDNs): id → messages. One pass over the graph.
 */
export function collectNodeWarnings(
  graph: EvalGraph,
  registry: DefinitionRegistry,
  options: WarningOptions = {},
): Map<string, string[]> {
  const warnings = new Map<string, string[]>();
  const add = (id: string, message: string) => {
    const list = warnings.get(id);
    if (list) list.push(message);
    else warnings.set(id, [message]);
  };
  const byDefinition = new Map<string, GraphNode[]>();
  for (const node of graph.nodes()) {
    const list = byDefinition.get(node.definitionName);
    if (list) list.push(node);
    else byDefinition.set(node.definitionName, [node]);
  }
  for (const [definitionName, nodes] of byDefinition) {
    const definition = registry.get(definitionName);
    if (definition?.globalSingleton && nodes.length > 1) {
      for (const node of nodes) add(node.id, WARNING_MESSAGES.globalSingleton(definitionName));
    }
    for (const node of nodes) {
      if (definition?.localSingleton && siblingsOfKind(graph, node, definitionName).length > 1) {
        add(node.id, WARNING_MESSAGES.localSingleton(definitionName));
      }
      if (definitionName === KIND.levelInput || definitionName === KIND.levelOutput) {
        const parent = node.parentId ? graph.getNode(node.parentId) : undefined;
        if (!parent || !isLevelLike(parent)) add(node.id, WARNING_MESSAGES.levelSocketParent);
      }
      if (definitionName === KIND.levelInput) {
        const inputs = siblingsOfKind(graph, node, KIND.levelInput);
        if (inputs.length > 1 && inputs.some((i) => i.params.isMultiInput?.value === true)) {
          add(node.id, WARNING_MESSAGES.multiInputLevelInput);
        }
      }
      const contexts = definition?.availableContexts;
      const root = contexts ? rootOf(graph, node.id) : undefined;
      if (contexts && root && root.id !== node.id && CONTEXT_DEFINITIONS.has(root.definitionName)) {
        if (!contexts.includes(root.definitionName as (typeof contexts)[number])) {
          add(node.id, WARNING_MESSAGES.context(root.definitionName));
        }
      }
      if (node.udnId && options.udnStatus) {
        const message = udnWarning(options.udnStatus(node));
        if (message) add(node.id, message);
      }
    }
  }
  return warnings;
}
