// Changing a node's definition (spec 2 §4 UDN nodes): the engine's definitionChanged event, which
// removes the node's wires (and a level's children) and reconnects those whose input or output
// matches the new definition by identifier or by name.
import type { EventInput, GraphNode, NodeDefinition, UdnLibrary, UdnUpdateStrategy } from '@nodeloom/engine';
import { REFUSALS, type Refusal, refusal } from '../base/errors.js';

/** Spec 2 §4: "An unpacked UDN cannot change definition." */
export const UNPACKED_UDN_CANNOT_CHANGE_DEFINITION = REFUSALS['udn.unpackedCannotChangeDefinition']();

/** Why this node cannot take another definition, or undefined when it can. */
export function definitionChangeRefusal(node: Pick<GraphNode, 'unpacked'>): Refusal | undefined {
  return node.unpacked ? refusal('udn.unpackedCannotChangeDefinition') : undefined;
}

/** The event that moves a node to a definition (a UDN's definition carries its udnId). */
export function definitionChangeEvent(
  node: Pick<GraphNode, 'id'>,
  definition: Pick<NodeDefinition, 'definitionName' | 'udnId'>,
): EventInput<'definitionChanged'> {
  const event: EventInput<'definitionChanged'> = {
    eventType: 'definitionChanged',
    nodeId: node.id,
    definitionName: definition.definitionName,
  };
  if (definition.udnId) event.udnId = definition.udnId;
  return event;
}

/** The UDN update strategies a node may have (spec 1 §3 udnUpdateStrategy); absent means manual. */
export const UDN_UPDATE_STRATEGIES: readonly { value: UdnUpdateStrategy; label: string }[] = [
  { value: 'manual', label: 'Update UDN manually' },
  { value: 'auto', label: 'Update UDN automatically' },
];

/**
 * The UDN nodes set to update automatically that use an older published version than their
 * group's newest: node id → the newest version's UDN id. Drafts are never moved to on their own.
 */
export function automaticUdnUpdates(
  nodes: Iterable<GraphNode>,
  library: Pick<UdnLibrary, 'versionStatus' | 'metadata' | 'versionGroup'>,
): Map<string, string> {
  const updates = new Map<string, string>();
  for (const node of nodes) {
    if (node.udnUpdateStrategy !== 'auto' || node.unpacked || !node.udnId) continue;
    const status = library.versionStatus(node);
    if (status?.kind !== 'older') continue;
    const meta = library.metadata(node.udnId);
    const newest = meta
      ? library.versionGroup(meta.versionGroup.id).find((m) => m.definition.version === status.latest)
      : undefined;
    if (newest) updates.set(node.id, newest.definition.udnId);
  }
  return updates;
}
