import type { EditorApi } from '../../../editor/index.js';

/** The nodes the parameter editor shows, and whether they are pinned rather than selected. */
export interface ParamTargets {
  ids: readonly string[];
  pinned: boolean;
}

/**
 * The selected nodes; with nothing selected, the nodes of the current level that carry the
 * `param` flag (spec 2 §3 flags): their parameters stay at hand in the parameter editor while
 * the user works elsewhere on the canvas.
 */
export function parameterTargets(
  editor: Pick<EditorApi, 'selection' | 'levelNodeIds' | 'getNode'>,
): ParamTargets {
  const selection = editor.selection();
  if (selection.size > 0) return { ids: [...selection], pinned: false };
  const ids = editor.levelNodeIds().filter((id) => editor.getNode(id)?.flags.param === true);
  return { ids, pinned: ids.length > 0 };
}
