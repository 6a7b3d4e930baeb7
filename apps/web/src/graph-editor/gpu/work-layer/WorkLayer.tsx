import './work-layer.css';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { StoreApi } from 'zustand';
import type { EditorApi, ViewportController } from '../../../editor/index.js';
import type { CanvasUiState } from '../../canvas/canvas-ui.js';
import { CanvasMenuAt, requestCanvasMenu } from '../../menus/CanvasMenu.js';
import { OpenTabMenu } from '../../picker/OpenTabMenu.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { FLOATING_ATTRIBUTE } from '../overlays/floating.js';
import { DomBodySet } from './dom-body-set.js';
import { useGpuCanvasBridge } from './use-gpu-canvas-bridge.js';
import { type OpenMenu, useWorkInput } from './use-work-input.js';

/**
 * The GPU canvas's DOM work layer (issue 34 item 3, "DOM only where a person works"): the tab
 * menu, the context menu, the name and comment fields and the DOM bodies of the nodes that need
 * one. Returns what the canvas element takes: its double-click and right-click handlers, the set of
 * DOM bodies (for the node elements, WorkLayerContext) and the menus to render inside it.
 */
export function useWorkLayer(
  editor: EditorApi,
  canvas: GpuCanvas | null,
  ui: StoreApi<CanvasUiState>,
): {
  bodies: DomBodySet | null;
  handlers: ReturnType<typeof useWorkInput>;
  menus: ReactNode;
} {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const openMenu = useMemo(
    () => (next: OpenMenu) => {
      setMenu(next);
      requestCanvasMenu();
    },
    [],
  );
  const handlers = useWorkInput({ editor, canvas, ui, openMenu });
  useGpuCanvasBridge(editor, canvas, ui);
  const [bodies, setBodies] = useState<DomBodySet | null>(null);
  useEffect(() => {
    if (!canvas) return;
    const made = new DomBodySet(canvas);
    setBodies(made);
    return () => made.destroy();
  }, [canvas]);
  const viewport = useMemo<ViewportController>(
    () => ({
      zoomToFit: () => editor.view.viewportController()?.zoomToFit(),
      zoomToSelection: () => editor.view.viewportController()?.zoomToSelection(),
    }),
    [editor],
  );
  const menus = (
    <>
      {/* the tab menu floats over the canvas: its presses are its own, not the canvas's gestures */}
      <div {...{ [FLOATING_ATTRIBUTE]: true }} className="gc-gpu-floating-menu">
        <OpenTabMenu />
      </div>
      <CanvasMenuAt
        target={menu?.target ?? null}
        viewport={viewport}
        at={menu?.at ?? null}
        onClose={() => setMenu(null)}
      />
    </>
  );
  return { bodies, handlers, menus };
}
