import type { NodesApi, SelectionApi, ViewApi } from '../../../editor/index.js';

/** The nodes the parameter editor shows, and whether they are pinned rather than selected. */
export interface ParamTargets {
  ids: readonly string[];
  pinned: boolean;
}

type TargetsEditor = {
  readonly nodes: Pick<NodesApi, 'get'>;
  readonly selection: Pick<SelectionApi, 'ids'>;
  readonly view: Pick<ViewApi, 'levelNodeIds'>;
};

/** Whether a node of the level carries the param flag. */
const pinnedIn = (editor: TargetsEditor) => (id: string) => editor.nodes.get(id)?.flags.param === true;

/**
 * The selected nodes; with nothing selected, the nodes of the current level that carry the
 * `param` flag (spec 2 §3 flags): their parameters stay at hand in the parameter editor while
 * the user works elsewhere on the canvas.
 */
export function parameterTargets(editor: TargetsEditor): ParamTargets {
  const selection = editor.selection.ids();
  if (selection.size > 0) return { ids: [...selection], pinned: false };
  const ids = editor.view.levelNodeIds().filter(pinnedIn(editor));
  return { ids, pinned: ids.length > 0 };
}

/** Whether the parameter editor has nodes to show (the same rule, without listing them). */
export function hasParameterTargets(editor: TargetsEditor): boolean {
  return editor.selection.ids().size > 0 || editor.view.levelNodeIds().some(pinnedIn(editor));
}
