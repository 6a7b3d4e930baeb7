// The one place the GPU canvas reads and writes the editor: the editor's API is being reshaped
// (members moving into managers), and only this adapter has to follow it.
import type { ConnectionWithId, GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { Result } from '../../base/errors.js';
import type { DiffMark } from '../../base/graph-diff.js';
import type {
  CanvasPreferences,
  ConnectRequest,
  EditorApi,
  Gesture,
  NodeStatusView,
  SelectMode,
  Size,
  Viewport,
  ViewportController,
  XY,
} from '../../editor/index.js';
import { diffHighlightStore } from '../../state/graph-diff.js';
import { describeNode } from '../a11y/describe-node.js';

/** What the GPU canvas needs of the editor: its current level's reads, and the calls its gestures make. */
export interface CanvasSource {
  /** the editor's change feed: called after every change (graph, selection, viewport, status) */
  subscribe(listener: () => void): () => void;
  readOnly(): boolean;
  levelId(): string;
  nodeIds(): readonly string[];
  node(id: string): GraphNode | undefined;
  definition(id: string): NodeDefinition | undefined;
  wires(): readonly ConnectionWithId[];
  selection(): ReadonlySet<string>;
  /** 'clean' | 'dirty' | 'error' … as the status dot shows it */
  status(id: string): string;
  /** the node's status with its messages (badges, the message under it); the same object until it changes */
  statusView(id: string): NodeStatusView;
  /** the snapshot diff's mark on the node, if a diff is shown (its changes come through `subscribe`) */
  diffMark(id: string): DiffMark | undefined;
  /** the node's last outputs (asks for an evaluation when missing): the strip under a selected node */
  outputs(id: string): Readonly<Record<string, unknown>> | undefined;
  preferences(): CanvasPreferences;
  viewport(): Viewport;
  setViewport(viewport: Viewport): void;
  select(ids: readonly string[], mode?: SelectMode): void;
  clearSelection(): void;
  /** a drag of nodes as one gesture (the editor snaps and joins trays) */
  translate(ids: readonly string[]): Gesture<{ dx: number; dy: number }>;
  /** a resize of one node as one gesture (one undo step; a left or top handle moves it too) */
  resize(id: string): Gesture<Size & Partial<XY>>;
  setPointer(at: XY): void;
  focusEvaluation(at: XY): void;
  registerViewportController(controller: ViewportController): () => void;
  /** the registered controller (the zoom controls' fit) */
  viewportController(): ViewportController | undefined;
  /** the node the keyboard is on */
  focused(): string | undefined;
  setFocused(id: string | undefined): void;
  subscribeFocus(listener: () => void): () => void;
  /** the node's accessible description (level, wires, value) */
  describe(id: string): string;
  /** wire writes (gpu/wiring): a refusal comes back as a value, for the canvas to show */
  connect(request: ConnectRequest): Result;
  reconnect(connectionId: string, request: ConnectRequest): boolean;
  disconnect(connectionId: string): Result;
}

export function canvasSource(editor: EditorApi): CanvasSource {
  return {
    subscribe: (listener) => {
      const stopEditor = editor.subscribe(listener);
      const stopDiff = diffHighlightStore.subscribe(listener);
      return () => {
        stopEditor();
        stopDiff();
      };
    },
    readOnly: () => editor.readOnly,
    levelId: () => editor.view.levelId(),
    nodeIds: () => editor.view.levelNodeIds(),
    node: (id) => editor.nodes.get(id),
    definition: (id) => editor.nodes.definitionOf(id),
    wires: () => editor.view.levelConnections(),
    selection: () => editor.selection.ids(),
    status: (id) => editor.evaluation.status(id).status,
    statusView: (id) => editor.evaluation.status(id),
    diffMark: (id) => diffHighlightStore.getState().marks.get(id),
    outputs: (id) => editor.evaluation.outputs(id),
    preferences: () => editor.view.canvasPreferences(),
    viewport: () => editor.view.viewport(),
    setViewport: (viewport) => editor.view.setViewport(viewport),
    select: (ids, mode) => editor.selection.select(ids, mode),
    clearSelection: () => editor.selection.clear(),
    translate: (ids) => editor.tools.translate(ids),
    resize: (id) => editor.tools.resize(id),
    setPointer: (at) => editor.view.setPointer(at),
    focusEvaluation: (at) => editor.evaluation.focusOn(at),
    registerViewportController: (controller) => editor.view.registerViewportController(controller),
    viewportController: () => editor.view.viewportController(),
    focused: () => editor.nodeFocus.current(),
    setFocused: (id) => editor.nodeFocus.set(id),
    subscribeFocus: (listener) => editor.nodeFocus.subscribe(listener),
    describe: (id) => describeNode(editor, id),
    connect: (request) => editor.nodes.connect(request),
    reconnect: (id, request) => editor.nodes.reconnect(id, request),
    disconnect: (id) => editor.nodes.disconnect(id),
  };
}
