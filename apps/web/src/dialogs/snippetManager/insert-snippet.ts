import type { EditorApi, XY } from '../../editor/index.js';
import {
  type LibraryGraph,
  type Snippet,
  snippetExtent,
  snippetGraphToText,
} from '../../services/snippets.js';
import { failureToast } from '../../ui/list-states.js';
import type { DialogContext } from '../dialog-descriptor.js';

/** The flow point at the middle of the visible canvas (the window's middle when no canvas is shown). */
export function viewportCentre(editor: EditorApi): XY {
  const { x, y, zoom } = editor.view.viewport();
  const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
  const width = pane?.width ?? window.innerWidth;
  const height = pane?.height ?? window.innerHeight;
  return { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
}

/** Grid step (spec 1 §9 grid size) by which an insert moves down off the nodes already there. */
const STEP = 40;
/** Gives up looking for free room after this many steps (the insert then overlaps). */
const MAX_STEPS = 200;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The first place at or below `at` where a box of `extent` covers no node of the current level
 * (with the view fitted to the nodes, the canvas middle is often right on top of them).
 */
export function freeSpot(editor: EditorApi, at: XY, extent: { width: number; height: number }): XY {
  const boxes: Box[] = editor.view.levelNodeIds().flatMap((id) => {
    const node = editor.nodes.get(id);
    return node ? [{ ...node.position, ...node.size }] : [];
  });
  let spot = at;
  for (let step = 0; step < MAX_STEPS; step++) {
    const box = { ...spot, ...extent };
    if (!boxes.some((other) => overlaps(box, other))) return spot;
    spot = { x: spot.x, y: spot.y + STEP };
  }
  return at;
}

/**
 * Pastes a snippet's graph centred on the visible canvas of the current level (moved down off the
 * nodes already there): fresh ids, names made unique there, one undo step, the inserted nodes
 * selected. Throws the paste's error.
 */
export function insertSnippet(editor: EditorApi, graph: LibraryGraph): string[] {
  const centre = viewportCentre(editor);
  const extent = snippetExtent(graph);
  const centred = { x: Math.round(centre.x - extent.width / 2), y: Math.round(centre.y - extent.height / 2) };
  return editor.clipboard.paste(snippetGraphToText(graph), freeSpot(editor, centred, extent));
}

/** Inserts the snippet (see insertSnippet) and says how many nodes came, or why none did. */
export function insertSnippetAndTell(ctx: DialogContext, snippet: Snippet): boolean {
  try {
    const ids = insertSnippet(ctx.editor, snippet.graph);
    ctx.notify({
      kind: 'success',
      title: `Inserted "${snippet.name}"`,
      description: ids.length === 1 ? '1 node' : `${ids.length} nodes`,
    });
    return true;
  } catch (error) {
    ctx.notify(failureToast('The snippet was not inserted')(error));
    return false;
  }
}
