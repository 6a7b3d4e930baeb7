import { type MouseEvent as ReactMouseEvent, useEffect, useMemo, useRef } from 'react';
import type { StoreApi } from 'zustand';
import type { EditorApi, XY } from '../../../editor/index.js';
import { isCanvasKey, isPlainTab } from '../../canvas/canvas-keys.js';
import type { CanvasUiState } from '../../canvas/canvas-ui.js';
import type { MenuTarget } from '../../menus/menu-target.js';
import { OVERVIEW_BELOW_ZOOM, OVERVIEW_DOUBLE_CLICK_ZOOM } from '../../overview/detail-level.js';
import { besideNodeMenu } from '../../picker/beside-node.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { panBy, screenToFlow } from '../view-transform.js';
import { onName } from './name-box.js';
import { gpuCanvasPoints, openPickerAt } from './open-picker.js';
import { wireAt } from './wire-at.js';

/** What a right-click opened: the menu's target and the page point it opens at. */
export interface OpenMenu {
  target: MenuTarget;
  at: XY;
}

/** A node's element in the accessible layer (its DOM body and name field are inside it). */
const NODE_ELEMENT = '[aria-roledescription="node"][data-id]';

/**
 * The work layer's input on the GPU canvas, as the xyflow canvas answers it (use-canvas-keys,
 * use-pane-pointer, use-flow-handlers): Tab opens the tab menu beside the keyboard's node or at the
 * pointer; a double-click on a node's name renames it, elsewhere on a node with a level enters it,
 * on empty canvas opens the tab menu there; a right-click (or the context-menu key) opens the menu
 * of the node, wire or empty canvas under it. The double-click and right-click are React handlers
 * for the canvas element, so a DOM body's own handlers (a name's double-click) come first.
 */
export function useWorkInput({
  editor,
  canvas,
  ui,
  openMenu,
}: {
  editor: EditorApi;
  canvas: GpuCanvas | null;
  ui: StoreApi<CanvasUiState>;
  openMenu(menu: OpenMenu): void;
}) {
  const pointer = useRef<XY | null>(null);

  useEffect(() => {
    if (!canvas) return;
    const host = canvas.host;
    const onMove = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    const onKey = (event: KeyboardEvent) => {
      if (editor.readOnly || !isPlainTab(event) || !isCanvasKey(event, host)) return;
      event.preventDefault();
      const points = gpuCanvasPoints(canvas);
      // the node the keyboard is on: the menu opens beside it, not at the pointer
      const focused = editor.nodeFocus.current();
      const beside = focused && besideNodeMenu(editor, focused, points.box, points.toClient);
      if (beside) {
        if (beside.panLeft) canvas.setView(panBy(canvas.view(), -beside.panLeft, 0), true);
        ui.getState().openPicker(beside.request);
        return;
      }
      const { box } = points;
      const at = pointer.current ?? { x: box.left + box.width / 2, y: box.top + box.height / 3 };
      openPickerAt(canvas, ui, at, undefined, pointer.current !== null);
    };
    host.addEventListener('pointermove', onMove);
    window.addEventListener('keydown', onKey);
    canvas.openPickerAt = (client, from) => {
      if (!editor.readOnly) openPickerAt(canvas, ui, client, from);
    };
    return () => {
      host.removeEventListener('pointermove', onMove);
      window.removeEventListener('keydown', onKey);
      canvas.openPickerAt = () => {};
    };
  }, [editor, canvas, ui]);

  return useMemo(() => {
    if (!canvas) return {};
    const local = (event: ReactMouseEvent): XY => {
      const box = canvas.host.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    /** The node under the event: its element when the event came from inside one, else the hit test. */
    const nodeOf = (event: ReactMouseEvent, at: XY): string | undefined => {
      const element = (event.target as Element).closest?.(NODE_ELEMENT);
      return element?.getAttribute('data-id') ?? canvas.nodeAt(at);
    };
    /** Whether the event happened on the drawn canvas or a node, not on a menu or control above it. */
    const onSurface = (event: ReactMouseEvent) => {
      const target = event.target as Element;
      const drawn = target.tagName === 'CANVAS' && target.parentElement === canvas.host;
      return target === canvas.host || drawn || !!target.closest?.('.gc-gpu-world');
    };

    const onDoubleClick = (event: ReactMouseEvent) => {
      if (!onSurface(event)) return;
      const at = local(event);
      if (canvas.detail === 'overview') {
        // as in the xyflow canvas's overview (overview/use-overview-gestures.ts): a double-click
        // zooms in around that spot, on a painted node as on empty canvas
        const zoom = Math.max(OVERVIEW_DOUBLE_CLICK_ZOOM, OVERVIEW_BELOW_ZOOM * 2);
        const point = screenToFlow(canvas.view(), at);
        const size = canvas.size();
        canvas.setView(
          { x: size.width / 2 - point.x * zoom, y: size.height / 2 - point.y * zoom, zoom },
          true,
        );
        return;
      }
      const id = nodeOf(event, at);
      if (id) {
        const node = canvas.scene.nodes.get(id);
        // a DOM body's name answers its own double-click (nodes/NodeName.tsx)
        const inBody = !!(event.target as Element).closest?.('.gc-node');
        const point = screenToFlow(canvas.view(), at);
        if (node && !inBody && !editor.readOnly && onName(node, point)) {
          ui.getState().startRename(id);
          return;
        }
        if (editor.nodes.definitionOf(id)?.hasSubLevel || editor.nodes.get(id)?.unpacked)
          editor.view.enterLevel(id);
        return;
      }
      if (!editor.readOnly) openPickerAt(canvas, ui, { x: event.clientX, y: event.clientY });
    };

    const onContextMenu = (event: ReactMouseEvent) => {
      if (!onSurface(event)) return;
      event.preventDefault();
      let client = { x: event.clientX, y: event.clientY };
      const element = (event.target as Element).closest?.(NODE_ELEMENT);
      // the context-menu key: the menu opens at the focused node, not at the page's corner
      if (element && client.x === 0 && client.y === 0) {
        const box = element.getBoundingClientRect();
        client = { x: box.left + 8, y: box.bottom };
      }
      const box = canvas.host.getBoundingClientRect();
      const at = { x: client.x - box.left, y: client.y - box.top };
      const id = nodeOf(event, at);
      if (id) {
        if (!editor.selection.ids().has(id)) editor.selection.select([id], 'replace');
        openMenu({ target: { kind: 'node', nodeId: id }, at: client });
        return;
      }
      const wire = wireAt(canvas, at);
      if (wire) {
        openMenu({ target: { kind: 'wire', connectionId: wire }, at: client });
        return;
      }
      openMenu({ target: { kind: 'pane', at, flow: screenToFlow(canvas.view(), at) }, at: client });
    };
    return { onDoubleClick, onContextMenu };
  }, [editor, canvas, ui, openMenu]);
}
