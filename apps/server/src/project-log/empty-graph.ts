import type { GraphDto } from '@nodeloom/api';
import { type DefinitionRegistry, ROOT_CONTEXTS, rootContextNode } from '@nodeloom/engine';

let registry: Promise<DefinitionRegistry> | undefined;

/**
 * The node library's definitions (the engine needs them for node defaults), loaded on first use
 * and built once: importing the library takes about a second, which a start and most requests
 * do not need.
 */
export function builtInRegistry(): Promise<DefinitionRegistry> {
  registry ??= import('@nodeloom/nodes').then((nodes) => nodes.createBuiltInRegistry());
  return registry;
}

/**
 * The engine's root contexts (hex, tex, fex) under Root, as the engine bootstraps them for an
 * empty project (spec 2 §4).
 */
export function rootContextsGraph(definitions: DefinitionRegistry): GraphDto {
  return { nodes: ROOT_CONTEXTS.map((root) => rootContextNode(definitions, root.id)), connections: [] };
}

/** The graph of a new project: its root contexts. */
export async function emptyProjectGraph(): Promise<GraphDto> {
  return rootContextsGraph(await builtInRegistry());
}
