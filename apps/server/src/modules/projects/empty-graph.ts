import type { GraphDto } from '@nodeloom/api';
import { type DefinitionRegistry, ROOT_CONTEXTS, rootContextNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';

let registry: DefinitionRegistry | undefined;

/** The node library's definitions, built once (the engine needs them for node defaults). */
export function builtInRegistry(): DefinitionRegistry {
  registry ??= createBuiltInRegistry();
  return registry;
}

/**
 * The graph of a new project: the engine's root contexts (hex, tex, fex) under Root, as the
 * engine bootstraps them for an empty project (spec 2 §4).
 */
export function emptyProjectGraph(): GraphDto {
  return { nodes: ROOT_CONTEXTS.map((root) => rootContextNode(builtInRegistry(), root.id)), connections: [] };
}
