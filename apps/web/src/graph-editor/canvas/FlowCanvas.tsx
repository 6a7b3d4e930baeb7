import {
  Background,
  BackgroundVariant,
  ConnectionLineType,
  type EdgeChange,
  type NodeChange,
  ReactFlow,
  SelectionMode,
  useReactFlow,
  useStore,
  useStoreApi,
} from '@xyflow/react';
import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { tabMenuCorner } from '../../actions/canvas-bridge.js';
import { isDebugFlagSet } from '../../base/browserStorage.js';
import { debugFlag } from '../../base/debugFlags.js';
import type { Viewport, ViewportController, XY } from '../../editor/index.js';
import { useEditor, useValue } from '../../editor-react/index.js';
import { selectionHistoryOf } from '../../find/selection-history.js';
import { CanvasMenu } from '../menus/CanvasMenu.js';
import type { MenuTarget } from '../menus/menu-target.js';
import { nodeFill } from '../model/node-kinds.js';
import { NodeView } from '../nodes/NodeView.js';
import {
  FIT,
  FIT_SELECTION,
  fitViewport,
  MAX_ZOOM,
  MIN_ZOOM,
  OVERVIEW_BELOW_ZOOM,
  openViewport,
} from '../overview/detail-level.js';
import { type DrawList, drawListOf, rectsOf } from '../overview/draw-list.js';
import { edgesAmong } from '../overview/mount-stages.js';
import { NodeGrid } from '../overview/node-grid.js';
import { OverviewLayer } from '../overview/OverviewLayer.js';
import { useCanvasMode } from '../overview/use-canvas-mode.js';
import { DetailRolloutContext, useDetailRollout } from '../overview/use-detail-rollout.js';
import { useStagedNodes } from '../overview/use-staged-nodes.js';
import { besideNodeMenu } from '../picker/beside-node.js';
import { TabMenu } from '../picker/TabMenu.js';
import { ReferencesLayer } from '../references/ReferencesLayer.js';
import { WireEdge } from '../wires/WireEdge.js';
import { WireTypeContext } from '../wires/wire-type.js';
import { isCanvasKey, isPlainTab } from './canvas-keys.js';
import { type PickerRequest, useCanvasUi, useCanvasUiStore } from './canvas-ui.js';
import { EmptyHint } from './EmptyHint.js';
import { FlowControls } from './FlowControls.js';
import { type CanvasEdge, FlowEdgesDerivation } from './flow-edges.js';
import { type CanvasNode, FlowNodesDerivation } from './flow-nodes.js';
import { type GridKind, gridKind, gridMarkSize, gridShown } from './grid.js';
import { canvasMoveDuration } from './motion.js';
import { NameTagScale, nameTagsShown } from './name-tags.js';
import { Overview } from './Overview.js';
import { boundsOf } from './overview-geometry.js';
import { useEvaluationFocus } from './use-evaluation-focus.js';
import { useFlowHandlers } from './use-flow-handlers.js';
import { useKeyboardNodes } from './use-keyboard-nodes.js';
import { useLevelLanding } from './use-level-landing.js';
import { useTranslateGesture } from './use-translate-gesture.js';
import { useWheelGestures } from './use-wheel-gestures.js';
import { useViewAttribute } from './view-attribute.js';

const nodeTypes = {
  plate: NodeView,
  context: NodeView,
  ghost: NodeView,
  stickyNote: NodeView,
  tray: NodeView,
  dot: NodeView,
  viewer: NodeView,
};
const edgeTypes = { wire: WireEdge };

const LINE_TYPES: Record<string, ConnectionLineType> = {
  straight: ConnectionLineType.Straight,
  step: ConnectionLineType.Step,
  bezier: ConnectionLineType.Bezier,
  curved: ConnectionLineType.Bezier,
};
/** A double-click on the overview zooms in to this readable zoom around the point. */
const OVERVIEW_DOUBLE_CLICK_ZOOM = 0.6;
const NO_NODES: CanvasNode[] = [];
const NO_EDGES: CanvasEdge[] = [];

/** The xyflow surface bound to the editor: derived nodes and wires in, editor calls out. */
/**
 * A press on the canvas ends typing elsewhere (a parameter field commits on blur): the pan-zoom
 * layer cancels the press's default, so focus would otherwise stay in the field and swallow the
 * canvas's keys (Tab, Delete, undo).
 */
function leaveFieldsOutside(event: ReactPointerEvent<HTMLDivElement>): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !event.currentTarget.contains(active)) {
    active.blur();
  }
}

export function FlowCanvas({ onReady }: { onReady?: (() => void) | undefined }) {
  const editor = useEditor();
  const rf = useReactFlow<CanvasNode, CanvasEdge>();
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  const ui = useCanvasUiStore();
  const container = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ client: XY } | null>(null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);

  // ---- reads: nodes and wires derived with identity kept per item ----
  const nodesDerivation = useMemo(() => new FlowNodesDerivation(), []);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  const nodes = useSyncExternalStore(subscribe, () => nodesDerivation.derive(editor));
  const connections = useValue((e) => e.levelConnections());
  const selectedWires = useCanvasUi((s) => s.selectedWires);
  const edgesDerivation = useMemo(() => new FlowEdgesDerivation(), []);
  const edges = edgesDerivation.derive(connections, selectedWires);
  const readOnly = useValue((e) => e.readOnly);
  const levelId = useValue((e) => e.currentLevelId());
  const preferences = useValue((e) => e.canvasPreferences());
  const gridReadable = useStore((s) => gridShown(preferences, s.transform[2]));
  const grid = gridKind(preferences.gridType);
  useEvaluationFocus();
  // name tags come and go with the zoom and keep their size on screen once it rests: both reach
  // their CSS (data-name-tags, their own scale rule) without re-rendering any view
  const tagScope = useId();
  const maxNameTagZoom = preferences.maxNameTagZoom;
  useEffect(() => {
    const canvas = container.current;
    if (!canvas) return;
    const scale = new NameTagScale(canvas.ownerDocument, tagScope);
    const show = (zoom: number) =>
      canvas.toggleAttribute('data-name-tags', nameTagsShown(zoom, maxNameTagZoom));
    const zoom = flowStore.getState().transform[2];
    show(zoom);
    scale.setZoom(zoom);
    const unsubscribe = flowStore.subscribe((s, previous) => {
      if (s.transform[2] === previous.transform[2]) return;
      show(s.transform[2]);
      scale.settleAt(s.transform[2]);
    });
    return () => {
      unsubscribe();
      scale.dispose();
    };
  }, [flowStore, maxNameTagZoom, tagScope]);

  // ---- detail level: the overview draws the whole level on one canvas; DOM views otherwise ----
  const lookOf = useCallback(
    (id: string) => {
      const node = editor.getNode(id);
      return node
        ? { name: node.name, fill: nodeFill(node, editor.definitionOf(id)) }
        : { name: '', fill: '#808080' };
    },
    [editor],
  );
  // the mode's node count reads an index rebuilt only when nodes come or go: a moved node makes
  // the estimate slightly stale, never the drawing
  const levelIds = useValue((e) => e.levelNodeIds());
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt per change of the node set, on purpose
  const countGrid = useMemo(() => new NodeGrid(rectsOf(nodes)), [levelIds]);
  // until the level's open viewport is placed the overview stands in, so no DOM is built for a
  // viewport the user never sees
  const [placedLevel, setPlacedLevel] = useState<string | null>(null);
  const zoomMode = useCanvasMode(countGrid);
  const placed = placedLevel === levelId;
  const mode = placed ? zoomMode : 'overview';
  // once a level's viewport is in place the canvas takes gestures (those held by the static frame)
  useEffect(() => {
    if (placed) onReady?.();
  }, [placed, onReady]);
  const overview = mode === 'overview';
  const plain = mode === 'plain';
  const modeRef = useRef(mode);
  modeRef.current = mode;
  // what the overview paints: built only while it shows, once per change of the nodes or wires
  const drawList = useMemo<DrawList | null>(
    () => (overview ? drawListOf(nodes, connections, lookOf) : null),
    [overview, nodes, connections, lookOf],
  );
  const drawListRef = useRef(drawList);
  drawListRef.current = drawList;
  // leaving the overview, the views in sight come over a few frames (and their wires with them)
  const staged = useStagedNodes(nodes, overview);
  // crossing the plain threshold, the views on screen change their detail over a few frames too
  const detailRollout = useDetailRollout(overview, nodes);
  const stagedEdges = useMemo(
    () => (staged.staging ? edgesAmong(edges, staged.nodes) : edges),
    [staged.staging, staged.nodes, edges],
  );
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  // ---- the graph by keyboard: the focused node keeps DOM focus and stays in view ----
  const keyboard = useKeyboardNodes({ editor, rf, container, nodes: nodesRef, ui, readOnly });
  const levelAnnouncement = useLevelLanding({ editor, levelId, placed, container, land: keyboard.land });
  // the overview mounts no views but the focused node's, so the keyboard always has an element
  const focusedOnly = useMemo(
    () => (overview ? nodes.filter((n) => n.id === keyboard.focused) : NO_NODES),
    [overview, nodes, keyboard.focused],
  );

  // ---- viewport: xyflow owns it while panning; the editor gets it when a move ends ----
  // Only a change of the editor's viewport made elsewhere is pushed back: not the level's unset
  // viewport when xyflow's instance changes identity (its pan-zoom became ready), and not what the
  // canvas itself reported — a move's end is reported after the move (a wheel's 150 ms after its
  // last step), and pushing that back would cut short a move begun since (a double-click zoom).
  const editorViewport = useValue((e) => e.viewport());
  const pushedViewport = useRef(editorViewport);
  const reportedViewport = useRef<Viewport | null>(null);
  const reportViewport = useCallback(
    (viewport: Viewport) => {
      reportedViewport.current = viewport;
      editor.setViewport(viewport);
    },
    [editor],
  );
  // ---- spec 1 §2: pinch-zoom through ctrl+wheel is blocked unless debug_allowPinchZoom ----
  const allowPinch = useMemo(() => isDebugFlagSet('allowPinchZoom'), []);
  // ---- spec 1 §3: the wheel pans or zooms by inputDeviceType and naturalScrolling ----
  const wheelMoving = useWheelGestures(
    container,
    rf,
    {
      inputDeviceType: preferences.inputDeviceType,
      naturalScrolling: preferences.naturalScrolling,
      allowPinchZoom: allowPinch,
    },
    reportViewport,
  );
  // a wheel reports its viewport once, when it rests (not at each of its steps)
  const onMoveEnd = useCallback(
    (_event: unknown, viewport: Viewport) => {
      if (!wheelMoving()) reportViewport(viewport);
    },
    [reportViewport, wheelMoving],
  );
  useEffect(() => {
    if (pushedViewport.current === editorViewport) return;
    pushedViewport.current = editorViewport;
    const reported = reportedViewport.current;
    if (
      reported &&
      reported.x === editorViewport.x &&
      reported.y === editorViewport.y &&
      reported.zoom === editorViewport.zoom
    )
      return;
    const current = rf.getViewport();
    if (
      current.x !== editorViewport.x ||
      current.y !== editorViewport.y ||
      current.zoom !== editorViewport.zoom
    ) {
      void rf.setViewport(editorViewport);
    }
  }, [rf, editorViewport]);

  // framing reads every node of the level, not xyflow's nodes, which the overview empties
  const controller = useMemo<ViewportController>(() => {
    const frame = (ids: ReadonlySet<string> | null, fit: typeof FIT | typeof FIT_SELECTION) => {
      const items = rectsOf(nodesRef.current).filter((item) => !ids || ids.has(item.id));
      const { width, height } = flowStore.getState();
      if (items.length === 0 || width <= 0 || height <= 0) return;
      void rf.setViewport(fitViewport(boundsOf(items, 0), { width, height }, fit), {
        duration: canvasMoveDuration(),
      });
    };
    return {
      zoomToFit: () => frame(null, FIT),
      zoomToSelection: () => {
        const selection = editor.selection();
        if (selection.size === 0) frame(null, FIT);
        else frame(selection, FIT_SELECTION);
      },
    };
  }, [rf, editor, flowStore]);
  useEffect(() => editor.registerViewportController(controller), [editor, controller]);
  // a level opens at its saved viewport, else framed whole (a big level then lands in the cheap
  // overview); DOM views appear only once that viewport is in place
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the level changes
  useEffect(() => {
    let cancelled = false;
    let retry = 0;
    const place = () => {
      const box = container.current?.getBoundingClientRect();
      const items = rectsOf(nodesRef.current);
      const target = openViewport(editor.viewport(), items.length > 0 ? boundsOf(items, 0) : null, {
        width: box?.width ?? 0,
        height: box?.height ?? 0,
      });
      void rf.setViewport(target).then((placed) => {
        if (cancelled) return;
        // xyflow's pan-zoom is set up in an effect of its own: try again next frame until it is
        if (placed) setPlacedLevel(levelId);
        else retry = requestAnimationFrame(place);
      });
    };
    place();
    return () => {
      cancelled = true;
      cancelAnimationFrame(retry);
    };
  }, [levelId]);

  // overview interactions: a click selects the node under the pointer, a band selects what it
  // touches (xyflow clears the selection right after its pane-click callback, so this runs after)
  const onPaneClick = useCallback(
    (event: ReactMouseEvent) => {
      if (modeRef.current !== 'overview') return;
      const at = rf.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const hit = drawListRef.current?.grid.hit(at.x, at.y);
      const additive = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!hit) {
        // xyflow holds no nodes in the overview, so it has nothing to deselect: the click on empty canvas does
        if (!additive) editor.clearSelection();
        return;
      }
      const next = new Set(additive ? editor.selection() : []);
      if (additive && next.has(hit.id)) next.delete(hit.id);
      else next.add(hit.id);
      queueMicrotask(() => editor.select([...next], 'replace'));
    },
    [editor, rf],
  );
  const onBoxSelect = useCallback(
    (rect: { x: number; y: number; width: number; height: number }) => {
      const list = drawListRef.current;
      if (list)
        editor.select(
          list.grid.query(rect).map((item) => item.id),
          'replace',
        );
    },
    [editor],
  );

  // the recently selected nodes are recorded from the moment the canvas shows the project
  useEffect(() => void selectionHistoryOf(editor), [editor]);

  // ---- tab menu ----
  const openPickerAt = useCallback(
    (client: XY, from?: PickerRequest['from'], atPointer = true) => {
      const box = container.current?.getBoundingClientRect();
      if (!box) return;
      const at = tabMenuCorner(box, { x: client.x - box.left, y: client.y - box.top });
      ui.getState().openPicker({ at, flow: rf.screenToFlowPosition(client), from, atPointer });
    },
    [rf, ui],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = container.current;
      if (!el || readOnly || !isCanvasKey(event, el)) return;
      if (isPlainTab(event)) {
        event.preventDefault();
        const box = el.getBoundingClientRect();
        // the node the keyboard is on: the menu opens beside it, not at the pointer
        const focused = editor.nodeFocus.current();
        const beside = focused && besideNodeMenu(editor, focused, box, (p) => rf.flowToScreenPosition(p));
        const at = pointer.current?.client ?? { x: box.left + box.width / 2, y: box.top + box.height / 3 };
        if (beside) {
          const view = rf.getViewport();
          if (beside.panLeft) void rf.setViewport({ ...view, x: view.x - beside.panLeft });
          ui.getState().openPicker(beside.request);
        } else openPickerAt(at, undefined, pointer.current !== null);
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && ui.getState().selectedWires.size > 0) {
        for (const id of ui.getState().selectedWires) editor.disconnect(id);
        ui.getState().selectWires(new Set());
      }
      // F frames the selection here only when no command registry took the controller
      if (
        (event.key === 'f' || event.key === 'F') &&
        !event.ctrlKey &&
        !event.metaKey &&
        !editor.registerViewportController
      ) {
        controller.zoomToSelection();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, controller, openPickerAt, readOnly, ui, rf]);

  // ---- selection: xyflow proposes, the editor decides ----
  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      let next: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        next ??= new Set(editor.selection());
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      if (!next) return;
      const current = editor.selection();
      if (next.size === current.size && [...next].every((id) => current.has(id))) return;
      editor.select([...next], 'replace');
    },
    [editor],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      let next: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        next ??= new Set(ui.getState().selectedWires);
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      if (next) ui.getState().selectWires(next);
    },
    [ui],
  );

  const drag = useTranslateGesture(editor);

  const handlers = useFlowHandlers({ editor, rf, readOnly, container, openPickerAt, setMenuTarget });

  // ---- pointer ----
  const frame = useRef(0);
  const onMouseMove = useCallback(
    (event: ReactMouseEvent) => {
      pointer.current = { client: { x: event.clientX, y: event.clientY } };
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const p = pointer.current?.client;
        if (p) editor.setPointer(rf.screenToFlowPosition(p));
      });
    },
    [editor, rf],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useViewAttribute(container);

  const lineType = preferences.connectionLineType;
  return (
    <DetailRolloutContext.Provider value={detailRollout}>
      <WireTypeContext.Provider value={lineType}>
        <div
          ref={container}
          className={`gc-canvas ${plain ? 'gc-canvas--plain' : ''}`}
          data-testid="graph-canvas"
          data-level={levelId}
          data-tag-scope={tagScope}
          data-debug-interaction={debugFlag('interactionLayer') || undefined}
          data-detail={mode}
          // F6 lands here (data-panel-entry); the keyboard then goes on to a node
          data-panel-entry
          tabIndex={-1}
          role="group"
          aria-label="Graph canvas"
          onFocus={keyboard.onFocus}
          onKeyDown={keyboard.onKeyDown}
          onMouseMove={onMouseMove}
          onPointerDownCapture={(event) => {
            leaveFieldsOutside(event);
            keyboard.onPointerDown(event);
          }}
          onDoubleClick={(event) => {
            const target = event.target as HTMLElement;
            if (!target.closest('.react-flow__pane') || target.closest('.react-flow__node')) return;
            if (modeRef.current === 'overview') {
              // in the overview a double-click zooms in to a readable zoom around the point
              const at = rf.screenToFlowPosition({ x: event.clientX, y: event.clientY });
              const zoom = Math.max(OVERVIEW_DOUBLE_CLICK_ZOOM, OVERVIEW_BELOW_ZOOM * 2);
              void rf.setCenter(at.x, at.y, { zoom, duration: canvasMoveDuration() });
              return;
            }
            if (readOnly) return;
            openPickerAt({ x: event.clientX, y: event.clientY });
          }}
        >
          <CanvasMenu target={menuTarget} viewport={controller}>
            <ReactFlow<CanvasNode, CanvasEdge>
              nodes={overview ? focusedOnly : staged.nodes}
              edges={overview ? NO_EDGES : stagedEdges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              defaultViewport={editor.viewport()}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onlyRenderVisibleElements
              elevateNodesOnSelect={false}
              elevateEdgesOnSelect={false}
              nodesDraggable={!readOnly}
              nodesConnectable={!readOnly}
              edgesReconnectable={!readOnly}
              nodeDragThreshold={2}
              selectionOnDrag
              selectionMode={SelectionMode.Partial}
              panOnDrag={[1]}
              panActivationKeyCode="Space"
              // the wheel is decided by useWheelGestures above; a touch screen's pinch stays xyflow's
              panOnScroll={false}
              zoomOnScroll={false}
              zoomActivationKeyCode={null}
              zoomOnPinch={allowPinch}
              zoomOnDoubleClick={false}
              multiSelectionKeyCode={['Shift', 'Control', 'Meta']}
              // nodes are deleted by the command registry's Delete; wires by the key handler above
              deleteKeyCode={null}
              connectionLineType={LINE_TYPES[lineType] ?? ConnectionLineType.SmoothStep}
              connectionRadius={24}
              proOptions={{ hideAttribution: true }}
              // the canvas's own keys (use-keyboard-nodes) move focus and write through the editor
              disableKeyboardA11y
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onPaneClick={onPaneClick}
              {...drag}
              {...handlers}
              onMoveEnd={onMoveEnd}
            >
              {gridReadable ? (
                <Background
                  id="gc-grid"
                  variant={GRID_VARIANTS[grid]}
                  gap={preferences.gridSize}
                  size={gridMarkSize(grid)}
                  className="gc-grid"
                />
              ) : null}
              {drawList ? <OverviewLayer list={drawList} onBoxSelect={onBoxSelect} /> : null}
              <ReferencesLayer />
              {/* an empty level has nothing to map */}
              {nodes.length > 0 ? <Overview nodes={nodes} /> : null}
              <FlowControls controller={controller} />
            </ReactFlow>
          </CanvasMenu>
          <EmptyHint />
          <TabMenu />
          <div role="status" className="gc-visually-hidden">
            {levelAnnouncement}
          </div>
        </div>
      </WireTypeContext.Provider>
    </DetailRolloutContext.Provider>
  );
}

const GRID_VARIANTS: Record<GridKind, BackgroundVariant> = {
  lines: BackgroundVariant.Lines,
  dots: BackgroundVariant.Dots,
  cross: BackgroundVariant.Cross,
};
