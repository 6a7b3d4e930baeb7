import type { XY } from '../../../editor/index.js';
import { isCanvasKey } from '../../canvas/canvas-keys.js';
import { showRefusal } from '../../canvas/show-refusal.js';
import { SOCKET_SIZE } from '../../model/socket-layout.js';
import { edgePanStep } from '../edge-pan.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { SceneNode, SceneWire } from '../scene-model.js';
import { flowToScreen, panBy, screenToFlow } from '../view-transform.js';
import { registerSocketElements, SocketElements } from './socket-elements.js';
import { type SocketEnd, socketEnd, socketUnder } from './socket-targets.js';
import {
  type LiveWire,
  WIRE_TOLERANCE,
  WireGestures,
  type WireGrab,
  type WiringPorts,
} from './wire-gesture.js';
import { nearestWire, wireLabelPoint } from './wire-hit.js';
import { WiringOverlay } from './wiring-overlay.js';

/** The wire the pointer is over, with where its value label sits (flow units). */
export interface HoveredWire {
  id: string;
  sourceNode: string;
  output: string;
  at: XY;
}

/**
 * The wiring of one GPU canvas: the wire gestures' ports over the canvas's scene and the editor's
 * wire writes, which wires are selected and hovered (canvas state, as the xyflow canvas keeps
 * `selectedWires` in its own store), the live wire, and Delete on selected wires.
 */
export class CanvasWiring {
  readonly gestures: WireGestures;
  readonly overlay: WiringOverlay;
  readonly sockets: SocketElements;
  #selected: ReadonlySet<string> = new Set();
  #hovered: HoveredWire | null = null;
  #live: LiveWire | null = null;
  #clickStart: SocketEnd | null = null;
  /** the pointer of a wire drag near the canvas's edge, and the frame that pans the view for it */
  #edge: { at: XY; follow: () => void; panned: boolean } | null = null;
  #edgeFrame = 0;
  #listeners = new Set<() => void>();

  constructor(readonly canvas: GpuCanvas) {
    this.overlay = new WiringOverlay(canvas);
    this.sockets = new SocketElements(canvas);
    registerSocketElements(canvas.source, this.sockets);
    this.gestures = new WireGestures(this.#ports());
  }

  get selected(): ReadonlySet<string> {
    return this.#selected;
  }

  get hovered(): HoveredWire | null {
    return this.#hovered;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The pointer moved over the canvas with no gesture on (null: it left): which wire it is over. */
  hover(at: XY | null): void {
    // a node is drawn over the wires: over one, no wire is hovered
    const view = this.canvas.view();
    const node = at ? this.canvas.nodeAt(at) : undefined;
    const flow = at ? screenToFlow(view, at) : undefined;
    // nor over a socket, which sits half outside its node (and brings its node's socket elements)
    const socket = flow && socketUnder(this.#nodesNear(flow, SOCKET_SIZE), flow);
    this.sockets.pointerOver(node ?? socket?.nodeId);
    const wire = flow && !node && !socket ? this.wireAt(flow, WIRE_TOLERANCE / view.zoom) : undefined;
    if ((wire?.id ?? null) === (this.#hovered?.id ?? null)) return;
    const c = wire && this.canvas.source.wires().find((w) => w.id === wire.id);
    this.#hovered =
      wire && c
        ? {
            id: wire.id,
            sourceNode: c.sourceNode,
            output: c.sourceOutputIdentifier,
            at: wireLabelPoint(this.lineType(), wire),
          }
        : null;
    this.#changed();
  }

  /** A band holds these nodes: their wires are the selected ones, as xyflow's band selects them. */
  selectWiresOf(nodeIds: readonly string[]): void {
    const nodes = new Set(nodeIds);
    const ids = this.canvas.source
      .wires()
      .filter((w) => nodes.has(w.sourceNode) || nodes.has(w.targetNode))
      .map((w) => w.id);
    if (ids.length === this.#selected.size && ids.every((id) => this.#selected.has(id))) return;
    this.#select(new Set(ids));
  }

  /** Delete or Backspace on the canvas removes the selected wires, each refusal said as a toast. */
  key(event: KeyboardEvent): void {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    if (this.#selected.size === 0 || this.canvas.source.readOnly() || !isCanvasKey(event, this.canvas.host))
      return;
    // a wire of a selected node goes with the node (the shortcuts' Delete, one undo step)
    const nodes = this.canvas.source.selection();
    for (const id of this.#selected) {
      const wire = this.canvas.scene.wires.get(id);
      if (wire && (nodes.has(wire.sourceNode) || nodes.has(wire.targetNode))) continue;
      showRefusal(this.canvas.source.disconnect(id));
    }
    this.#select(new Set());
  }

  /** The line type wires are drawn in now (the painter draws plates' wires straight). */
  lineType(): string {
    return this.canvas.detail === 'plain' ? 'straight' : this.canvas.source.preferences().connectionLineType;
  }

  /** The scene changed: a selected or hovered wire that went is dropped, the highlights follow. */
  sceneChanged(): void {
    const wires = this.canvas.scene.wires;
    if ([...this.#selected].some((id) => !wires.has(id)))
      this.#select(new Set([...this.#selected].filter((id) => wires.has(id))));
    if (this.#hovered && !wires.has(this.#hovered.id)) {
      this.#hovered = null;
      this.#changed();
    }
    this.#draw();
  }

  /** The wire nearest a flow point within `reach` (flow units), by its shape as drawn; none in the overview. */
  wireAt(at: XY, reach: number): SceneWire | undefined {
    if (this.canvas.detail === 'overview') return undefined;
    return nearestWire(this.canvas.wiresNear(at, reach), this.lineType(), at, reach);
  }

  destroy(): void {
    cancelAnimationFrame(this.#edgeFrame);
    this.overlay.destroy();
    this.sockets.destroy();
    registerSocketElements(this.canvas.source, null);
    this.#listeners.clear();
  }

  #select(ids: ReadonlySet<string>): void {
    this.#selected = ids;
    this.#changed();
  }

  #changed(): void {
    this.#draw();
    for (const listener of [...this.#listeners]) listener();
  }

  #draw(): void {
    this.overlay.draw(
      this.#selected,
      this.#hovered?.id ?? null,
      this.#live,
      this.#clickStart,
      this.lineType(),
    );
  }

  #edgePan(at: XY | null, follow: () => void): void {
    const panned = this.#edge?.panned ?? false;
    this.#edge = at ? { at, follow, panned } : null;
    if (at && !this.#edgeFrame) this.#edgeFrame = requestAnimationFrame(() => this.#panFrame());
    if (at) return;
    cancelAnimationFrame(this.#edgeFrame);
    this.#edgeFrame = 0;
    // the editor keeps the view the drag panned to
    if (panned) this.canvas.setView(this.canvas.view(), true);
  }

  #panFrame(): void {
    this.#edgeFrame = 0;
    const edge = this.#edge;
    if (!edge) return;
    const step = edgePanStep(edge.at, this.canvas.size());
    if (step.x === 0 && step.y === 0) return;
    edge.panned = true;
    this.canvas.setView(panBy(this.canvas.view(), step.x, step.y));
    edge.follow();
    this.#edgeFrame = requestAnimationFrame(() => this.#panFrame());
  }

  #nodesNear(at: XY, radius: number): SceneNode[] {
    const ids = this.canvas.nodesIn({
      x: at.x - radius,
      y: at.y - radius,
      width: 2 * radius,
      height: 2 * radius,
    });
    const nodes = this.canvas.scene.nodes;
    return ids.map((id) => nodes.get(id)).filter((n): n is SceneNode => n !== undefined);
  }

  /** A wire's end as xyflow's reconnect anchor has it: a circle just past the socket, on the wire. */
  #wireEndAt(at: XY, radius: number): WireGrab | undefined {
    if (this.canvas.detail === 'overview') return undefined;
    const reach = radius + SOCKET_SIZE / 2;
    for (const wire of this.canvas.wiresNear(at, 2 * reach)) {
      const atTarget = Math.hypot(at.x - wire.x2, at.y - (wire.y2 - reach)) <= radius;
      const atSource = !atTarget && Math.hypot(at.x - wire.x1, at.y - (wire.y1 + reach)) <= radius;
      if (!atTarget && !atSource) continue;
      const fixed = this.#socketOf(wire.id, atTarget ? 'output' : 'input');
      if (fixed) return { wireId: wire.id, fixed };
    }
    return undefined;
  }

  /** One end of a wire as a socket of the scene. */
  #socketOf(wireId: string, kind: 'input' | 'output'): SocketEnd | undefined {
    const c = this.canvas.source.wires().find((w) => w.id === wireId);
    if (!c) return undefined;
    const node = this.canvas.scene.nodes.get(kind === 'output' ? c.sourceNode : c.targetNode);
    const identifier = kind === 'output' ? c.sourceOutputIdentifier : c.targetInputIdentifier;
    const socket = node?.sockets.find((s) => s.kind === kind && s.identifier === identifier);
    return node && socket ? socketEnd(node, socket) : undefined;
  }

  #ports(): WiringPorts {
    const canvas = this.canvas;
    const source = canvas.source;
    return {
      readOnly: () => source.readOnly(),
      view: () => canvas.view(),
      nodesNear: (at, radius) => this.#nodesNear(at, radius),
      nodeAt: (at) => canvas.nodeAt(flowToScreen(canvas.view(), at)),
      wireEndAt: (at, radius) => this.#wireEndAt(at, radius),
      wireAt: (at, tolerance) => this.wireAt(at, tolerance)?.id,
      connect: (request) => void showRefusal(source.connect(request)),
      reconnect: (id, request) => void source.reconnect(id, request),
      disconnect: (id) => void showRefusal(source.disconnect(id)),
      openPicker: (at, from) => {
        const box = canvas.host.getBoundingClientRect();
        const { nodeId, socket } = from;
        canvas.openPickerAt(
          { x: box.left + at.x, y: box.top + at.y },
          { nodeId, identifier: socket.identifier, kind: socket.kind, dataType: socket.dataType },
        );
      },
      showLive: (live) => {
        if ((live?.detached ?? null) !== (this.#live?.detached ?? null))
          canvas.hideWire(live?.detached ?? null);
        this.#live = live;
        this.#hovered = null;
        this.#changed();
      },
      edgePan: (at, follow) => this.#edgePan(at, follow),
      showClickStart: (socket) => {
        this.#clickStart = socket;
        this.#changed();
      },
      selectedWires: () => this.#selected,
      selectWires: (ids) => this.#select(ids),
      clearNodeSelection: () => source.clearSelection(),
    };
  }
}

const wirings = new WeakMap<GpuCanvas, CanvasWiring>();

/** The wiring of a canvas while its input is bound (bindWiring), if it is: the React layer reads it. */
export function boundWiring(canvas: GpuCanvas): CanvasWiring | undefined {
  return wirings.get(canvas);
}

/** The wiring of a canvas, made on first ask (the input binding makes it; bindWiring ends it). */
export function wiringOf(canvas: GpuCanvas): CanvasWiring {
  let wiring = wirings.get(canvas);
  if (!wiring) {
    wiring = new CanvasWiring(canvas);
    wirings.set(canvas, wiring);
  }
  return wiring;
}

/**
 * Binds the wiring's own events on a canvas: hover over wires (while no button is held), Delete,
 * and the scene's changes. Its gestures are offered to the pointer gestures as a tool (canvas-input).
 */
export function bindWiring(canvas: GpuCanvas): () => void {
  const wiring = wiringOf(canvas);
  const host = canvas.host;
  let frame = 0;
  const onMove = (e: PointerEvent) => {
    if (e.buttons !== 0) return;
    const box = host.getBoundingClientRect();
    wiring.hover({ x: e.clientX - box.left, y: e.clientY - box.top });
  };
  const onLeave = () => wiring.hover(null);
  const onKey = (e: KeyboardEvent) => wiring.key(e);
  const stopFeed = canvas.source.subscribe(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      canvas.flush();
      wiring.sceneChanged();
    });
  });
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerleave', onLeave);
  // before the shortcuts dispatcher, which takes Delete for the selected nodes (none once a wire is clicked)
  window.addEventListener('keydown', onKey, true);
  return () => {
    cancelAnimationFrame(frame);
    stopFeed();
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('keydown', onKey, true);
    wiring.destroy();
    wirings.delete(canvas);
  };
}
