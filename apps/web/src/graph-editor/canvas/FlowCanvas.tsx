import { ConnectionLineType, ReactFlow, SelectionMode, useReactFlow } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { debugFlag } from '../../base/debugFlags.js';
import { useEditor, useValue } from '../../editor-react/index.js';
import { selectionHistoryOf } from '../../find/selection-history.js';
import { CanvasMenu } from '../menus/CanvasMenu.js';
import type { MenuTarget } from '../menus/menu-target.js';
import { NodeView } from '../nodes/NodeView.js';
import { MAX_ZOOM, MIN_ZOOM } from '../overview/detail-level.js';
import { OverviewLayer } from '../overview/OverviewLayer.js';
import { DetailRolloutContext } from '../overview/use-detail-rollout.js';
import { useOverviewGestures } from '../overview/use-overview-gestures.js';
import { TabMenu } from '../picker/TabMenu.js';
import { ReferencesLayer } from '../references/ReferencesLayer.js';
import { WireEdge } from '../wires/WireEdge.js';
import { WireTypeContext } from '../wires/wire-type.js';
import { CanvasGrid } from './CanvasGrid.js';
import { useCanvasUiStore } from './canvas-ui.js';
import { EmptyHint } from './EmptyHint.js';
import { FlowControls } from './FlowControls.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { gridAttribute } from './grid.js';
import { Overview } from './Overview.js';
import { useCanvasDetail, useFocusedOnly } from './use-canvas-detail.js';
import { useCanvasKeys } from './use-canvas-keys.js';
import { useEvaluationFocus } from './use-evaluation-focus.js';
import { useFlowGraph } from './use-flow-graph.js';
import { useFlowHandlers } from './use-flow-handlers.js';
import { useKeyboardNodes } from './use-keyboard-nodes.js';
import { useLevelLanding } from './use-level-landing.js';
import { useLevelPlacement } from './use-level-placement.js';
import { useNameTags } from './use-name-tags.js';
import { leaveFieldsOutside, useOpenPickerAt, usePaneDoubleClick } from './use-pane-pointer.js';
import { usePointerReport } from './use-pointer-report.js';
import { useSelectionChanges } from './use-selection-changes.js';
import { useTranslateGesture } from './use-translate-gesture.js';
import { useViewportBinding } from './use-viewport-binding.js';
import { useViewportController } from './use-viewport-controller.js';

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
const NO_EDGES: CanvasEdge[] = [];

/**
 * The xyflow surface bound to the editor: derived nodes and wires in, editor calls out. Each
 * concern is a hook of its own; their order is kept on purpose, as effects run in it (the level's
 * open viewport is placed after the keyboard has revealed its node and the editor's viewport was
 * pushed, so the placement wins).
 */
export function FlowCanvas({ onReady }: { onReady?: (() => void) | undefined }) {
  const editor = useEditor();
  const rf = useReactFlow<CanvasNode, CanvasEdge>();
  const ui = useCanvasUiStore();
  const container = useRef<HTMLDivElement>(null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);

  const { nodes, connections, edges } = useFlowGraph(editor);
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const readOnly = useValue((e) => e.readOnly);
  const levelId = useValue((e) => e.view.levelId());
  const preferences = useValue((e) => e.view.canvasPreferences());
  useEvaluationFocus();
  const tagScope = useNameTags(container, preferences.maxNameTagZoom);

  const detail = useCanvasDetail({ editor, levelId, nodes, connections, edges, onReady });
  const keyboard = useKeyboardNodes({ editor, rf, container, nodes: nodesRef, ui, readOnly });
  const levelAnnouncement = useLevelLanding({
    editor,
    levelId,
    placed: detail.placed,
    container,
    land: keyboard.land,
  });
  const focusedOnly = useFocusedOnly(detail.overview, nodes, keyboard.focused);

  const viewport = useViewportBinding({
    editor,
    rf,
    container,
    inputDeviceType: preferences.inputDeviceType,
    naturalScrolling: preferences.naturalScrolling,
  });
  const controller = useViewportController(editor, rf, nodesRef);
  useLevelPlacement({ editor, rf, container, nodes: nodesRef, levelId, onPlaced: detail.markPlaced });

  const overviewGestures = useOverviewGestures(editor, rf, detail.drawList);
  // the recently selected nodes are recorded from the moment the canvas shows the project
  useEffect(() => void selectionHistoryOf(editor), [editor]);

  const { pointer, onMouseMove } = usePointerReport(editor, rf);
  const openPickerAt = useOpenPickerAt(container, rf, ui);
  const onDoubleClick = usePaneDoubleClick({ readOnly, zoomInAt: overviewGestures.zoomInAt, openPickerAt });
  useCanvasKeys({ editor, rf, container, ui, readOnly, controller, pointer, openPickerAt });
  const selectionChanges = useSelectionChanges(editor, ui);
  const drag = useTranslateGesture(editor);
  const handlers = useFlowHandlers({ editor, rf, readOnly, container, openPickerAt, setMenuTarget });

  const lineType = preferences.connectionLineType;
  return (
    <DetailRolloutContext.Provider value={detail.detailRollout}>
      <WireTypeContext.Provider value={lineType}>
        <div
          ref={container}
          className={`gc-canvas ${detail.mode === 'plain' ? 'gc-canvas--plain' : ''}`}
          data-testid="graph-canvas"
          data-level={levelId}
          data-tag-scope={tagScope}
          data-debug-interaction={debugFlag('interactionLayer') || undefined}
          data-detail={detail.mode}
          data-grid={gridAttribute(preferences)}
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
          onDoubleClick={onDoubleClick}
        >
          <CanvasMenu target={menuTarget} viewport={controller}>
            <ReactFlow<CanvasNode, CanvasEdge>
              nodes={detail.overview ? focusedOnly : detail.staged.nodes}
              edges={detail.overview ? NO_EDGES : detail.stagedEdges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              defaultViewport={editor.view.viewport()}
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
              // the wheel is decided by useWheelGestures (use-viewport-binding); a touch screen's pinch stays xyflow's
              panOnScroll={false}
              zoomOnScroll={false}
              zoomActivationKeyCode={null}
              zoomOnPinch={viewport.allowPinch}
              zoomOnDoubleClick={false}
              multiSelectionKeyCode={['Shift', 'Control', 'Meta']}
              // nodes are deleted by the command registry's Delete; wires by use-canvas-keys
              deleteKeyCode={null}
              connectionLineType={LINE_TYPES[lineType] ?? ConnectionLineType.SmoothStep}
              connectionRadius={24}
              proOptions={{ hideAttribution: true }}
              // the canvas's own keys (use-keyboard-nodes) move focus and write through the editor
              disableKeyboardA11y
              onNodesChange={selectionChanges.onNodesChange}
              onEdgesChange={selectionChanges.onEdgesChange}
              onPaneClick={overviewGestures.onPaneClick}
              {...drag}
              {...handlers}
              onMoveEnd={viewport.onMoveEnd}
            >
              <CanvasGrid preferences={preferences} />
              {detail.drawList ? (
                <OverviewLayer list={detail.drawList} onBoxSelect={overviewGestures.onBoxSelect} />
              ) : null}
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
