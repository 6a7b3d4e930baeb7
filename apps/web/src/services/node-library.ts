import { DefinitionRegistry, type GraphNode, ROOT_CONTEXT_IDS } from '@nodeloom/engine';
import { modules as contextModules } from '@nodeloom/nodes/contexts';

/**
 * The page's one node library. The built-in nodes' code (and their heavy dependencies) is a chunk
 * of its own that joins this registry when it has loaded: a project with nodes waits for it before
 * its graph is built; an empty project's first canvas frame does not (the canvas asks for it right
 * after); the projects page prefetches it when idle.
 */
const registry = new DefinitionRegistry();
// the root contexts every project has (and an empty one bootstraps) are small and always there
registry.registerAll(contextModules);
let loading: Promise<DefinitionRegistry> | undefined;
let loaded = false;
const loadedListeners = new Set<() => void>();

/** Loads the built-in nodes into the library, once; later calls share the first. */
export function loadNodeLibrary(): Promise<DefinitionRegistry> {
  loading ??= import('@nodeloom/nodes').then((nodes) => {
    // a UDN registered meanwhile keeps its place, as it would over a library loaded first
    for (const module of nodes.builtInModules()) {
      if (!registry.has(module.definition.definitionName)) registry.register(module);
    }
    loaded = true;
    for (const listener of loadedListeners) listener();
    loadedListeners.clear();
    return registry;
  });
  return loading;
}

/** True when a graph holds nodes besides its root contexts: building it needs the built-in nodes. */
export function needsNodeLibrary(nodes: readonly Pick<GraphNode, 'id'>[]): boolean {
  return nodes.some((node) => !ROOT_CONTEXT_IDS.has(node.id));
}

/**
 * Runs `write` at once, or, when it would write into this library before its built-in nodes have
 * loaded (a paste right after an empty project opened), once they have.
 */
export function withNodeLibrary(target: DefinitionRegistry, write: () => void): void {
  if (loaded || target !== registry) write();
  else void loadNodeLibrary().then(write);
}

/** The library: without the built-in nodes until `loadNodeLibrary()` has resolved. */
export function nodeLibrary(): DefinitionRegistry {
  return registry;
}

/** True once the built-in nodes are in the library. */
export function nodeLibraryLoaded(): boolean {
  return loaded;
}

/** Calls `listener` once when the built-in nodes join the library (never if they already have). */
export function whenNodeLibraryLoads(listener: () => void): void {
  if (!loaded) loadedListeners.add(listener);
}
