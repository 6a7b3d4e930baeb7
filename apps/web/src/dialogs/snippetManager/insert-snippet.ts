import type { EditorApi, XY } from '../../editor/editor-api.js';
import { type LibraryGraph, snippetExtent, snippetGraphToText } from '../../services/snippets.js';

/** The flow point at the middle of the visible canvas (the window's middle when no canvas is shown). */
export function viewportCentre(editor: EditorApi): XY {
  const { x, y, zoom } = editor.viewport();
  const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
  const width = pane?.width ?? window.innerWidth;
  const height = pane?.height ?? window.innerHeight;
  return { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
}

/**
 * Pastes a snippet's graph centred on the visible canvas of the current level: fresh ids, names
 * made unique there, one undo step, the inserted nodes selected. Throws the paste's error.
 */
export function insertSnippet(editor: EditorApi, graph: LibraryGraph): string[] {
  const centre = viewportCentre(editor);
  const extent = snippetExtent(graph);
  const at = { x: Math.round(centre.x - extent.width / 2), y: Math.round(centre.y - extent.height / 2) };
  return editor.paste(snippetGraphToText(graph), at);
}
