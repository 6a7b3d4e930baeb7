import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { useValue } from '../../editor-react/index.js';
import { useCanvasUi } from './canvas-ui.js';
import { FlowEdgesDerivation } from './flow-edges.js';
import { FlowNodesDerivation } from './flow-nodes.js';

/**
 * The current level as xyflow reads it: nodes and wires derived from the editor with identity
 * kept per item (an unchanged node or wire is the same object, so its view is not rendered again).
 */
export function useFlowGraph(editor: EditorApi) {
  const nodesDerivation = useMemo(() => new FlowNodesDerivation(), []);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  const nodes = useSyncExternalStore(subscribe, () => nodesDerivation.derive(editor));
  const connections = useValue((e) => e.view.levelConnections());
  const selectedWires = useCanvasUi((s) => s.selectedWires);
  const edgesDerivation = useMemo(() => new FlowEdgesDerivation(), []);
  const edges = edgesDerivation.derive(connections, selectedWires);
  return { nodes, connections, edges };
}
