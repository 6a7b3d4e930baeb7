import type { ConnectRequest, XY } from '../../../editor/index.js';
import { SOCKET_SIZE } from '../../model/socket-layout.js';
import type { PointerInput, PointerTool, ToolDrag } from '../pointer-gestures.js';
import type { SceneNode } from '../scene-model.js';
import { screenToFlow, type View } from '../view-transform.js';
import { closestSocket, connection, type SocketEnd, socketUnder } from './socket-targets.js';

/** A dragged wire snaps to a socket this near, in flow units (xyflow's connectionRadius, as FlowCanvas sets it). */
export const CONNECTION_RADIUS = 24;
/** A wire end is grabbed within this radius of a point this far past its socket (xyflow's reconnectRadius). */
export const RECONNECT_RADIUS = 10;
/** A click on a wire hits it this near, in screen pixels (half xyflow's interactionWidth of 14). */
export const WIRE_TOLERANCE = 7;
/** A press moves this far (CSS pixels) before it drags a wire (xyflow's connectionDragThreshold). */
const DRAG_THRESHOLD = 1;

/** A wire end a press took: the wire, and the socket at its other end, which stays. */
export interface WireGrab {
  wireId: string;
  fixed: SocketEnd;
}

/** The wire being dragged, as drawn: from its socket to the pointer, or to the socket it snapped to. */
export interface LiveWire {
  from: SocketEnd;
  /** flow point of its loose end */
  to: XY;
  /** the socket it would go into, when it may */
  snapped?: SocketEnd;
  /** the wire it was taken from (not drawn while it is moved) */
  detached?: string;
}

/** What the wire gestures read and call: the canvas's hit tests and the editor's wire writes. */
export interface WiringPorts {
  readOnly(): boolean;
  view(): View;
  /** the nodes whose boxes come within `radius` of a flow point */
  nodesNear(at: XY, radius: number): readonly SceneNode[];
  nodeAt(at: XY): string | undefined;
  /** the wire end whose grab circle holds a flow point */
  wireEndAt(at: XY, radius: number): WireGrab | undefined;
  /** the topmost wire within `tolerance` flow units of a flow point */
  wireAt(at: XY, tolerance: number): string | undefined;
  connect(request: ConnectRequest): void;
  reconnect(wireId: string, request: ConnectRequest): void;
  disconnect(wireId: string): void;
  /** the tab menu at a canvas point, for a node that takes a wire from `from` */
  openPicker(at: XY, from: SocketEnd): void;
  showLive(wire: LiveWire | null): void;
  /** while the pointer (screen) is near the canvas's edge the view pans, `follow` redrawing the wire; null: the drag ended */
  edgePan(at: XY | null, follow: () => void): void;
  /** the socket a click started a wire from (xyflow's connectOnClick), or none */
  showClickStart(socket: SocketEnd | null): void;
  selectedWires(): ReadonlySet<string>;
  selectWires(ids: ReadonlySet<string>): void;
  clearNodeSelection(): void;
}

/**
 * The wire gestures, as the xyflow canvas has them: a drag from a socket draws a live wire that
 * snaps to the nearest socket within the connection radius (near the canvas's edge the view pans
 * along, as xyflow's autoPanOnConnect); released on a socket that takes it,
 * the editor connects them; released on empty canvas, the tab menu opens there for a node that
 * takes it. A drag from a wire's end (just past its socket) moves that end: dropped on a socket
 * that takes it the wire is reconnected (one undo step), dropped elsewhere it is removed, and on
 * empty canvas the tab menu opens as for a new wire. A click on a socket and then a click on
 * another connects them (xyflow's connectOnClick); a press anywhere else forgets the first click.
 * A click on a wire selects it (Shift, Ctrl or Meta toggles it); any other press that is not
 * additive drops the wire selection.
 */
export class WireGestures implements PointerTool {
  #clickStart: SocketEnd | undefined;

  constructor(private readonly ports: WiringPorts) {}

  press(e: PointerInput): ToolDrag | undefined {
    const ports = this.ports;
    const view = ports.view();
    const start = { x: e.x, y: e.y };
    const flow = screenToFlow(view, start);
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    if (!ports.readOnly()) {
      const socket = socketUnder(ports.nodesNear(flow, SOCKET_SIZE), flow);
      if (socket) return this.#wireDrag(start, socket);
    }
    this.#setClickStart(undefined);
    if (ports.nodeAt(flow) === undefined) {
      const grab = ports.readOnly() ? undefined : ports.wireEndAt(flow, RECONNECT_RADIUS);
      if (grab) return this.#wireDrag(start, grab.fixed, grab.wireId);
      const wire = ports.wireAt(flow, WIRE_TOLERANCE / view.zoom);
      if (wire) return this.#wireClick(start, wire, additive);
    }
    if (!additive && ports.selectedWires().size > 0) ports.selectWires(new Set());
    return undefined;
  }

  #setClickStart(socket: SocketEnd | undefined): void {
    if (socket === this.#clickStart) return;
    this.#clickStart = socket;
    this.ports.showClickStart(socket ?? null);
  }

  /** A socket clicked without a drag: the first click starts a wire, the second ends it there. */
  #socketClick(socket: SocketEnd): void {
    const start = this.#clickStart;
    if (!start) {
      this.#setClickStart(socket);
      return;
    }
    this.#setClickStart(undefined);
    const request = connection(start, socket);
    if (request) this.ports.connect(request);
  }

  #wireClick(start: XY, wire: string, additive: boolean): ToolDrag {
    const ports = this.ports;
    let moved = false;
    return {
      move: (e) => {
        moved ||= Math.hypot(e.x - start.x, e.y - start.y) > DRAG_THRESHOLD;
      },
      up: () => {
        if (moved) return;
        if (!additive) {
          ports.clearNodeSelection();
          ports.selectWires(new Set([wire]));
          return;
        }
        const next = new Set(ports.selectedWires());
        if (next.has(wire)) next.delete(wire);
        else next.add(wire);
        ports.selectWires(next);
      },
      cancel: () => {},
    };
  }

  #wireDrag(start: XY, from: SocketEnd, detached?: string): ToolDrag {
    const ports = this.ports;
    let started = false;
    let target: SocketEnd | undefined;
    let request: ConnectRequest | undefined;
    let last: PointerInput | undefined;
    /** the live wire to its socket, or to the flow point under the pointer now (the view may have panned) */
    const draw = () => {
      if (!last) return;
      const at = screenToFlow(ports.view(), { x: last.x, y: last.y });
      const snapped = request ? target : undefined;
      ports.showLive({ from, to: snapped ? { x: snapped.x, y: snapped.y } : at, snapped, detached });
    };
    /** the pointer moved: the socket it would go into, chosen on each move as xyflow does */
    const aim = (e: PointerInput) => {
      last = e;
      const at = screenToFlow(ports.view(), { x: e.x, y: e.y });
      const near = ports.nodesNear(at, CONNECTION_RADIUS);
      // the socket under the pointer before the nearest one, as xyflow prefers the handle below
      target = socketUnder(near, at) ?? closestSocket(near, at, CONNECTION_RADIUS, from);
      request = target ? connection(from, target) : undefined;
      draw();
    };
    return {
      move: (e) => {
        if (!started && Math.hypot(e.x - start.x, e.y - start.y) <= DRAG_THRESHOLD) return;
        started = true;
        aim(e);
        // the edge pan keeps the socket the last move chose (xyflow's autopan does not look again):
        // a wire held still near the edge over a socket still goes into it when let go
        ports.edgePan({ x: e.x, y: e.y }, draw);
      },
      up: (e) => {
        if (!started) {
          if (!detached) this.#socketClick(from);
          return;
        }
        this.#setClickStart(undefined);
        ports.edgePan(null, () => {});
        // released where it last moved: what that move chose stands (the view may have panned since)
        if (!last || last.x !== e.x || last.y !== e.y) aim(e);
        ports.showLive(null);
        if (request) {
          if (detached) ports.reconnect(detached, request);
          else ports.connect(request);
          return;
        }
        // dropped away from any socket: the tab menu, for a node that takes the wire
        if (!target) ports.openPicker({ x: e.x, y: e.y }, from);
        // a moved wire end let go anywhere but a socket that takes it: the wire goes
        if (detached) ports.disconnect(detached);
      },
      cancel: () => {
        if (!started) return;
        ports.edgePan(null, () => {});
        ports.showLive(null);
      },
    };
  }
}
