import type { XY } from '../../../editor/index.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { screenToFlow } from '../view-transform.js';
import { distanceToPolyline, wirePolyline } from '../wiring/wire-hit.js';

/** A right-click this close to a wire (CSS pixels) is on it: xyflow's interaction width is 20. */
const WIRE_REACH = 10;

/** The wire nearest a point of the canvas (CSS pixels from its top-left) within reach, if any. */
export function wireAt(canvas: GpuCanvas, at: XY): string | undefined {
  const view = canvas.view();
  const flow = screenToFlow(view, at);
  const reach = WIRE_REACH / view.zoom;
  // far out the painter draws plates with straight wires
  const type = canvas.detail === 'plate' ? 'straight' : canvas.source.preferences().connectionLineType;
  let best: { id: string; distance: number } | undefined;
  for (const wire of canvas.wiresNear(flow, reach)) {
    const distance = distanceToPolyline(wirePolyline(type, wire), flow);
    if (distance <= reach && (!best || distance < best.distance)) best = { id: wire.id, distance };
  }
  return best?.id;
}
