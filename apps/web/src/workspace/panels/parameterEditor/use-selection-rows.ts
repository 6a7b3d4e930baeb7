import type { GraphNode } from '@nodeloom/engine';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEditor } from '../../../editor-react/index.js';
import { type ParamRow, selectionRows } from './param-model.js';
import { parameterTargets } from './param-targets.js';

export interface SelectionModel {
  ids: readonly string[];
  nodes: readonly GraphNode[];
  rows: readonly ParamRow[];
  /** shown because they carry the param flag, not because they are selected */
  pinned: boolean;
}

const EMPTY: SelectionModel = Object.freeze({ ids: [], nodes: [], rows: [], pinned: false });

/**
 * The selected nodes (or, with none, the param-flagged ones) and their rows, recomputed only when a selected node changes (nodes are
 * copy-on-write, so comparing references is enough); same object otherwise, as
 * useSyncExternalStore needs.
 */
export function useSelectionRows(): SelectionModel {
  const editor = useEditor();
  const last = useRef<SelectionModel>(EMPTY);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  const read = useCallback((): SelectionModel => {
    const targets = parameterTargets(editor);
    const nodes = targets.ids
      .map((id) => editor.nodes.get(id))
      .filter((n): n is GraphNode => n !== undefined);
    const before = last.current;
    if (
      targets.pinned === before.pinned &&
      nodes.length === before.nodes.length &&
      nodes.every((n, i) => n === before.nodes[i])
    )
      return before;
    const model: SelectionModel = {
      ids: nodes.map((n) => n.id),
      nodes,
      pinned: targets.pinned,
      rows: selectionRows(
        nodes.map((node) => ({ node, definition: editor.nodes.definitionOf(node.id) })),
        (id, expression) => editor.params.condition(id, expression),
      ),
    };
    last.current = model;
    return model;
  }, [editor]);
  return useSyncExternalStore(subscribe, read);
}
