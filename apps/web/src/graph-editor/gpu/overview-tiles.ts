import type { Rect } from '../canvas/overview-geometry.js';
import { Container, Graphics } from './gl/index.js';
import type { NodeLooks } from './node-looks.js';
import type { SceneModel, SceneNode, SceneWire } from './scene-model.js';
import { overlaps } from './spatial-index.js';

/** Tiles of this many flow units a side: a screen far out shows a handful, each holds a few hundred nodes. */
const TILE = 4096;

interface Tile {
  graphics: Graphics;
  nodes: Set<string>;
  wires: Set<string>;
  dirty: boolean;
}

/**
 * The overview: every node as a filled rectangle (trays translucent) and every wire as a one-pixel
 * line, painted into one geometry per flow tile, and the selection outlined over them in one more.
 * A change marks the tiles of what it touched, and only those are rebuilt, when the overview is
 * next drawn; a pan or zoom rebuilds nothing. Nodes belong to the tile of their top-left corner, wires to their source end's.
 */
export class OverviewTiles {
  readonly layer = new Container();
  readonly #tileLayer = new Container();
  /** the selection's outlines, over the tiles: a selection change rebuilds these alone (a band's every step) */
  readonly #outlines = new Graphics();
  readonly #selected = new Set<string>();
  #outlinesDirty = false;
  readonly #tiles = new Map<string, Tile>();
  readonly #nodeTile = new Map<string, string>();
  readonly #wireTile = new Map<string, string>();
  /** what each node's overview rectangle is made of, as last painted */
  readonly #nodeKeys = new Map<string, string>();

  constructor(
    private readonly scene: SceneModel,
    private readonly looks: NodeLooks,
  ) {
    this.layer.addChild(this.#tileLayer, this.#outlines);
  }

  /**
   * A node was added, changed or removed: its tile is rebuilt only if its rectangle changed (not
   * its status, not its selection: the outlines over the tiles follow that).
   */
  node(id: string): void {
    const node = this.scene.nodes.get(id);
    const key =
      node && `${node.x},${node.y},${node.width},${node.height},${node.kind},${node.fill},${node.order}`;
    const keyChanged = key === undefined || this.#nodeKeys.get(id) !== key;
    const selected = node?.selected === true;
    // an outline comes, goes, or moves with its node
    if (selected !== this.#selected.has(id) || (selected && keyChanged)) {
      if (selected) this.#selected.add(id);
      else this.#selected.delete(id);
      this.#outlinesDirty = true;
    }
    if (!keyChanged) return;
    if (key === undefined) this.#nodeKeys.delete(id);
    else this.#nodeKeys.set(id, key);
    this.#place(this.#nodeTile, id, node, (t) => t.nodes);
  }

  wire(id: string): void {
    const wire = this.scene.wires.get(id);
    this.#place(this.#wireTile, id, wire && { x: wire.x1, y: wire.y1 }, (t) => t.wires);
  }

  /** Rebuilds the dirty tiles and shows the tiles `view` touches; returns how many were rebuilt. */
  prepare(view: Rect): number {
    if (this.#outlinesDirty) this.#outline();
    let rebuilt = 0;
    for (const [key, tile] of this.#tiles) {
      const [tx, ty] = key.split(',').map(Number);
      const seen = overlaps(
        { x: tx * TILE - 400, y: ty * TILE - 400, width: TILE + 800, height: TILE + 800 },
        view,
      );
      tile.graphics.visible = seen;
      if (seen && tile.dirty) {
        this.#build(tile);
        rebuilt++;
      }
    }
    return rebuilt;
  }

  destroy(): void {
    this.layer.destroy({ children: true });
    this.#tiles.clear();
    this.#nodeKeys.clear();
  }

  #place(
    index: Map<string, string>,
    id: string,
    at: { x: number; y: number } | undefined,
    members: (tile: Tile) => Set<string>,
  ): void {
    const old = index.get(id);
    if (old) {
      const tile = this.#tiles.get(old);
      if (tile) {
        members(tile).delete(id);
        tile.dirty = true;
      }
      index.delete(id);
    }
    if (!at) return;
    const key = `${Math.floor(at.x / TILE)},${Math.floor(at.y / TILE)}`;
    let tile = this.#tiles.get(key);
    if (!tile) {
      tile = {
        graphics: this.#tileLayer.addChild(new Graphics()),
        nodes: new Set(),
        wires: new Set(),
        dirty: true,
      };
      this.#tiles.set(key, tile);
    }
    members(tile).add(id);
    tile.dirty = true;
    index.set(id, key);
  }

  #build(tile: Tile): void {
    tile.dirty = false;
    const g = tile.graphics.clear();
    const theme = this.looks.theme;
    const wires: SceneWire[] = [];
    for (const id of tile.wires) {
      const wire = this.scene.wires.get(id);
      if (wire) wires.push(wire);
    }
    for (const w of wires) g.moveTo(w.x1, w.y1).lineTo(w.x2, w.y2);
    if (wires.length > 0) g.stroke({ ...theme.wire, alpha: 0.7, pixelLine: true });
    const nodes: SceneNode[] = [];
    for (const id of tile.nodes) {
      const node = this.scene.nodes.get(id);
      if (node) nodes.push(node);
    }
    nodes.sort((a, b) => a.order - b.order);
    for (const n of nodes) {
      const fill = this.looks.fill(n.fill);
      if (n.kind === 'tray') g.rect(n.x, n.y, n.width, n.height).fill(fill);
      else if (n.kind === 'dot') g.circle(n.x + n.width / 2, n.y + n.height / 2, n.width / 2).fill(fill);
      // square corners: a rounded one is a few pixels far out, and ten thousand of them cost a
      // triangulation each where a rectangle is four vertices
      else g.rect(n.x, n.y, n.width, n.height).fill(fill);
    }
    // trays keep their faint outline (their fill is translucent)
    const trays = nodes.filter((n) => n.kind === 'tray');
    for (const n of trays) g.rect(n.x, n.y, n.width, n.height);
    if (trays.length > 0) g.stroke({ color: 0xffffff, alpha: 0.22, pixelLine: true });
  }

  #outline(): void {
    this.#outlinesDirty = false;
    const g = this.#outlines.clear();
    for (const id of this.#selected) {
      const n = this.scene.nodes.get(id);
      if (n) g.rect(n.x - 4, n.y - 4, n.width + 8, n.height + 8);
    }
    if (this.#selected.size > 0) g.stroke({ ...this.looks.theme.accent, pixelLine: true });
  }
}
