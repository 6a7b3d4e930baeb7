import type { ConnectionWithId, DataType, GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { DiffMark } from '../../base/graph-diff.js';
import type { NodeStatusView } from '../../editor/index.js';
import { slotsOf } from '../canvas/flow-edges.js';
import { readableTextOn } from '../model/contrast.js';
import { type NodeKind, nodeFill, nodeKindOf, PAINT_LAYER } from '../model/node-kinds.js';
import { type NodeShape, nodeShapeOf, shapedBox } from '../model/node-shape.js';
import { multiInputSlotOffset, type SocketBox, socketLayout } from '../model/socket-layout.js';
import type { CanvasSource } from './editor-source.js';
import { type NodeLook, nodeLookOf, showsOutputs } from './looks/node-look.js';
import type { IndexedRect } from './spatial-index.js';

/** One node as the GPU canvas draws it: its rectangle in flow units and everything its look reads. */
export interface SceneNode extends IndexedRect {
  kind: NodeKind;
  name: string;
  /** the line under the name: the definition (a ghost's and a bypassed node's marked as the DOM view does) */
  subtitle: string;
  fill: string;
  /** the text colour that reads on the fill */
  tone: 'dark' | 'light';
  selected: boolean;
  status: string;
  /** relative to the node's top-left; none for trays, ghosts and sticky notes without showSocket */
  sockets: readonly SocketBox[];
  /** marks, status, texts under it, text faces (gpu/looks); always set by the scene (optional for test doubles) */
  look?: NodeLook;
}

/** One wire: from an output's centre to an input's (its slot on a multi-input), with its bounds. */
export interface SceneWire extends IndexedRect {
  sourceNode: string;
  targetNode: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  dataType: DataType;
}

export interface Changes {
  added: string[];
  changed: string[];
  removed: string[];
}

/** What one update of the scene touched: only these get new geometry. */
export interface SceneDiff {
  nodes: Changes;
  wires: Changes;
}

interface NodeInputs {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  selected: boolean;
  status: NodeStatusView;
  diff: DiffMark | undefined;
  /** a selected plate's, context's or dot's outputs (the strip under it), else undefined */
  outputs: Readonly<Record<string, unknown>> | undefined;
}

const LAYER_SPAN = 1_000_000;

/** A node's place in the level's own order (its paint order less the layer its kind paints in). */
export function levelIndexOf(node: SceneNode): number {
  return node.order % LAYER_SPAN;
}

/**
 * The level as the GPU canvas draws it, fed by the editor's change feed. Each update compares
 * what every node's look is made of (its engine object, which is copy-on-write, its definition,
 * selection and status) with the last update, and reports the nodes and wires that changed: the
 * renderer rebuilds those alone. Wires are compared by their end points, so a moved node changes
 * its own wires and no other.
 */
export class SceneModel {
  readonly nodes = new Map<string, SceneNode>();
  readonly wires = new Map<string, SceneWire>();
  #inputs = new Map<string, NodeInputs>();
  #ids: readonly string[] | null = null;
  #shape: NodeShape = 'plate';
  /** the connections the wires were last placed from, their multi-input slots, and each node's wires (indexes) */
  #connections: readonly ConnectionWithId[] | null = null;
  #slots = new Map<string, [number, number]>();
  #wiresOf = new Map<string, number[]>();

  update(source: CanvasSource): SceneDiff {
    const diff: SceneDiff = { nodes: changes(), wires: changes() };
    const shape = nodeShapeOf(source.preferences().nodeShape);
    const reshaped = shape !== this.#shape;
    this.#shape = shape;
    const selection = source.selection();
    // the same ids array as last time: no node came or went, and none need be looked for
    const ids = source.nodeIds();
    const live = ids === this.#ids ? null : new Set<string>();
    this.#ids = ids;
    const moved = new Set<string>();
    for (const [index, id] of ids.entries()) {
      const node = source.node(id);
      if (!node) continue;
      live?.add(id);
      const definition = source.definition(id);
      const selected = selection.has(id);
      const status = source.statusView(id);
      const diffMark = source.diffMark(id);
      const outputs = selected && showsOutputs(node) ? source.outputs(id) : undefined;
      const last = this.#inputs.get(id);
      const order = PAINT_LAYER[nodeKindOf(node)] * LAYER_SPAN + index;
      // compared field by field: an update allocates only for the nodes that changed (a drag's
      // every move reads all the level's nodes)
      if (
        last &&
        !reshaped &&
        last.node === node &&
        last.definition === definition &&
        last.selected === selected &&
        last.status === status &&
        last.diff === diffMark &&
        last.outputs === outputs
      ) {
        const drawn = this.nodes.get(id);
        if (drawn) drawn.order = order;
        continue;
      }
      const inputs: NodeInputs = { node, definition, selected, status, diff: diffMark, outputs };
      this.#inputs.set(id, inputs);
      const before = this.nodes.get(id);
      const next = sceneNode(inputs, shape, order);
      this.nodes.set(id, next);
      if (!before || !sameBox(before, next)) moved.add(id);
      (last ? diff.nodes.changed : diff.nodes.added).push(id);
    }
    if (live) {
      for (const id of this.nodes.keys()) {
        if (live.has(id)) continue;
        this.nodes.delete(id);
        this.#inputs.delete(id);
        moved.add(id);
        diff.nodes.removed.push(id);
      }
    }
    this.#updateWires(source, diff.wires, moved);
    return diff;
  }

  /**
   * The wires follow the level's connections: all of them when the connections changed (a new
   * array from the editor), else only those of the nodes whose box or sockets moved — a status
   * or a name that changed (most updates while values compute) touches no wire.
   */
  #updateWires(source: CanvasSource, diff: Changes, moved: ReadonlySet<string>): void {
    const connections = source.wires();
    if (connections === this.#connections) {
      for (const nodeId of moved) {
        for (const index of this.#wiresOf.get(nodeId) ?? []) this.#placeWire(connections[index], index, diff);
      }
      return;
    }
    this.#connections = connections;
    this.#slots = slotsOf(connections);
    this.#wiresOf.clear();
    const live = new Set<string>();
    for (const [index, c] of connections.entries()) {
      for (const end of [c.sourceNode, c.targetNode]) {
        const list = this.#wiresOf.get(end);
        if (list) list.push(index);
        else this.#wiresOf.set(end, [index]);
      }
      if (this.#placeWire(c, index, diff)) live.add(c.id);
    }
    for (const id of this.wires.keys()) {
      if (live.has(id)) continue;
      this.wires.delete(id);
      diff.removed.push(id);
    }
  }

  /** Places one wire between its sockets; false (and the wire dropped) when an end is not in the scene. */
  #placeWire(c: ConnectionWithId, index: number, diff: Changes): boolean {
    const from = this.nodes.get(c.sourceNode);
    const to = this.nodes.get(c.targetNode);
    const last = this.wires.get(c.id);
    if (!from || !to) {
      if (last) {
        this.wires.delete(c.id);
        diff.removed.push(c.id);
      }
      return false;
    }
    const out = from.sockets.find((s) => s.kind === 'output' && s.identifier === c.sourceOutputIdentifier);
    const into = to.sockets.find((s) => s.kind === 'input' && s.identifier === c.targetInputIdentifier);
    const [slot, count] = this.#slots.get(c.id) ?? [0, 1];
    const x1 = out ? from.x + out.x + out.width / 2 : from.x + from.width / 2;
    const y1 = out ? from.y + out.y + out.height / 2 : from.y + from.height;
    const x2 = into
      ? to.x + into.x + into.width / 2 + (into.multi ? multiInputSlotOffset(slot, count) : 0)
      : to.x + to.width / 2;
    const y2 = into ? to.y + into.y + into.height / 2 : to.y;
    const dataType = out?.dataType ?? into?.dataType ?? 'inferred';
    if (
      last &&
      last.x1 === x1 &&
      last.y1 === y1 &&
      last.x2 === x2 &&
      last.y2 === y2 &&
      last.dataType === dataType
    ) {
      last.order = index;
      return true;
    }
    this.wires.set(c.id, {
      id: c.id,
      order: index,
      sourceNode: c.sourceNode,
      targetNode: c.targetNode,
      x1,
      y1,
      x2,
      y2,
      dataType,
      // the bounds hold a shaped wire's detours (16 past each end) for culling
      x: Math.min(x1, x2) - 40,
      y: Math.min(y1, y2) - 40,
      width: Math.abs(x2 - x1) + 80,
      height: Math.abs(y2 - y1) + 80,
    });
    (last ? diff.changed : diff.added).push(c.id);
    return true;
  }
}

function changes(): Changes {
  return { added: [], changed: [], removed: [] };
}

/** Whether a wire's ends on the node stay where they were: its box and its sockets. */
function sameBox(a: SceneNode, b: SceneNode): boolean {
  if (a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height) return false;
  if (a.sockets.length !== b.sockets.length) return false;
  return a.sockets.every((s, i) => {
    const t = b.sockets[i];
    return (
      s.identifier === t.identifier &&
      s.kind === t.kind &&
      s.x === t.x &&
      s.y === t.y &&
      s.width === t.width &&
      s.height === t.height &&
      s.dataType === t.dataType &&
      s.multi === t.multi
    );
  });
}

function sceneNode(
  { node, definition, selected, status, diff, outputs }: NodeInputs,
  shape: NodeShape,
  order: number,
): SceneNode {
  const kind = nodeKindOf(node);
  const { width, height } = shapedBox(node, definition, shape);
  const fill = nodeFill(node, definition);
  const socketless =
    kind === 'tray' || kind === 'ghost' || (kind === 'stickyNote' && node.params.showSocket?.value !== true);
  return {
    id: node.id,
    order,
    x: node.position.x,
    y: node.position.y,
    width,
    height,
    kind,
    name: node.name,
    subtitle: `${node.isGhost ? `ghost · ${node.definitionName}` : node.definitionName}${node.flags.bypass ? ' · bypassed' : ''}`,
    fill,
    tone: readableTextOn(fill),
    selected,
    status: status.status,
    look: nodeLookOf({ node, definition, kind, shape, selected, status, diff, outputs }),
    sockets: socketless ? [] : socketLayout(definition, { width, height }),
  };
}
