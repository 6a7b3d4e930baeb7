import { useId } from 'react';
import type { Viewport } from '../../editor/index.js';
import { type GridKind, gridTile } from '../canvas/grid.js';

interface Props {
  viewport: Viewport;
  gap: number;
  kind: GridKind;
}

/** The canvas grid as xyflow's Background draws it (same classes, same tile), without xyflow. */
export function StaticGrid({ viewport, gap, kind }: Props) {
  // an SVG fragment reference takes letters, digits, - and _ only
  const id = `gc-static-grid-${useId().replace(/[^\w-]/g, '')}`;
  const tile = gridTile(viewport, gap, kind);
  const markClass = `react-flow__background-pattern ${kind}`;
  return (
    <svg
      className="react-flow__background gc-grid"
      style={{ position: 'absolute', width: '100%', height: '100%', top: 0, left: 0 }}
      aria-hidden="true"
    >
      <pattern
        id={id}
        x={tile.x}
        y={tile.y}
        width={tile.width}
        height={tile.height}
        patternUnits="userSpaceOnUse"
        patternTransform={`translate(-${tile.shift},-${tile.shift})`}
      >
        {tile.path === null ? (
          <circle cx={tile.radius} cy={tile.radius} r={tile.radius} className={markClass} />
        ) : (
          <path strokeWidth={1} d={tile.path} className={markClass} />
        )}
      </pattern>
      <rect x="0" y="0" width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
