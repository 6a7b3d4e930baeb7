// The canvas bench's graph, the same for every renderer (issue 34 item 6): N nodes on a 240 × 120
// grid, in triples of two number constants wired into a `plus`. Plain data, so the bench (to seed
// Nodeloom and aim its gestures) and each peer page (built from N alone) share it.

/** A grid cell: a node's top-left corner is at (column × 240, row × 120) in flow coordinates. */
export const CELL = { width: 240, height: 120 } as const;
/** The size the peer pages draw a node at: inside its cell, with a gap to click on empty canvas. */
export const NODE_SIZE = { width: 180, height: 80 } as const;

export interface BenchNode {
  id: string;
  kind: 'constant' | 'plus';
  x: number;
  y: number;
  /** a constant's value */
  value: number;
}

export interface BenchWire {
  source: number;
  target: number;
  /** which of the plus's two inputs (0 or 1) */
  order: number;
}

export interface BenchGraph {
  nodes: BenchNode[];
  wires: BenchWire[];
  columns: number;
  rows: number;
}

/** Columns: a multiple of three near √N, so a triple never wraps onto the next row. */
export function columnsFor(count: number): number {
  return 3 * Math.ceil(Math.sqrt(count) / 3);
}

export function benchGraph(count: number): BenchGraph {
  const columns = columnsFor(count);
  const nodes: BenchNode[] = [];
  const wires: BenchWire[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i % columns) * CELL.width;
    const y = Math.floor(i / columns) * CELL.height;
    const id = `node_canvas${i.toString(36).padStart(8, '0')}`;
    const triple = Math.floor(i / 3);
    // a triple cut short by N keeps its constants and has no plus
    if (i % 3 === 2) {
      nodes.push({ id, kind: 'plus', x, y, value: 0 });
      wires.push({ source: i - 2, target: i, order: 0 }, { source: i - 1, target: i, order: 1 });
    } else {
      nodes.push({ id, kind: 'constant', x, y, value: i % 3 === 0 ? triple : 1 });
    }
  }
  return { nodes, wires, columns, rows: Math.ceil(count / columns) };
}

/** The flow rectangle the nodes cover (top-left corners plus one node). */
export function graphBounds(graph: BenchGraph): { x: number; y: number; width: number; height: number } {
  return {
    x: 0,
    y: 0,
    width: (graph.columns - 1) * CELL.width + NODE_SIZE.width,
    height: (graph.rows - 1) * CELL.height + NODE_SIZE.height,
  };
}
