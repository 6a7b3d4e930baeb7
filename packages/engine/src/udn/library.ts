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
export class UdnLibrary {
  readonly #metadata = new Map<string, UdnMetadata>();
  readonly #internals = new Map<string, UdnWithGraph>();
  readonly #warn: (message: string) => void;

  constructor(
    private readonly registry: DefinitionRegistry,
    options: { warn?: (message: string) => void } = {},
  ) {
    this.#warn = options.warn ?? ((message) => console.warn(message));
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
      this.registry.register({ definition: toDefinition(item) });
      added.push(udnId);
    }
    return added;
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
