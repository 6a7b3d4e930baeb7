import { useEffect } from 'react';
import type { StoreApi } from 'zustand';
import { registerCanvas } from '../../../actions/canvas-bridge.js';
import type { EditorApi } from '../../../editor/index.js';
import type { CanvasUiState } from '../../canvas/canvas-ui.js';
import { commandTabMenu } from '../../picker/tab-menu-request.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { panBy } from '../view-transform.js';
import { gpuCanvasPoints } from './open-picker.js';

/**
 * Registers the GPU canvas with the canvas bridge (actions/canvas-bridge.ts), as the xyflow canvas
 * does: commands and the wire picker open its tab menu (centred, or beside a node) and start a
 * node's rename, through its view state.
 */
export function useGpuCanvasBridge(
  editor: EditorApi,
  canvas: GpuCanvas | null,
  ui: StoreApi<CanvasUiState>,
): void {
  useEffect(() => {
    if (!canvas) return;
    return registerCanvas(editor, {
      openTabMenu(options) {
        const { request, panLeft } = commandTabMenu(editor, gpuCanvasPoints(canvas), options);
        if (panLeft) canvas.setView(panBy(canvas.view(), -panLeft, 0), true);
        // deferred: the palette that asked hands focus back as it closes, after this call
        setTimeout(() => ui.getState().openPicker(request));
      },
      startRename(nodeId) {
        setTimeout(() => ui.getState().startRename(nodeId));
      },
    });
  }, [editor, canvas, ui]);
}
