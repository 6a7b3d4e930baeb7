import { useEffect } from 'react';
import { useValue } from '../../../editor-react/index.js';
import { gridAttribute } from '../../canvas/grid.js';
import type { GpuCanvas } from '../gpu-canvas.js';

/**
 * The canvas element's `data-grid` ("lines 20", "none"), as the xyflow canvas writes it: tests and
 * benches read the grid there whatever draws it (here dom-grid.ts, under the GPU surface). Renders nothing.
 */
export function GridAttribute({ canvas }: { canvas: GpuCanvas }) {
  const grid = useValue((e) => gridAttribute(e.view.canvasPreferences()));
  useEffect(() => {
    canvas.host.dataset.grid = grid;
  }, [canvas, grid]);
  return null;
}
