import { getBezierPath, getSmoothStepPath, getStraightPath, type Position } from '@xyflow/react';

export interface WireEnds {
  sourceX: number;
  sourceY: number;
  targetX: number;
  targetY: number;
  sourcePosition: Position;
  targetPosition: Position;
}

/**
 * The SVG path of a wire in the preference's connectionLineType (spec 1 §3, default rounded):
 * rounded (right angles with round corners), step (sharp corners), straight, or bezier/curved.
 * Unknown types draw rounded. Returns [path, labelX, labelY].
 */
export function wirePath(type: string, ends: WireEnds): [string, number, number] {
  switch (type) {
    case 'straight': {
      const [path, x, y] = getStraightPath(ends);
      return [path, x, y];
    }
    case 'bezier':
    case 'curved':
    case 'curve': {
      const [path, x, y] = getBezierPath(ends);
      return [path, x, y];
    }
    case 'step': {
      const [path, x, y] = getSmoothStepPath({ ...ends, borderRadius: 0 });
      return [path, x, y];
    }
    default: {
      const [path, x, y] = getSmoothStepPath({ ...ends, borderRadius: 10, offset: 16 });
      return [path, x, y];
    }
  }
}
