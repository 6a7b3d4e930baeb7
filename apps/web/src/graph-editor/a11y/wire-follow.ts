import type { Connection } from '@nodeloom/engine';

/** Up: towards the nodes wired into a node's inputs; down: towards the nodes its outputs feed. */
export type WireDirection = 'up' | 'down';

/** Socket order of a node's definition: the order its inputs and outputs are drawn in. */
export interface SocketOrder {
  inputs: readonly string[];
  outputs: readonly string[];
}

/**
 * The nodes wired to `nodeId` in one direction, each once, in the order a reader meets them: by
 * the node's socket order (an unknown socket last), then by the wire's order on its input.
 */
export function wiredNeighbours(
  nodeId: string,
  connections: readonly Connection[],
  sockets: SocketOrder,
  direction: WireDirection,
): string[] {
  const up = direction === 'up';
  const order = up ? sockets.inputs : sockets.outputs;
  const rank = (identifier: string) => {
    const index = order.indexOf(identifier);
    return index === -1 ? order.length : index;
  };
  const wires = connections
    .filter((c) => (up ? c.targetNode : c.sourceNode) === nodeId)
    .map((c) => ({
      other: up ? c.sourceNode : c.targetNode,
      socket: rank(up ? c.targetInputIdentifier : c.sourceOutputIdentifier),
      order: c.order,
    }))
    .sort((a, b) => a.socket - b.socket || a.order - b.order);
  return [...new Set(wires.map((w) => w.other).filter((id) => id !== nodeId))];
}

/**
 * Following wires with repeats: the first press from a node goes to its first neighbour; a repeated
 * press (the same direction, Alt still held) goes to the origin's next neighbour, wrapping round.
 */
export class WireWalk {
  #cycle: { origin: string; direction: WireDirection; list: readonly string[]; at: number } | undefined;

  /** where the press goes; `neighbours(id)` lists a node's neighbours in the press's direction */
  next(
    focused: string,
    direction: WireDirection,
    neighbours: (nodeId: string) => readonly string[],
  ): string | undefined {
    const cycle = this.#cycle;
    if (cycle && cycle.direction === direction && cycle.list[cycle.at] === focused) {
      const list = neighbours(cycle.origin);
      if (list.length > 0) {
        const at = (Math.max(0, list.indexOf(focused)) + 1) % list.length;
        this.#cycle = { ...cycle, list, at };
        return list[at];
      }
    }
    const list = neighbours(focused);
    this.#cycle = list.length > 0 ? { origin: focused, direction, list, at: 0 } : undefined;
    return list[0];
  }

  /** any other key, or Alt pressed anew: the next press starts from the focused node */
  reset(): void {
    this.#cycle = undefined;
  }
}
