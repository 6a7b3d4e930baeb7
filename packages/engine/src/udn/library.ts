import type { UdnVersionStatus } from '../eval/warnings.js';
import type { DefinitionRegistry, GraphNode, NodeDefinition } from '../model/index.js';
import { DEFAULT_NODE_COLOR, LEVEL_DEFINITION } from '../model/index.js';
import { OUTDATED, UDN_MESSAGES } from './constants.js';
import { UdnError } from './errors.js';
import type { UdnMetadata, UdnWithGraph } from './types.js';
import { compareUdnVersions, isSemanticVersion } from './versions.js';

function toDefinition(meta: UdnMetadata): NodeDefinition {
  const d = meta.definition;
  return {
    definitionName: d.definitionName,
    description: d.description ?? '',
    category: 'udn',
    package: 'udn',
    keywords: [],
    async: false,
    hasSubLevel: true,
    localSingleton: false,
    globalSingleton: false,
    udnId: d.udnId,
    inputs: d.inputs ?? [],
    parameters: d.parameters ?? [],
    outputs: d.outputs ?? [],
    editorConfig: {
      definitionName: d.definitionName,
      nodeName: meta.editorConfig?.nodeName ?? d.definitionName,
      style: meta.editorConfig?.style ?? { backgroundColor: DEFAULT_NODE_COLOR },
      ...(meta.editorConfig?.size ? { size: meta.editorConfig.size } : {}),
    },
  };
}

/**
 * The UDN part of the node library: metadata first (it registers a definition), then internals
 * (the UDN's graph), with the spec's errors in the spec's order; versions and version groups.
 */
/** The UDN library over each registry, so a node's own version's definition can be found from the registry alone. */
const libraries = new WeakMap<DefinitionRegistry, UdnLibrary>();

/**
 * The definition of a node: for a UDN node, the definition of the version it uses (its udnId),
 * not the registry's entry for the name, which holds one version of the group (the newest).
 * Lookups of a node's sockets and params should go through this.
 */
export function nodeDefinition(
  registry: DefinitionRegistry,
  node: Pick<GraphNode, 'definitionName' | 'udnId'>,
): NodeDefinition | undefined {
  const own = node.udnId ? libraries.get(registry)?.definition(node.udnId) : undefined;
  return own ?? registry.get(node.definitionName);
}

/** Which of two versions of a name the registry lists: a published version over a draft, then the newer. */
function preferred(a: UdnMetadata, b: UdnMetadata): UdnMetadata {
  const published = (m: UdnMetadata) => isSemanticVersion(m.definition.version);
  if (published(a) !== published(b)) return published(a) ? a : b;
  return compareUdnVersions(a.definition.version, b.definition.version) >= 0 ? a : b;
}

export class UdnLibrary {
  readonly #metadata = new Map<string, UdnMetadata>();
  /** every registered version's own definition, by udnId: usages of older versions keep their sockets */
  readonly #definitions = new Map<string, NodeDefinition>();
  /** the version the registry lists under each definition name */
  readonly #listed = new Map<string, UdnMetadata>();
  readonly #internals = new Map<string, UdnWithGraph>();
  readonly #warn: (message: string) => void;

  constructor(
    private readonly registry: DefinitionRegistry,
    options: { warn?: (message: string) => void } = {},
  ) {
    this.#warn = options.warn ?? ((message) => console.warn(message));
    libraries.set(registry, this);
  }

  /** The definition of one UDN version (its own inputs, params and outputs). */
  definition(udnId: string): NodeDefinition | undefined {
    return this.#definitions.get(udnId);
  }

  /** The definition of a node: its own UDN version's, else the registry's by name. */
  definitionOf(node: Pick<GraphNode, 'definitionName' | 'udnId'>): NodeDefinition | undefined {
    return (
      (node.udnId ? this.#definitions.get(node.udnId) : undefined) ?? this.registry.get(node.definitionName)
    );
  }

  isRegistered(udnId: string): boolean {
    return this.#metadata.has(udnId);
  }
  metadata(udnId: string): UdnMetadata | undefined {
    return this.#metadata.get(udnId);
  }
  internals(udnId: string): UdnWithGraph | undefined {
    return this.#internals.get(udnId);
  }
  registeredIds(): string[] {
    return [...this.#metadata.keys()];
  }

  /**
   * Registers metadata of UDNs not yet registered; problems are only logged as warnings (spec 2
   * §8). Returns the ids registered now.
   */
  registerMetadata(items: Iterable<UdnMetadata>): string[] {
    const added: string[] = [];
    for (const item of items) {
      const { udnId, definitionName, hasSubLevel } = item.definition;
      if (this.#metadata.has(udnId)) continue;
      if (!hasSubLevel) {
        this.#warn(UDN_MESSAGES.notValid(udnId, definitionName));
        continue;
      }
      if (definitionName === LEVEL_DEFINITION) {
        this.#warn(UDN_MESSAGES.levelName(udnId));
        continue;
      }
      this.#metadata.set(udnId, item);
      const definition = toDefinition(item);
      this.#definitions.set(udnId, definition);
      // the name lists one version (what the node picker creates), whichever order they arrive in
      const listed = this.#listed.get(definitionName);
      if (!listed || preferred(item, listed) === item) {
        this.#listed.set(definitionName, item);
        this.registry.register({ definition });
      }
      added.push(udnId);
    }
    return added;
  }

  /**
   * Registers metadata, replacing what a UDN already registered had (a draft that was written
   * again). Returns the ids registered or replaced.
   */
  replaceMetadata(items: Iterable<UdnMetadata>): string[] {
    const list = [...items];
    const names = new Set<string>();
    for (const item of list) {
      const old = this.#metadata.get(item.definition.udnId);
      if (!old) continue;
      this.#metadata.delete(item.definition.udnId);
      this.#definitions.delete(item.definition.udnId);
      names.add(old.definition.definitionName);
    }
    const done = this.registerMetadata(list);
    for (const item of list) names.add(item.definition.definitionName);
    for (const name of names) this.#relist(name);
    return done;
  }

  /** Lists under a name the preferred of its registered versions again (or none). */
  #relist(definitionName: string): void {
    let best: UdnMetadata | undefined;
    for (const m of this.#metadata.values())
      if (m.definition.definitionName === definitionName) best = best ? preferred(m, best) : m;
    if (best) {
      this.#listed.set(definitionName, best);
      this.registry.register({ definition: this.#definitions.get(best.definition.udnId)! });
    } else if (this.#listed.delete(definitionName)) this.registry.unregister(definitionName);
  }

  /** Registers a UDN's graph; only after its metadata, and only when it has inner nodes. */
  registerInternals(item: UdnWithGraph): void {
    if (!this.#metadata.has(item.id))
      throw new UdnError('UdnNotRegistered', UDN_MESSAGES.unknownForEvents(item.id));
    if (item.graph.nodes.length === 0)
      throw new UdnError('UdnNoEvents', UDN_MESSAGES.noEvents(item.id, item.definitionName));
    this.#internals.set(item.id, item);
  }

  /** The metadata of a UDN node's UDN; 'UDN {name} is not registered in the node library, id={id}' otherwise. */
  requireFor(node: GraphNode): UdnMetadata {
    const meta = node.udnId ? this.#metadata.get(node.udnId) : undefined;
    if (!meta)
      throw new UdnError(
        'UdnDefinitionNotFound',
        UDN_MESSAGES.notRegistered(node.definitionName, node.udnId ?? ''),
      );
    return meta;
  }

  /** The UDNs of a version group, newest first. */
  versionGroup(groupId: string): UdnMetadata[] {
    return [...this.#metadata.values()]
      .filter((m) => m.versionGroup.id === groupId)
      .sort((a, b) => compareUdnVersions(b.definition.version, a.definition.version));
  }

  /** The newest UDN of the group a UDN belongs to ('latestDraft' counts as newest). */
  latestInGroup(udnId: string): UdnMetadata | undefined {
    const meta = this.#metadata.get(udnId);
    return meta ? this.versionGroup(meta.versionGroup.id)[0] : undefined;
  }

  /** Where a node's UDN version stands, for the outdated-UDN warnings. */
  versionStatus(node: GraphNode): UdnVersionStatus | undefined {
    const meta = node.udnId ? this.#metadata.get(node.udnId) : undefined;
    if (!meta) return undefined;
    const version = meta.definition.version;
    if (version === OUTDATED) return { kind: meta.definition.draft ? 'outdatedDraft' : 'outdated' };
    if (!isSemanticVersion(version)) return { kind: 'current' };
    // a published version is compared with the newest published one of its group
    const latest = this.versionGroup(meta.versionGroup.id).find((m) =>
      isSemanticVersion(m.definition.version),
    );
    if (latest && compareUdnVersions(version, latest.definition.version) < 0) {
      return { kind: 'older', version, latest: latest.definition.version };
    }
    return { kind: 'current' };
  }
}
