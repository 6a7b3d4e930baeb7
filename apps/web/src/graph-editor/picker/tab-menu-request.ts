import { TAB_MENU_SIZE, type TabMenuOptions, tabMenuCorner } from '../../actions/canvas-bridge.js';
import type { EditorApi, XY } from '../../editor/index.js';
import type { PickerRequest } from '../canvas/canvas-ui.js';
import { besideNodeMenu } from './beside-node.js';

/** A canvas as the tab menu's placement sees it: its box on the page and its flow ↔ page points. */
export interface CanvasPoints {
  box: { left: number; top: number; width: number; height: number };
  toClient(flow: XY): XY;
  toFlow(client: XY): XY;
}

/**
 * The tab menu a command asks for (canvas-bridge's openTabMenu): beside a node when asked (the
 * view first pans left by `panLeft` when the menu would not fit), else centred in the canvas with
 * the new node at its centre. Renderer-free: each canvas gives its own points.
 */
export function commandTabMenu(
  editor: EditorApi,
  canvas: CanvasPoints,
  options: TabMenuOptions | undefined,
): { request: PickerRequest; panLeft: number } {
  const { box } = canvas;
  const beside =
    options?.beside !== undefined
      ? besideNodeMenu(editor, options.beside, box, canvas.toClient, options.from)
      : undefined;
  if (beside) return beside;
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const request: PickerRequest = {
    at: tabMenuCorner(box, {
      x: box.width / 2 - TAB_MENU_SIZE.width / 2,
      y: box.height / 2 - TAB_MENU_SIZE.height / 2,
    }),
    flow: canvas.toFlow(centre),
    ...(options?.replace ? { replace: options.replace } : {}),
    ...(options?.from ? { from: options.from } : {}),
  };
  return { request, panLeft: 0 };
}
