import type { ConnectionWithId } from '@nodeloom/engine';
import type { Edge } from '@xyflow/react';

/** A wire's place among the wires of its (multi-)input: slot `slot` of `slots`, by order. */
export type WireData = { slot: number; slots: number };
export type CanvasEdge = Edge<WireData, 'wire'>;

interface Entry {
  connection: ConnectionWithId;
  slot: number;
  slots: number;
  selected: boolean;
  flow: CanvasEdge;
}

/**
 * Derives xyflow's controlled `edges` from the level's connections, keeping each unchanged
 * wire's object (same idea as FlowNodesDerivation). Wire selection is view state: a wire is
 * not an editor selection (spec: selection holds nodes).
 */
export class FlowEdgesDerivation {
  #entries = new Map<string, Entry>();
  #connections: readonly ConnectionWithId[] | undefined;
  #selected: ReadonlySet<string> | undefined;
  #result: CanvasEdge[] = [];

  derive(connections: readonly ConnectionWithId[], selected: ReadonlySet<string>): CanvasEdge[] {
    if (connections === this.#connections && selected === this.#selected) return this.#result;
    const slots = slotsOf(connections);
    const next: CanvasEdge[] = [];
    const live = new Set<string>();
    for (const connection of connections) {
      const [slot, count] = slots.get(connection.id) ?? [0, 1];
      const isSelected = selected.has(connection.id);
      let entry = this.#entries.get(connection.id);
      if (
        !entry ||
        entry.connection !== connection ||
        entry.slot !== slot ||
        entry.slots !== count ||
        entry.selected !== isSelected
      ) {
        entry = {
          connection,
          slot,
          slots: count,
          selected: isSelected,
          flow: toEdge(connection, slot, count, isSelected),
        };
        this.#entries.set(connection.id, entry);
      }
      live.add(connection.id);
      next.push(entry.flow);
    }
    for (const id of this.#entries.keys()) if (!live.has(id)) this.#entries.delete(id);
    this.#connections = connections;
    this.#selected = selected;
    this.#result = next;
    return next;
  }
}

/** Slot of every wire among the wires into the same input, ordered by `order` (then id, for ties). */
export function slotsOf(connections: readonly ConnectionWithId[]): Map<string, [number, number]> {
  const groups = new Map<string, ConnectionWithId[]>();
  for (const c of connections) {
    const key = `${c.targetNode}\u0000${c.targetInputIdentifier}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  const slots = new Map<string, [number, number]>();
  for (const group of groups.values()) {
    group.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    for (const [i, c] of group.entries()) slots.set(c.id, [i, group.length]);
  }
  return slots;
}

function toEdge(c: ConnectionWithId, slot: number, slots: number, selected: boolean): CanvasEdge {
  return {
    id: c.id,
    type: 'wire',
    source: c.sourceNode,
    target: c.targetNode,
    sourceHandle: c.sourceOutputIdentifier,
    targetHandle: c.targetInputIdentifier,
    data: { slot, slots },
    selected,
  };
}
