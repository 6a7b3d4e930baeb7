import { useCallback, useMemo } from 'react';
import type { XY } from '../../../editor/index.js';
import { Minimap, type MinimapNode } from '../../canvas/Minimap.js';
import type { Rect } from '../../canvas/overview-geometry.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { visibleRect } from '../view-transform.js';
import { useSceneVersion } from './use-canvas-view.js';
import { centredOn } from './zoom-step.js';

/** A drag moves nodes on every pointer move: the minimap (a few pixels a node) repaints at most this often. */
const MINIMAP_REPAINT_MS = 250;

/**
 * The minimap of the GPU canvas (the same element as the xyflow canvas's): painted again when the
 * scene's nodes change (at most every MINIMAP_REPAINT_MS), its view frame moved by the canvas's view listener (a pan paints nothing).
 * An empty level has nothing to map.
 */
export function GpuMinimap({ canvas }: { canvas: GpuCanvas }) {
  const version = useSceneVersion(canvas, MINIMAP_REPAINT_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is mutable; its version says when it changed
  const nodes = useMemo(
    (): MinimapNode[] =>
      [...canvas.scene.nodes.values()].map((n) => ({
        x: n.x,
        y: n.y,
        width: n.width,
        height: n.height,
        fill: n.fill,
      })),
    [canvas, version],
  );
  const watchView = useCallback(
    (place: (visible: Rect) => void) => {
      const run = () => place(visibleRect(canvas.view(), canvas.size()));
      run();
      return canvas.onView(run);
    },
    [canvas],
  );
  const centerOn = useCallback(
    (at: XY) => canvas.setView(centredOn(canvas.view(), canvas.size(), at), true),
    [canvas],
  );
  if (nodes.length === 0) return null;
  return <Minimap nodes={nodes} watchView={watchView} centerOn={centerOn} />;
}
