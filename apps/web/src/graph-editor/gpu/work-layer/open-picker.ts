import type { StoreApi } from 'zustand';
import { tabMenuCorner } from '../../../actions/canvas-bridge.js';
import type { XY } from '../../../editor/index.js';
import type { CanvasUiState, PickerRequest } from '../../canvas/canvas-ui.js';
import type { CanvasPoints } from '../../picker/tab-menu-request.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { flowToScreen, screenToFlow } from '../view-transform.js';

/** The GPU canvas's flow ↔ page points, from its own view (no xyflow store). */
export function gpuCanvasPoints(canvas: GpuCanvas): CanvasPoints {
  const box = canvas.host.getBoundingClientRect();
  const view = canvas.view();
  return {
    box,
    toClient: (flow) => {
      const at = flowToScreen(view, flow);
      return { x: box.left + at.x, y: box.top + at.y };
    },
    toFlow: (client) => screenToFlow(view, { x: client.x - box.left, y: client.y - box.top }),
  };
}

/**
 * The tab menu opened at a page point (Tab at the pointer, a double-click, a dropped wire): its
 * corner kept inside the canvas, the new node placed at the flow point under it.
 */
export function openPickerAt(
  canvas: GpuCanvas,
  ui: StoreApi<CanvasUiState>,
  client: XY,
  from?: PickerRequest['from'],
  atPointer = true,
): void {
  const { box, toFlow } = gpuCanvasPoints(canvas);
  const at = tabMenuCorner(box, { x: client.x - box.left, y: client.y - box.top });
  ui.getState().openPicker({ at, flow: toFlow(client), ...(from ? { from } : {}), atPointer });
}
