import type { Rect } from '../canvas/overview-geometry.js';
import { cullWindow, DETAIL_NODE_BUDGET, type Detail, detailFor, windowStale } from './detail-level.js';
import type { GpuStage } from './gpu-stage.js';
import { NodeDisplay } from './node-display.js';
import type { NodeLooks } from './node-looks.js';
import { OverviewTiles } from './overview-tiles.js';
import { addArea } from './partial-frame.js';
import type { SceneDiff, SceneModel, SceneNode, SceneWire } from './scene-model.js';
import { overlaps, SpatialIndex } from './spatial-index.js';
import type { TitleTextures } from './title-textures.js';
import { PIXEL_STRAIGHT, WireDisplay } from './wire-display.js';

/** A display waiting in the build queue. */
type Queued = { node: string } | { wire: string };

/**
 * What is drawn of the scene, and at which detail. Nodes and wires are indexed by their bounds;
 * in the overview the tiles draw everything; otherwise each node and wire inside the cull window
 * (the view and half a screen around it) has a display of its own, and only those. A change
 * updates the displays of what it touched; a pan inside the window updates none; a zoom or a pan
 * past the window drops displays at its edges and queues the new ones; a detail step queues them
 * all. The queue is built a frame's budget at a time, nearest the view first (no frame builds
 * hundreds), the tiles standing in for nodes not built yet.
 */
export class ScenePainter {
  readonly nodeIndex = new SpatialIndex<SceneNode>();
  readonly wireIndex = new SpatialIndex<SceneWire>();
  readonly #tiles: OverviewTiles;
  readonly #nodes = new Map<string, NodeDisplay>();
  readonly #wires = new Map<string, WireDisplay>();
  #window: (Rect & { zoom: number }) | null = null;
  #detail: Detail = 'overview';
  #lineType = 'rounded';
  #tagZoom: number | null = null;
  /** the wire whose end is being moved (gpu/wiring draws it live instead) */
  #hiddenWire: string | null = null;
  /** displays of the cull window still to build, nearest the view first; `#queued` of them are done */
  #queue: Queued[] = [];
  #queued = 0;
  /** the flow area the updates since the last frame touched: old and new boxes (partial-frame.ts) */
  #changedAreas: Rect[] = [];

  constructor(
    private readonly stage: GpuStage,
    private readonly scene: SceneModel,
    private readonly looks: NodeLooks,
    private readonly titles: TitleTextures,
  ) {
    this.#tiles = new OverviewTiles(scene, looks);
    stage.overview.addChild(this.#tiles.layer);
    stage.nodes.sortableChildren = true;
    stage.trays.sortableChildren = true;
  }

  get detail(): Detail {
    return this.#detail;
  }

  /** How many node and wire displays exist (the bench and the docs read it). */
  get displays(): { nodes: number; wires: number } {
    return { nodes: this.#nodes.size, wires: this.#wires.size };
  }

  /** The flow areas the scene's updates touched since they were last taken (few, apart: addArea). */
  takeChangedAreas(): Rect[] {
    const areas = this.#changedAreas;
    this.#changedAreas = [];
    return areas;
  }

  /** Applies one update of the scene: indexes, tiles and the displays of what it touched. */
  apply(diff: SceneDiff): void {
    for (const id of diff.nodes.removed) {
      this.touchArea(this.nodeIndex.get(id));
      this.nodeIndex.delete(id);
      this.#tiles.node(id);
      this.#dropNode(id);
    }
    for (const id of [...diff.nodes.added, ...diff.nodes.changed]) {
      const node = this.scene.nodes.get(id);
      if (!node) continue;
      this.touchArea(this.nodeIndex.get(id));
      this.touchArea(node);
      this.nodeIndex.set(node);
      this.#tiles.node(id);
      if (this.#inWindow(node)) this.#showNode(node);
      else this.#dropNode(id);
    }
    for (const id of diff.wires.removed) {
      this.touchArea(this.wireIndex.get(id));
      this.wireIndex.delete(id);
      this.#tiles.wire(id);
      this.#dropWire(id);
    }
    for (const id of [...diff.wires.added, ...diff.wires.changed]) {
      const wire = this.scene.wires.get(id);
      if (!wire) continue;
      this.touchArea(this.wireIndex.get(id));
      this.touchArea(wire);
      this.wireIndex.set(wire);
      this.#tiles.wire(id);
      if (this.#inWindow(wire)) this.#showWire(wire);
      else this.#dropWire(id);
    }
  }

  /** Hides one wire while its end is moved (gpu/wiring draws it live), or none. */
  hideWire(id: string | null): void {
    if (id === this.#hiddenWire) return;
    for (const changed of [this.#hiddenWire, id]) if (changed) this.touchArea(this.wireIndex.get(changed));
    this.#hiddenWire = id;
    for (const [wireId, display] of this.#wires) display.graphics.visible = wireId !== id;
  }

  setLineType(type: string): void {
    if (type === this.#lineType) return;
    this.#lineType = type;
    for (const [id, display] of this.#wires) {
      const wire = this.scene.wires.get(id);
      if (wire) display.update(wire, this.#wireType(), this.looks.theme);
    }
  }

  /** Shows the nodes' name tags kept to their screen size at `zoom`, or hides them (null). */
  setNameTags(zoom: number | null): void {
    if (zoom === this.#tagZoom) return;
    this.#tagZoom = zoom;
    for (const display of this.#nodes.values()) display.setNameTags(zoom);
  }

  /**
   * Follows the view; returns true when the cull window was taken anew. Displays the window keeps
   * at this detail only move; the others (new ones, and those of another detail after a step) wait
   * in a queue nearest the view first, built a frame's budget at a time (`buildQueued`).
   */
  follow(visible: Rect, zoom: number, force = false): boolean {
    if (!force && this.#window && !windowStale(this.#window, visible, zoom)) return false;
    const window = { ...cullWindow(visible), zoom };
    this.#window = window;
    this.#detail = detailFor(zoom, zoom < 0.25 ? 0 : this.nodeIndex.countIn(window, DETAIL_NODE_BUDGET));
    this.#queue = [];
    this.#queued = 0;
    if (this.#detail === 'overview') {
      for (const id of [...this.#nodes.keys()]) this.#dropNode(id);
      for (const id of [...this.#wires.keys()]) this.#dropWire(id);
      this.stage.overview.visible = true;
      return true;
    }
    const nodes = this.nodeIndex.query(window);
    const keep = new Set(nodes.map((n) => n.id));
    for (const id of [...this.#nodes.keys()]) if (!keep.has(id)) this.#dropNode(id);
    const wires = this.wireIndex.query(window);
    const keepWires = new Set(wires.map((w) => w.id));
    for (const id of [...this.#wires.keys()]) if (!keepWires.has(id)) this.#dropWire(id);
    const queue: Array<{ item: Queued; d: number }> = [];
    const cx = visible.x + visible.width / 2;
    const cy = visible.y + visible.height / 2;
    const distance = (r: Rect) => (r.x + r.width / 2 - cx) ** 2 + (r.y + r.height / 2 - cy) ** 2;
    for (const node of nodes) {
      if (this.#nodes.get(node.id)?.detail === this.#detail) this.#showNode(node);
      else queue.push({ item: { node: node.id }, d: distance(node) });
    }
    for (const wire of wires) {
      if (this.#wires.get(wire.id)?.type === this.#wireType()) this.#showWire(wire);
      else queue.push({ item: { wire: wire.id }, d: distance(wire) });
    }
    this.#queue = queue.sort((a, b) => a.d - b.d).map((entry) => entry.item);
    return true;
  }

  /** Whether displays wait to be built or brought to the detail (`buildQueued`). */
  get queued(): boolean {
    return this.#queued < this.#queue.length;
  }

  /**
   * Builds queued displays, nearest the view first, until `budgetMs` has passed (at least one);
   * each built one marks its area for the next frame. The overview's tiles stand in (shown under
   * the displays) while a node in `drawn` has none yet; returns true when that changed (the whole
   * surface must be drawn again).
   */
  buildQueued(drawn: Rect, budgetMs: number): boolean {
    const end = performance.now() + budgetMs;
    while (this.#queued < this.#queue.length) {
      const item = this.#queue[this.#queued++] as Queued;
      const rect = 'node' in item ? this.#buildNode(item.node) : this.#buildWire(item.wire);
      if (rect) this.touchArea(rect);
      if (rect && performance.now() >= end) break;
    }
    const shown = this.#detail === 'overview' || this.#holeIn(drawn);
    const changed = shown !== this.stage.overview.visible;
    this.stage.overview.visible = shown;
    return changed;
  }

  /**
   * Before a frame: the overview's dirty tiles in view are rebuilt (only while it shows); otherwise
   * only the displays the surface shows are drawn (`drawn`: the screen and its margin in flow units,
   * grown for what reaches past a node's box: name tags, comments, outputs) — the rest of the cull
   * window waits hidden for a pan.
   */
  prepareFrame(visible: Rect, drawn: Rect): void {
    if (this.stage.overview.visible) this.#tiles.prepare(visible);
    if (this.#detail === 'overview') return;
    for (const [id, display] of this.#nodes) {
      const node = this.scene.nodes.get(id);
      display.container.visible = !node || overlaps(node, drawn);
    }
    for (const [id, display] of this.#wires) {
      const wire = this.scene.wires.get(id);
      display.graphics.visible = id !== this.#hiddenWire && (!wire || overlaps(wire, drawn));
    }
  }

  /** The cull window's nodes nearest the view's centre first, at most `limit` (the accessible layer). */
  nodesNear(visible: Rect, limit: number): SceneNode[] {
    if (this.#detail === 'overview' || !this.#window) return [];
    const cx = visible.x + visible.width / 2;
    const cy = visible.y + visible.height / 2;
    const distance = (n: SceneNode) => (n.x + n.width / 2 - cx) ** 2 + (n.y + n.height / 2 - cy) ** 2;
    return this.nodeIndex
      .query(this.#window)
      .map((node) => ({ node, d: distance(node) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, limit)
      .map((entry) => entry.node);
  }

  destroy(): void {
    for (const id of [...this.#nodes.keys()]) this.#dropNode(id);
    for (const id of [...this.#wires.keys()]) this.#dropWire(id);
    this.#tiles.destroy();
  }

  /** Marks a flow area for the next frame to redraw (a display outside the scene's changes moved there). */
  touchArea(rect: Rect | undefined): void {
    if (rect) addArea(this.#changedAreas, rect);
  }

  /** A queued node's display, built or brought to the detail; its box (null: nothing to build). */
  #buildNode(id: string): Rect | null {
    const node = this.scene.nodes.get(id);
    if (!node || !this.#inWindow(node) || this.#nodes.get(id)?.detail === this.#detail) return null;
    this.#showNode(node);
    return node;
  }

  #buildWire(id: string): Rect | null {
    const wire = this.scene.wires.get(id);
    if (!wire || !this.#inWindow(wire) || this.#wires.get(id)?.type === this.#wireType()) return null;
    this.#showWire(wire);
    return wire;
  }

  /** Whether a node still queued has no display yet inside `drawn` (a hole the tiles fill). */
  #holeIn(drawn: Rect): boolean {
    for (let i = this.#queued; i < this.#queue.length; i++) {
      const item = this.#queue[i] as Queued;
      if (!('node' in item) || this.#nodes.has(item.node)) continue;
      const node = this.scene.nodes.get(item.node);
      if (node && overlaps(node, drawn)) return true;
    }
    return false;
  }

  #inWindow(rect: Rect): boolean {
    return this.#detail !== 'overview' && this.#window !== null && overlaps(rect, this.#window);
  }

  #wireType(): string {
    // plates far out keep straight one-pixel wires, as cheap as the overview's
    return this.#detail === 'plain' ? PIXEL_STRAIGHT : this.#lineType;
  }

  #showNode(node: SceneNode): void {
    let display = this.#nodes.get(node.id);
    if (!display) {
      display = new NodeDisplay(this.looks, this.titles);
      display.setNameTags(this.#tagZoom);
      this.#nodes.set(node.id, display);
      (node.kind === 'tray' ? this.stage.trays : this.stage.nodes).addChild(display.container);
    }
    display.container.zIndex = node.order;
    display.update(node, this.#detail);
  }

  #dropNode(id: string): void {
    this.#nodes.get(id)?.destroy();
    this.#nodes.delete(id);
  }

  #showWire(wire: SceneWire): void {
    let display = this.#wires.get(wire.id);
    if (!display) {
      display = new WireDisplay();
      this.#wires.set(wire.id, display);
      this.stage.wires.addChild(display.graphics);
    }
    display.update(wire, this.#wireType(), this.looks.theme);
    display.graphics.visible = wire.id !== this.#hiddenWire;
  }

  #dropWire(id: string): void {
    this.#wires.get(id)?.destroy();
    this.#wires.delete(id);
  }
}
