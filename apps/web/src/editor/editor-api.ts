/**
 * The editor's public surface: what views (apps/web/src/graph-editor, panels, pages) may call.
 * `WorkspaceEditor` implements it outside React; React reads it only through the selector hooks
 * of apps/web/src/editor-react (useSyncExternalStore), so every read below returns a stable
 * reference until the thing it describes changes (nodes are copy-on-write in the engine).
 *
 * Every write goes through engine events (never a second state). Each write call is one undo
 * step, unless a gesture is open (`tools.*`), which makes the whole gesture one step.
 * Writes are refused (no-op returning false/undefined) when `readOnly` is true.
 */

import type {
  ConnectionWithId,
  EvalType,
  EventInput,
  GraphNode,
  NodeDefinition,
  ParamEntry,
  ReadonlyGraph,
} from '@nodeloom/engine';
import type { SaveView } from './edit-persistence.js';
import type { NodeTiming } from './evaluation.js';
import type { ReferenceRewrite } from './rename-references.js';

export interface XY {
  x: number;
  y: number;
}
export interface Viewport extends XY {
  zoom: number;
}
export interface Size {
  width: number;
  height: number;
}

/** What the evaluator says of one node, as a node view shows it. */
export type { NodeTiming, ReferenceRewrite, SaveView };

/** One field of one param of one node, as setParamFields writes it. */
export interface ParamFieldEdit {
  nodeId: string;
  param: string;
  field: ParamField;
  value: unknown;
}

export interface NodeStatusView {
  status: 'untouched' | 'clean' | 'dirty' | 'error';
  /** validation and parse errors with the spec's messages ('Failed to parse node …', …) */
  errors: readonly string[];
  /** node warnings (singleton, context, outdated UDN, …) */
  warnings: readonly string[];
}

export interface LevelCrumb {
  id: string;
  name: string;
}

export interface SocketRef {
  nodeId: string;
  /** output identifier for a source socket, input identifier for a target socket */
  identifier: string;
  kind: 'output' | 'input';
}

export interface ConnectRequest {
  sourceNode: string;
  sourceOutputIdentifier: string;
  targetNode: string;
  targetInputIdentifier: string;
}

export type SelectMode = 'replace' | 'add' | 'toggle';

/** The fields of a param the parameter editor writes (each has its own engine event). */
export type ParamField = 'value' | 'expression' | 'evalType' | 'glance';

/** Inserting a group before `group` (or at the next number), deleting one, or moving one to `to`. */
export type MultiparamChange =
  | { kind: 'insert'; group: number }
  | { kind: 'delete'; group: number }
  | { kind: 'move'; group: number; to: number };

/** What the canvas can do to its own viewport; the command registry calls it ("frame selection", F). */
export interface ViewportController {
  /** frames every node of the current level */
  zoomToFit(): void;
  /** frames the selected nodes (falls back to zoomToFit when nothing is selected) */
  zoomToSelection(): void;
}

/** Preferences the canvas draws with (spec 1 §3 default set; a stored set overrides some keys). */
export interface CanvasPreferences {
  gridType: string;
  gridSize: number;
  gridEnabled: boolean;
  connectionLineType: string;
  maxNameTagZoom: number;
  naturalScrolling: boolean;
  nodeShape: string;
}

/** A gesture in progress: `update` as the pointer moves, `end` commits one undo step, `cancel` bails to its mark. */
export interface Gesture<U> {
  update(value: U): void;
  end(): void;
  cancel(): void;
}

export interface EditorTools {
  /** drag of the given nodes (snapped to the 20 grid on update); dropping onto a tray joins it */
  translate(nodeIds: readonly string[]): Gesture<{ dx: number; dy: number }>;
  /** resize of one resizable node (min 10, or the kind's min) */
  resize(nodeId: string): Gesture<Size & Partial<XY>>;
  /** rubber-band selection in flow coordinates; `additive` keeps the previous selection */
  brush(additive: boolean): Gesture<{ x: number; y: number; width: number; height: number }>;
  /** scrubbing a numeric param: every update applies, the whole scrub is one undo step */
  scrubParam(nodeId: string, param: string): Gesture<unknown>;
}

export interface EditorApi {
  readonly projectId: string;
  readonly readOnly: boolean;
  subscribe(listener: () => void): () => void;
  /** the live read-only graph, for reads outside React's render (expression completion, lint, references) */
  readonly graph: ReadonlyGraph;

  // ---- reads (stable references) ----
  currentLevelId(): string;
  levelPath(): readonly LevelCrumb[];
  /** ids of the nodes on the current level, in creation order */
  levelNodeIds(): readonly string[];
  /** wires whose two ends are on the current level */
  levelConnections(): readonly ConnectionWithId[];
  getNode(id: string): GraphNode | undefined;
  definitionOf(nodeId: string): NodeDefinition | undefined;
  /** every definition the picker may offer (the registry, later UDNs) */
  definitions(): readonly NodeDefinition[];
  selection(): ReadonlySet<string>;
  viewport(): Viewport;
  nodeStatus(id: string): NodeStatusView;
  /** how long the node's last evaluation took (its dirty cone included), if it was evaluated */
  nodeTiming(id: string): NodeTiming | undefined;
  /** evaluated outputs of a node (evaluates its cone on demand); undefined before evaluation or on error */
  nodeOutputs(id: string): Readonly<Record<string, unknown>> | undefined;
  saveStatus(): SaveView;
  /** a param's evaluated value (and why its expression failed), by name; same reference until it changes */
  paramEntry(nodeId: string, param: string): ParamEntry | undefined;
  /** a hideWhen / disableWhen expression over the node's params: truthy or not; failures are false */
  paramCondition(nodeId: string, expression: string): boolean;
  /** the id of the node a path names, read from `fromNodeId`'s level (spec 2 §9 path syntax) */
  resolveNodePath(fromNodeId: string, path: string): string | undefined;
  canUndo(): boolean;
  canRedo(): boolean;

  // ---- writes ----
  createNode(definitionName: string, position: XY, connect?: { from?: SocketRef }): string | undefined;
  connect(request: ConnectRequest): boolean;
  disconnect(connectionId: string): boolean;
  /** moves a wire on a multi-input to another order slot */
  reorderInput(connectionId: string, order: number): boolean;
  /** UDN commands (spec 2 §4 UDN nodes), each one undo step; false when refused */
  replaceLevelWithUdn(levelId: string, udnId: string): boolean;
  unpackUdn(nodeId: string): boolean;
  repackUdn(nodeId: string): boolean;
  changeUdnVersion(nodeIds: readonly string[], udnId: string): boolean;
  /**
   * Renames a node and rewrites every expression path and node-path param that names it, in one
   * undo step; throws EngineError with the spec's message for a bad name.
   */
  renameNode(id: string, name: string): void;
  /** what renameNode would rewrite (shown before a rename) */
  previewRename(id: string, name: string): ReferenceRewrite[];
  /** several param fields of several nodes in one undo step (find and replace) */
  setParamFields(edits: readonly ParamFieldEdit[]): boolean;
  setColor(ids: readonly string[], color: string): void;
  setComment(id: string, comment: string): void;
  setFlag(ids: readonly string[], flag: 'bypass' | 'preview' | 'hideComment', on: boolean): void;
  setParam(id: string, param: string, value: unknown): void;
  /** one field of a param (defined by name, custom by id or name) on every given node: one undo step */
  setParamField(ids: readonly string[], param: string, field: ParamField, value: unknown): boolean;
  /** literal ⇄ expression (spec 2 §4 "a param goes from literal to expression via evalType") */
  setParamEvalType(ids: readonly string[], param: string, evalType: EvalType): boolean;
  setParamExpression(ids: readonly string[], param: string, expression: string): boolean;
  setGlance(ids: readonly string[], param: string, on: boolean): boolean;
  /**
   * Custom param events of one node (add, definition changes, delete, template created) as one undo
   * step, for the parameter manager; throws the engine's error (its message names the broken rule).
   */
  changeCustomParams(nodeId: string, events: readonly EventInput[]): void;
  /** inserts, deletes or moves an instance group of a multiparam folder: one undo step */
  changeMultiparam(nodeId: string, folderId: string, change: MultiparamChange): boolean;
  deleteNodes(ids: readonly string[]): void;
  select(ids: readonly string[], mode?: SelectMode): void;
  selectAll(): void;
  clearSelection(): void;
  enterLevel(nodeId: string): void;
  goToLevel(levelId: string): void;
  setViewport(viewport: Viewport): void;
  /** the centre of what the canvas shows (flow units): values nearest it are computed first */
  focusEvaluation(at: XY): void;
  /** the pointer's last position over the canvas, in flow coordinates (paste lands there) */
  pointer(): XY;
  setPointer(at: XY): void;
  /** the selection as snippet JSON text for the system clipboard (inner wires kept) */
  copySelection(): string | undefined;
  cutSelection(): string | undefined;
  /** pastes snippet text at a flow position with fresh ids: one undo step; throws a clear error on bad input */
  paste(text: string, at: XY): string[];
  duplicateSelection(): string[];
  undo(): void;
  redo(): void;
  readonly tools: EditorTools;
  dispose(): void;

  // ---- optional, added for the graph canvas (the canvas falls back when absent) ----
  /**
   * The canvas registers its viewport controller while mounted so commands (F: frame selection)
   * can call it; returns the unregister function. Absent: the canvas keeps the controller to itself.
   */
  registerViewportController?(controller: ViewportController): () => void;
  /** the registered controller, if a canvas is mounted (for the command registry) */
  viewportController?(): ViewportController | undefined;
  /** the user's preferences the canvas draws with; stable reference until they change. Absent: spec defaults */
  canvasPreferences?(): CanvasPreferences;
  /** moves one end of a wire in one undo step (disconnect + connect); absent: the canvas does both */
  reconnect?(connectionId: string, request: ConnectRequest): boolean;
}
