import type { XY } from '../../../editor/index.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { screenToFlow } from '../view-transform.js';
import { wiringOf } from '../wiring/canvas-wiring.js';

/** A right-click this close to a wire (CSS pixels) is on it: xyflow's interaction width is 20. */
const WIRE_REACH = 10;

/** The wire nearest a point of the canvas (CSS pixels from its top-left) within reach, if any. */
export function wireAt(canvas: GpuCanvas, at: XY): string | undefined {
  const view = canvas.view();
  return wiringOf(canvas).wireAt(screenToFlow(view, at), WIRE_REACH / view.zoom)?.id;
}
