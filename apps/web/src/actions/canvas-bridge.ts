import type { DataType } from '@nodeloom/engine';
import type { EditorApi, SocketRef, XY } from '../editor/index.js';

/** What the tab menu is opened for, beyond a new node at the canvas's centre. */
export interface TabMenuOptions {
  /** the node whose definition the chosen one replaces */
  replace?: string;
  /** open beside this node, and place the new node beside it */
  beside?: string;
  /** the socket the new node gets wired to (only nodes that take it are offered) */
  from?: SocketRef & { dataType: DataType };
}

/**
 * What commands and dialogs outside the canvas (the palette, node quick actions) may ask of the
 * mounted graph canvas, whose view state (canvas-ui) is otherwise private to it.
 */
export interface CanvasBridge {
  /**
   * opens the tab menu at the centre of the visible canvas (a new node lands there), or beside a
   * node; with `replace` the chosen definition replaces that node's
   */
  openTabMenu(options?: TabMenuOptions): void;
  /** shows the in-place name field of a node of the current level */
  startRename(nodeId: string): void;
}

/** How big the tab menu is drawn (graph-canvas.css .gc-picker): it is kept inside the canvas. */
export const TAB_MENU_SIZE = { width: 340, height: 400 };

/** Where the tab menu's corner goes for a point of a canvas box: at the point, kept 8px inside. */
export function tabMenuCorner(box: { width: number; height: number }, point: XY): XY {
  return {
    x: Math.max(8, Math.min(point.x, box.width - TAB_MENU_SIZE.width - 8)),
    y: Math.max(8, Math.min(point.y, box.height - TAB_MENU_SIZE.height - 8)),
  };
}

// The canvases mounted per editor, the last one on top (a second graph panel takes over while open).
const mounted = new Map<EditorApi, CanvasBridge[]>();

/** The canvas showing this editor's graph, if one is mounted. */
export function canvasOf(editor: EditorApi): CanvasBridge | undefined {
  return mounted.get(editor)?.at(-1);
}

/** Adds a mounted canvas; returns its removal. */
export function registerCanvas(editor: EditorApi, bridge: CanvasBridge): () => void {
  const list = mounted.get(editor) ?? [];
  mounted.set(editor, [...list, bridge]);
  return () => {
    const rest = (mounted.get(editor) ?? []).filter((b) => b !== bridge);
    if (rest.length > 0) mounted.set(editor, rest);
    else mounted.delete(editor);
  };
}
