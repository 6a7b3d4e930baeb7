import type { ConnectRequest, XY } from '../../../editor/index.js';
import { canFeed } from '../../model/data-types.js';
import type { SocketBox } from '../../model/socket-layout.js';
import type { SceneNode } from '../scene-model.js';

/** One socket of one node on the canvas, with the point a wire meets it (flow units). */
export interface SocketEnd {
  nodeId: string;
  socket: SocketBox;
  /** an input's top-centre, an output's bottom-centre: where xyflow measures a handle from */
  x: number;
  y: number;
}

export function socketEnd(node: SceneNode, socket: SocketBox): SocketEnd {
  return {
    nodeId: node.id,
    socket,
    x: node.x + socket.x + socket.width / 2,
    y: node.y + socket.y + (socket.kind === 'input' ? 0 : socket.height),
  };
}

/**
 * The socket under `at`, the topmost node's first (nodes in paint order). A socket is hit in its
 * rounded shape, as the xyflow canvas's handle is (a 16 px circle, a multi-input's pill: the
 * browser hit-tests an element's border-radius), not in its square box: a press just off a
 * socket's round edge, on the node's title, moves or selects the node there as it does on xyflow.
 */
export function socketUnder(nodes: readonly SceneNode[], at: XY): SocketEnd | undefined {
  const byOrder = [...nodes].sort((a, b) => b.order - a.order);
  for (const node of byOrder) {
    for (const s of node.sockets)
      if (inRoundedBox(s, at.x - node.x, at.y - node.y)) return socketEnd(node, s);
  }
  return undefined;
}

/** Whether a point (relative to the node) is in a socket's box with its corners rounded by half its height. */
function inRoundedBox(s: SocketBox, x: number, y: number): boolean {
  if (x < s.x || x > s.x + s.width || y < s.y || y > s.y + s.height) return false;
  const r = Math.min(s.width, s.height) / 2;
  // the nearest point of the box's inner rectangle (the box shrunk by r): within r of it is in
  const cx = Math.min(Math.max(x, s.x + r), s.x + s.width - r);
  const cy = Math.min(Math.max(y, s.y + r), s.y + s.height - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/**
 * The socket a dragged wire is near, as xyflow's connection radius finds it: the nearest socket
 * of any kind within `radius` of `at` (the one it came from left out); on a tie the one of the
 * opposite kind. Whether the wire may go there is `connection`'s to say.
 */
export function closestSocket(
  nodes: readonly SceneNode[],
  at: XY,
  radius: number,
  from: SocketEnd,
): SocketEnd | undefined {
  let best: SocketEnd | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const node of nodes) {
    for (const s of node.sockets) {
      if (node.id === from.nodeId && s.kind === from.socket.kind && s.identifier === from.socket.identifier)
        continue;
      const end = socketEnd(node, s);
      const distance = Math.hypot(end.x - at.x, end.y - at.y);
      if (distance > radius) continue;
      const tieToOpposite = distance === bestDistance && s.kind !== from.socket.kind;
      if (distance < bestDistance || tieToOpposite) {
        best = end;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/**
 * The wire a drag from `from` to `to` makes, as xyflow's isValidConnection allows it: an output
 * into an input (either way round), of two different nodes, of types that can feed each other.
 */
export function connection(from: SocketEnd, to: SocketEnd): ConnectRequest | undefined {
  if (from.socket.kind === to.socket.kind || from.nodeId === to.nodeId) return undefined;
  const [out, into] = from.socket.kind === 'output' ? [from, to] : [to, from];
  if (!canFeed(out.socket.dataType, into.socket.dataType)) return undefined;
  return {
    sourceNode: out.nodeId,
    sourceOutputIdentifier: out.socket.identifier,
    targetNode: into.nodeId,
    targetInputIdentifier: into.socket.identifier,
  };
}
