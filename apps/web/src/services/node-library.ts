import {
  DefinitionRegistry,
  type GraphNode,
  type NodeDefinition,
  ROOT_CONTEXT_IDS,
  type Rule,
} from '@nodeloom/engine';
import { modules as contextModules } from '@nodeloom/nodes/contexts';

/**
 * The page's one node library. The built-in nodes' code (and their heavy dependencies) is a chunk
 * of its own that joins this registry when it has loaded. A project with nodes is built on their
 * definitions alone (the catalogue, data only) and its first canvas frame is drawn before that
 * code loads (the workspace asks for it right after the frame); an empty project's first frame
 * needs neither; the projects page prefetches the code when idle.
 */
const registry = new DefinitionRegistry();
// the root contexts every project has (and an empty one bootstraps) are small and always there
registry.registerAll(contextModules);
let loading: Promise<DefinitionRegistry> | undefined;
let loaded = false;
const loadedListeners = new Set<() => void>();
const categoriesLoading = new Map<string, Promise<void>>();
/** The catalogue's definitions still in the library (the built-in modules replace them). */
const catalogued = new Set<NodeDefinition>();
let libraryCodeLoaded: () => void = () => {};
const libraryCode = new Promise<void>((resolve) => {
  libraryCodeLoaded = resolve;
});

/** Loads the built-in nodes into the library, once; later calls share the first. */
export function loadNodeLibrary(): Promise<DefinitionRegistry> {
  loading ??= import('@nodeloom/nodes').then((nodes) => {
    // a UDN registered meanwhile keeps its place, as it would over a library loaded first
    for (const module of nodes.builtInModules()) {
      const present = registry.get(module.definition.definitionName);
      if (!present || catalogued.has(present)) registry.register(module);
    }
    catalogued.clear();
    loaded = true;
    libraryCodeLoaded();
    for (const listener of loadedListeners) listener();
    loadedListeners.clear();
    return registry;
  });
  return loading;
}

/**
 * Loads into the library the built-in definitions of the categories a graph's nodes belong to
 * (data without the rules' code: a math graph loads a few KiB), unless the nodes themselves are
 * there: the graph can be built and drawn on them. A node's rule waits for the nodes' code;
 * evaluating does not ask for it (the first frame comes before evaluation), whoever needs the
 * nodes loads them (`loadNodeLibrary`). A graph with a UDN waits for the nodes themselves: its
 * UDNs' graphs, registered while it opens, may hold any node, and a value computed before they
 * were there must not land after one computed with them.
 */
export async function loadNodeCatalogue(
  nodes: readonly Pick<GraphNode, 'definitionName' | 'udnId'>[],
): Promise<DefinitionRegistry> {
  if (loaded) return registry;
  if (nodes.some((node) => node.udnId)) return loadNodeLibrary();
  const { CATEGORY_OF, CATEGORY_DEFINITIONS } = await import('@nodeloom/nodes/definitions');
  // the root contexts are always there
  const missing = nodes.filter((node) => !registry.has(node.definitionName));
  const categories = [...new Set(missing.map((node) => CATEGORY_OF[node.definitionName]))].filter(
    (category) => category !== undefined,
  );
  await Promise.all(categories.map((category) => loadCategory(category, CATEGORY_DEFINITIONS[category])));
  return registry;
}

/** A category's definitions into the library, once (its module's promise is kept). */
function loadCategory(
  category: string,
  load: (() => Promise<{ DEFINITIONS: readonly NodeDefinition[] }>) | undefined,
): Promise<void> {
  let loading = categoriesLoading.get(category);
  if (!loading && load) {
    loading = load().then(({ DEFINITIONS }) => {
      for (const definition of DEFINITIONS) {
        // the root contexts, the nodes themselves or a UDN registered meanwhile stay
        if (loaded || registry.has(definition.definitionName)) continue;
        catalogued.add(definition);
        registry.register({ definition, rule: ruleOnceLoaded(definition.definitionName) });
      }
    });
    categoriesLoading.set(category, loading);
  }
  return loading ?? Promise.resolve();
}

/** A catalogued node's rule: the node's own once its code has loaded (a node without one outputs nothing). */
function ruleOnceLoaded(definitionName: string): Rule {
  return (ctx) => libraryCode.then(() => registry.rule(definitionName)?.(ctx) ?? {});
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
