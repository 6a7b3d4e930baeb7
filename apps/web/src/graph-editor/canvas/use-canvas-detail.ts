import type { ConnectionWithId } from '@nodeloom/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { useValue } from '../../editor-react/index.js';
import { nodeFill } from '../model/node-kinds.js';
import { type DrawList, drawListOf, rectsOf } from '../overview/draw-list.js';
import { edgesAmong } from '../overview/mount-stages.js';
import { NodeGrid } from '../overview/node-grid.js';
import { useCanvasMode } from '../overview/use-canvas-mode.js';
import { useDetailRollout } from '../overview/use-detail-rollout.js';
import { useStagedNodes } from '../overview/use-staged-nodes.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';

const NO_NODES: CanvasNode[] = [];

interface Options {
  editor: EditorApi;
  levelId: string;
  nodes: CanvasNode[];
  connections: readonly ConnectionWithId[];
  edges: CanvasEdge[];
  /** called once a level's viewport is in place: the canvas takes gestures (those held by the static frame) */
  onReady?: (() => void) | undefined;
}

/**
 * The canvas's detail level: the overview draws the whole level on one canvas (its draw list);
 * otherwise DOM views, which come over a few frames when the overview is left (staged) and change
 * their detail over a few frames when the plain threshold is crossed (the rollout). Until the
 * level's open viewport is placed (`markPlaced`) the overview stands in, so no DOM is built for a
 * viewport the user never sees.
 */
export function useCanvasDetail({ editor, levelId, nodes, connections, edges, onReady }: Options) {
  const lookOf = useCallback(
    (id: string) => {
      const node = editor.nodes.get(id);
      return node
        ? { name: node.name, fill: nodeFill(node, editor.nodes.definitionOf(id)) }
        : { name: '', fill: '#808080' };
    },
    [editor],
  );
  // the mode's node count reads an index rebuilt only when nodes come or go: a moved node makes
  // the estimate slightly stale, never the drawing
  const levelIds = useValue((e) => e.view.levelNodeIds());
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt per change of the node set, on purpose
  const countGrid = useMemo(() => new NodeGrid(rectsOf(nodes)), [levelIds]);
  const [placedLevel, markPlaced] = useState<string | null>(null);
  const zoomMode = useCanvasMode(countGrid);
  const placed = placedLevel === levelId;
  const mode = placed ? zoomMode : 'overview';
  useEffect(() => {
    if (placed) onReady?.();
  }, [placed, onReady]);
  const overview = mode === 'overview';
  // what the overview paints: built only while it shows, once per change of the nodes or wires
  const drawList = useMemo<DrawList | null>(
    () => (overview ? drawListOf(nodes, connections, lookOf) : null),
    [overview, nodes, connections, lookOf],
  );
  // leaving the overview, the views in sight come over a few frames (and their wires with them)
  const staged = useStagedNodes(nodes, overview);
  // crossing the plain threshold, the views on screen change their detail over a few frames too
  const detailRollout = useDetailRollout(overview, nodes);
  const stagedEdges = useMemo(
    () => (staged.staging ? edgesAmong(edges, staged.nodes) : edges),
    [staged.staging, staged.nodes, edges],
  );
  return { mode, overview, placed, markPlaced, drawList, staged, stagedEdges, detailRollout };
}

/** The overview mounts no views but the keyboard's node, so the keyboard always has an element. */
export function useFocusedOnly(
  overview: boolean,
  nodes: CanvasNode[],
  focused: string | undefined,
): CanvasNode[] {
  return useMemo(
    () => (overview ? nodes.filter((n) => n.id === focused) : NO_NODES),
    [overview, nodes, focused],
  );
}
