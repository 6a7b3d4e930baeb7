import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useMemo } from 'react';
import type { XY } from '../../editor/index.js';
import { useEditor } from '../../editor-react/index.js';
import { nodeFill } from '../model/node-kinds.js';
import type { CanvasNode } from './flow-nodes.js';
import { Minimap, type MinimapNode } from './Minimap.js';
import { type Rect, visibleFlowRect } from './overview-geometry.js';

/** The minimap of the xyflow canvas: its nodes as xyflow holds them, its view from xyflow's store. */
export function Overview({ nodes }: { nodes: readonly CanvasNode[] }) {
  const editor = useEditor();
  const rf = useReactFlow();
  const store = useStoreApi();
  const painted = useMemo(
    (): MinimapNode[] =>
      nodes.map((n) => {
        const node = editor.nodes.get(n.id);
        return {
          x: n.position.x,
          y: n.position.y,
          width: n.width ?? 0,
          height: n.height ?? 0,
          fill: node ? nodeFill(node, editor.nodes.definitionOf(n.id)) : '#808080',
        };
      }),
    [nodes, editor],
  );
  const watchView = useCallback(
    (place: (visible: Rect) => void) => {
      const run = () => {
        const s = store.getState();
        place(visibleFlowRect(s.transform, s.width, s.height));
      };
      run();
      return store.subscribe(run);
    },
    [store],
  );
  const centerOn = useCallback((at: XY) => void rf.setCenter(at.x, at.y, { zoom: rf.getZoom() }), [rf]);
  return <Minimap nodes={painted} watchView={watchView} centerOn={centerOn} />;
}
