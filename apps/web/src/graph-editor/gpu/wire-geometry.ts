// The shape of a wire in the preference's connectionLineType (spec 1 §3, default rounded), as
// drawing commands: the same shapes xyflow's path helpers give the DOM canvas, for an output on a
// node's bottom edge and an input on the top edge.

export type WireCommand =
  | { op: 'move' | 'line'; x: number; y: number }
  | { op: 'curve'; c1x: number; c1y: number; c2x: number; c2y: number; x: number; y: number }
  | { op: 'arc'; x1: number; y1: number; x2: number; y2: number; radius: number };

export interface WireEnds {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** How far a stepped wire runs straight out of its socket before it turns (xyflow's smoothstep offset). */
const STEP_OFFSET = 16;
const ROUNDED_RADIUS = 10;
const CURVATURE = 0.25;

export function wireCommands(type: string, w: WireEnds): WireCommand[] {
  switch (type) {
    case 'straight':
      return [
        { op: 'move', x: w.x1, y: w.y1 },
        { op: 'line', x: w.x2, y: w.y2 },
      ];
    case 'bezier':
    case 'curved':
    case 'curve': {
      const reach = controlReach(w.y2 - w.y1);
      return [
        { op: 'move', x: w.x1, y: w.y1 },
        { op: 'curve', c1x: w.x1, c1y: w.y1 + reach, c2x: w.x2, c2y: w.y2 - reach, x: w.x2, y: w.y2 },
      ];
    }
    case 'step':
      return cornered(stepPoints(w), 0);
    default:
      return cornered(stepPoints(w), ROUNDED_RADIUS);
  }
}

/** xyflow's bezier control distance: half the drop going down, a gentle loop going up. */
function controlReach(drop: number): number {
  return drop >= 0 ? 0.5 * drop : CURVATURE * 25 * Math.sqrt(-drop);
}

/** Right-angled route: down, across, down; or, to an input above, out, across, up, across, in. */
export function stepPoints(w: WireEnds): Array<[number, number]> {
  if (w.y2 - STEP_OFFSET >= w.y1 + STEP_OFFSET) {
    const midY = (w.y1 + w.y2) / 2;
    return [
      [w.x1, w.y1],
      [w.x1, midY],
      [w.x2, midY],
      [w.x2, w.y2],
    ];
  }
  const midX = w.x1 === w.x2 ? w.x1 + 100 : (w.x1 + w.x2) / 2;
  return [
    [w.x1, w.y1],
    [w.x1, w.y1 + STEP_OFFSET],
    [midX, w.y1 + STEP_OFFSET],
    [midX, w.y2 - STEP_OFFSET],
    [w.x2, w.y2 - STEP_OFFSET],
    [w.x2, w.y2],
  ];
}

/** A polyline with its corners rounded by `radius` (never more than half a leg). */
function cornered(points: Array<[number, number]>, radius: number): WireCommand[] {
  const commands: WireCommand[] = [{ op: 'move', x: points[0][0], y: points[0][1] }];
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    const r = Math.min(radius, Math.hypot(x - px, y - py) / 2, Math.hypot(nx - x, ny - y) / 2);
    commands.push(r > 0 ? { op: 'arc', x1: x, y1: y, x2: nx, y2: ny, radius: r } : { op: 'line', x, y });
  }
  const [lx, ly] = points[points.length - 1];
  commands.push({ op: 'line', x: lx, y: ly });
  return commands;
}
