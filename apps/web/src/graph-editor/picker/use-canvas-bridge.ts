import { useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { registerCanvas } from '../../actions/canvas-bridge.js';
import type { XY } from '../../editor/index.js';
import { useEditor } from '../../editor-react/index.js';
import { useCanvasUiStore } from '../canvas/canvas-ui.js';
import { commandTabMenu } from './tab-menu-request.js';

/** Registers the canvas it is rendered in (inside ReactFlow's provider and the canvas-ui context). */
export function useCanvasBridge(): void {
  const editor = useEditor();
  const ui = useCanvasUiStore();
  const flow = useStoreApi();
  useEffect(
    () =>
      registerCanvas(editor, {
        openTabMenu(options) {
          const { domNode, transform } = flow.getState();
          const canvas = domNode?.closest('.gc-canvas');
          if (!domNode || !canvas) return;
          const box = canvas.getBoundingClientRect();
          const pane = domNode.getBoundingClientRect();
          const [tx, ty, zoom] = transform;
          const { request, panLeft } = commandTabMenu(
            editor,
            {
              box,
              toClient: (p: XY) => ({ x: pane.left + tx + p.x * zoom, y: pane.top + ty + p.y * zoom }),
              toFlow: (c: XY) => ({ x: (c.x - pane.left - tx) / zoom, y: (c.y - pane.top - ty) / zoom }),
            },
            options,
          );
          if (panLeft) void flow.getState().panBy({ x: -panLeft, y: 0 });
          // deferred: the palette that asked hands focus back as it closes, after this call
          setTimeout(() => ui.getState().openPicker(request));
        },
        startRename(nodeId) {
          setTimeout(() => ui.getState().startRename(nodeId));
        },
      }),
    [editor, ui, flow],
  );
}
