import type { UdnMetadata } from '@nodeloom/engine';

/** What moving a node from one UDN version to another adds and removes, by socket or param name. */
export interface VersionChanges {
  inputs: { added: string[]; removed: string[] };
  outputs: { added: string[]; removed: string[] };
  params: { added: string[]; removed: string[] };
}

function compare<T>(from: readonly T[] | undefined, to: readonly T[] | undefined, key: (item: T) => string) {
  const before = new Set((from ?? []).map(key));
  const after = new Set((to ?? []).map(key));
  return {
    added: [...after].filter((k) => !before.has(k)),
    removed: [...before].filter((k) => !after.has(k)),
  };
}

/**
 * Inputs, outputs and params added or removed between two UDN versions. Sockets count by label
 * (what the user sees; wires are matched by identifier, then by name), params by name.
 */
export function versionChanges(from: UdnMetadata, to: UdnMetadata): VersionChanges {
  return {
    inputs: compare(from.definition.inputs, to.definition.inputs, (i) => i.label),
    outputs: compare(from.definition.outputs, to.definition.outputs, (o) => o.label),
    params: compare(from.definition.parameters, to.definition.parameters, (p) => p.name),
  };
}

export function hasChanges(changes: VersionChanges): boolean {
  return Object.values(changes).some((c) => c.added.length > 0 || c.removed.length > 0);
}
