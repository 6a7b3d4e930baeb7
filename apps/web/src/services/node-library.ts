import type { DefinitionRegistry } from '@nodeloom/engine';

let registry: DefinitionRegistry | undefined;
let loading: Promise<DefinitionRegistry> | undefined;

/**
 * The built-in node library, built once per page. Its code is a chunk of its own: the open flow
 * loads it while the project is fetched, and the projects page prefetches it when idle.
 */
export function loadNodeLibrary(): Promise<DefinitionRegistry> {
  loading ??= import('@nodeloom/nodes').then((nodes) => {
    registry = nodes.createBuiltInRegistry();
    return registry;
  });
  return loading;
}

/** The loaded library; the open flow awaits `loadNodeLibrary()` before anything reads it. */
export function nodeLibrary(): DefinitionRegistry {
  if (!registry) throw new Error('The node library was read before it had loaded');
  return registry;
}
