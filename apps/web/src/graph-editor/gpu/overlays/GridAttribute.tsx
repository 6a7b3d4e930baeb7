import { type RefObject, useEffect } from 'react';
import { useValue } from '../../../editor-react/index.js';
import { gridAttribute } from '../../canvas/grid.js';

/**
 * The canvas element's `data-grid` ("lines 20", "none"), as the xyflow canvas writes it: tests and
 * benches read the grid there whatever draws it (here dom-grid.ts, under the GPU surface). Written
 * from the host's first render, not once the GPU canvas has started, so the attribute is never
 * missing from a canvas on the page. Renders nothing.
 */
export function GridAttribute({ host }: { host: RefObject<HTMLDivElement | null> }) {
  const grid = useValue((e) => gridAttribute(e.view.canvasPreferences()));
  useEffect(() => {
    if (host.current) host.current.dataset.grid = grid;
  }, [host, grid]);
  return null;
}
