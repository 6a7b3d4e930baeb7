import { useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { registerCanvas, TAB_MENU_SIZE, tabMenuCorner } from '../../actions/canvas-bridge.js';
import type { XY } from '../../editor/index.js';
import { useEditor } from '../../editor-react/index.js';
import { useCanvasUiStore } from '../canvas/canvas-ui.js';
import { besideNodeMenu } from './beside-node.js';

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
          const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          const [tx, ty, zoom] = transform;
          const toClient = (p: XY) => ({ x: pane.left + tx + p.x * zoom, y: pane.top + ty + p.y * zoom });
          const beside =
            options?.beside !== undefined
              ? besideNodeMenu(editor, options.beside, box, toClient, options.from)
              : undefined;
          if (beside?.panLeft) void flow.getState().panBy({ x: -beside.panLeft, y: 0 });
          const request = beside?.request ?? {
            at: tabMenuCorner(box, {
              x: box.width / 2 - TAB_MENU_SIZE.width / 2,
              y: box.height / 2 - TAB_MENU_SIZE.height / 2,
            }),
            flow: { x: (centre.x - pane.left - tx) / zoom, y: (centre.y - pane.top - ty) / zoom },
            ...(options?.replace ? { replace: options.replace } : {}),
            ...(options?.from ? { from: options.from } : {}),
          };
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
