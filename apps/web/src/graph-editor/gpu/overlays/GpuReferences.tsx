import { useMemo, useRef } from 'react';
import type { Rect } from '../../references/link-geometry.js';
import { ReferenceLines } from '../../references/ReferenceLines.js';
import { useLinkEnds, useReferenceLinks } from '../../references/use-reference-links.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { View } from '../view-transform.js';
import { useSceneVersion, useViewPlacement, worldTransform } from './use-canvas-view.js';

const placeWorld = (el: HTMLDivElement, view: View) => {
  el.style.transform = worldTransform(view);
};

/**
 * References between nodes on the GPU canvas: the shared SVG lines at the scene's node boxes, in a
 * layer the view moves by a transform. SVG rather than the GPU: there are few lines (those of the
 * selection by default), each a dashed curve with an arrow and a text label, which SVG draws as
 * the xyflow canvas does from the same CSS; a pan moves the layer and redraws none of them.
 */
export function GpuReferences({ canvas }: { canvas: GpuCanvas }) {
  const links = useReferenceLinks();
  const ends = useLinkEnds(links);
  const version = useSceneVersion(canvas);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is mutable; its version says when it changed
  const rects = useMemo(() => {
    const map = new Map<string, Rect>();
    for (const id of ends) {
      const n = canvas.scene.nodes.get(id);
      if (n) map.set(id, { x: n.x, y: n.y, width: n.width, height: n.height });
    }
    return map;
  }, [canvas, ends, version]);
  const layer = useRef<HTMLDivElement>(null);
  useViewPlacement(canvas, layer, placeWorld);
  return (
    <div ref={layer} className="gc-gpu-overlay-world">
      <ReferenceLines links={links} rects={rects} />
    </div>
  );
}
