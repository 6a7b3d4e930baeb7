import { DefinitionRegistry, type GraphNode, type NodeModule, ROOT_CONTEXT_IDS } from '@nodeloom/engine';
import { modules as contextModules } from '@nodeloom/nodes/contexts';
import { categoriesOf, categoryLoaders, EDITOR_CATEGORIES } from '@nodeloom/nodes/lazy';

/**
 * The page's one node library. The built-in nodes' code comes a category at a time, each category
 * a chunk of its own (with its heavy dependencies) that joins this registry when it has loaded: a
 * project with nodes waits for the categories its graph uses before its graph is built, and the
 * rest load after the canvas's first frame (the canvas asks for them); an empty project's first
 * frame waits for none; the projects page prefetches them all when idle.
 */
const registry = new DefinitionRegistry();
// the root contexts every project has (and an empty one bootstraps) are small and always there
registry.registerAll(contextModules);
const categoryLoads = new Map<string, Promise<readonly NodeModule[]>>();
let loading: Promise<DefinitionRegistry> | undefined;
let loaded = false;
const loadedListeners = new Set<() => void>();

function register(modules: readonly NodeModule[]): void {
  // a UDN registered meanwhile keeps its place, as it would over a library loaded first
  for (const module of modules) {
    if (!registry.has(module.definition.definitionName)) registry.register(module);
  }
}

/** Loads these categories' nodes into the library, each once; later calls share the first load. */
function loadCategories(names: Iterable<string>): Promise<void> {
  const loads = [...names].map((name) => {
    let load = categoryLoads.get(name);
    if (!load) {
      load = categoryLoaders[name]();
      categoryLoads.set(name, load);
      // a failed category is asked for again by the next caller
      load.catch(() => categoryLoads.delete(name));
    }
    return load;
  });
  // registered in the order asked, whatever order the chunks arrive in
  return Promise.all(loads).then((categories) => {
    for (const modules of categories) register(modules);
  });
}

/** Loads every built-in node into the library, once; later calls share the first. */
export function loadNodeLibrary(): Promise<DefinitionRegistry> {
  loading ??= loadCategories(Object.keys(categoryLoaders)).then(
    () => {
      loaded = true;
      for (const listener of loadedListeners) listener();
      loadedListeners.clear();
      return registry;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads what building this graph needs: the categories of its nodes and those the editor's own
 * commands create (a level, a dot, a sticky note); nothing for a graph of its root contexts alone.
 * A graph using a UDN waits for every category: the UDN's graph (read after, maybe from the
 * browser's cache before the build) may hold any node.
 */
export async function loadNodeLibraryFor(
  nodes: readonly Pick<GraphNode, 'id' | 'definitionName' | 'udnId'>[],
): Promise<DefinitionRegistry> {
  if (!needsNodeLibrary(nodes) || loaded) return registry;
  if (nodes.some((node) => node.udnId !== undefined)) return loadNodeLibrary();
  const used = categoriesOf(nodes.map((node) => node.definitionName));
  await loadCategories(new Set([...EDITOR_CATEGORIES, ...used]));
  return registry;
}

/** True when a graph holds nodes besides its root contexts: building it needs the built-in nodes. */
export function needsNodeLibrary(nodes: readonly Pick<GraphNode, 'id'>[]): boolean {
  return nodes.some((node) => !ROOT_CONTEXT_IDS.has(node.id));
}

/**
 * Runs `write` at once, or, when it would write into this library before all its built-in nodes
 * have loaded (a paste right after a project opened), once they have.
 */
export function withNodeLibrary(target: DefinitionRegistry, write: () => void): void {
  if (loaded || target !== registry) write();
  else void loadNodeLibrary().then(write);
}

/** The library: only some of the built-in nodes until `loadNodeLibrary()` has resolved. */
export function nodeLibrary(): DefinitionRegistry {
  return registry;
}

/** True once every built-in node is in the library. */
export function nodeLibraryLoaded(): boolean {
  return loaded;
}

/** Calls `listener` once when the last built-in nodes join the library (never if they already have). */
export function whenNodeLibraryLoads(listener: () => void): void {
  if (!loaded) loadedListeners.add(listener);
}
