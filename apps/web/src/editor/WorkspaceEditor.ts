import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import {
  type ChangeBatch,
  type Clock,
  type ConnectionWithId,
  CurrentLevel,
  changeToUdnEvent,
  type DefinitionRegistry,
  type EvalType,
  type EventInput,
  type GraphNode,
  generateNodeId,
  History,
  hostsSubLevel,
  type NodeDefinition,
  nodeDefinition,
  type ParamEntry,
  Project,
  packEvents,
  type RandomSource,
  type ReadonlyGraph,
  ROOT_ID,
  resolveNodePath,
  type SaveTransport,
  Selection,
  selectionToBootstrapEvents,
  systemClock,
  type UdnLibrary,
  unpackEvents,
} from '@nodeloom/engine';
import { EditPersistence, type SaveView } from './edit-persistence.js';
import type {
  CanvasPreferences,
  ConnectRequest,
  EditorApi,
  EditorTools,
  Gesture,
  LevelCrumb,
  MultiparamChange,
  NodeStatusView,
  ParamField,
  ParamFieldEdit,
  SelectMode,
  SocketRef,
  Viewport,
  ViewportController,
  XY,
} from './editor-api.js';
import { Emitter } from './emitter.js';
import { changesEvaluation, EditorEvaluation, type NodeTiming } from './evaluation.js';
import { LevelView, touchesLevel } from './level-view.js';
import { paramValueEvent } from './param-event.js';
import { multiparamEvent, paramFieldEvent } from './param-field-event.js';
import { type ReferenceRewrite, referencesRewrittenByRename } from './rename-references.js';
import { planPaste } from './snippet/remap-snippet.js';
import { parseSnippet, serializeSnippet } from './snippet/snippet-format.js';
import { Scrubbing } from './tools/ParamTool/Scrubbing.js';
import { Brushing } from './tools/SelectTool/Brushing.js';
import { Resizing } from './tools/SelectTool/Resizing.js';
import { Translating } from './tools/SelectTool/Translating.js';
import { idleGesture, type ToolContext } from './tools/tool-context.js';

/** What the workspace holds: a project (or one of its snapshots), or a snippet opened as a level. */
export type EditorDocumentKind = 'project' | 'snippet';

export interface WorkspaceEditorOptions {
  /** the project's id, or the snippet's when `documentKind` is 'snippet' */
  projectId: string;
  /** default 'project'; project-only dialogs (snapshots, share links, deployments…) are off for a snippet */
  documentKind?: EditorDocumentKind;
  /** the saved graph as bootstrap events (graphToBootstrapEvents) */
  events: readonly EventInput[];
  readOnly: boolean;
  registry: DefinitionRegistry;
  /** sends one batch of updates (POST /projects/{id}/graph) */
  saveTransport: SaveTransport;
  /** the project log's counter the loaded graph is the fold of (the project read's eventCounter) */
  loadedCounter?: number;
  clock?: Clock;
  random?: RandomSource;
  /** where refused edits and engine warnings go (a toast in the app) */
  onError?: (message: string) => void;
  logger?: { warn(message: string): void; error(message: string): void };
  /** how evaluation passes are scheduled (default: a zero timeout) */
  scheduleEvaluation?: (run: () => void) => void;
  /** told each node evaluation's time (the open flow logs them under debug_nodeParserPerformance) */
  onEvaluationTiming?: (nodeId: string, timing: NodeTiming) => void;
  /** the user's preferences the canvas draws with (default: the spec's default set) */
  canvasPreferences?: CanvasPreferences;
  /** the level shown first (a root context id, e.g. the project's metadata.context); default Root */
  initialLevelId?: string;
  /** the UDN library: packed UDNs evaluate from its graphs, outdated warnings from its versions */
  udns?: UdnLibrary;
}

const DEFAULT_CANVAS_PREFERENCES: CanvasPreferences = Object.freeze({
  gridType: DEFAULT_PREFERENCES.gridType,
  gridSize: DEFAULT_PREFERENCES.gridSize,
  gridEnabled: DEFAULT_PREFERENCES.gridEnabled,
  connectionLineType: DEFAULT_PREFERENCES.connectionLineType,
  maxNameTagZoom: DEFAULT_PREFERENCES.maxNameTagZoom,
  naturalScrolling: DEFAULT_PREFERENCES.naturalScrolling,
  nodeShape: DEFAULT_PREFERENCES.nodeShape,
});

const DEFAULT_VIEWPORT: Viewport = Object.freeze({ x: 0, y: 0, zoom: 1 });
/** duplicates land this far right and down of the originals */
const DUPLICATE_OFFSET = 40;

const levelKey = (id: string | undefined) => id ?? ROOT_ID;

/** what the parameter manager may send through changeCustomParams */
const CUSTOM_PARAM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'customParamAdded',
  'customParamDeleted',
  'customParamDefinitionChanged',
  'multiParamTemplateCreated',
]);

/**
 * The workspace's editor, outside React: it owns the project (event-sourced graph), the undo
 * history, the evaluator, the save writer, the selection, the current level and the viewport.
 * Views read it through the stable-reference reads of EditorApi and write through engine events.
 */
export class WorkspaceEditor implements EditorApi {
  readonly projectId: string;
  readonly documentKind: EditorDocumentKind;
  /** the log counter the graph was loaded at: a collaboration session pulls from here */
  readonly loadedCounter: number | undefined;
  readonly readOnly: boolean;
  readonly project: Project;
  readonly history: History;
  /** where edits go: the REST save writer, or the collaboration log once a session attaches */
  readonly persistence: EditPersistence;
  readonly tools: EditorTools;
  readonly udns: UdnLibrary | undefined;
  readonly #emitter = new Emitter();
  readonly #level: CurrentLevel;
  readonly #selection: Selection;
  readonly #levelView = new LevelView();
  readonly #evaluation: EditorEvaluation;
  readonly #onError: (message: string) => void;
  readonly #disposers: (() => void)[] = [];
  readonly #viewports = new Map<string, Viewport>();
  #selectionView: ReadonlySet<string> = new Set();
  #pointer: XY = { x: 0, y: 0 };
  readonly #pointerListeners = new Set<(at: XY) => void>();
  readonly #gestureListeners = new Set<(active: boolean) => void>();
  #gesture: Gesture<never> | undefined;
  #viewportController: ViewportController | undefined;
  #definitions: readonly NodeDefinition[];
  #canvasPreferences: CanvasPreferences;

  constructor(options: WorkspaceEditorOptions) {
    this.projectId = options.projectId;
    this.documentKind = options.documentKind ?? 'project';
    this.loadedCounter = options.loadedCounter;
    this.readOnly = options.readOnly;
    this.#onError = options.onError ?? (() => {});
    this.project = new Project({
      registry: options.registry,
      ...(options.random ? { random: options.random } : {}),
      now: (options.clock ?? systemClock).now,
      keepLog: false,
    });
    this.project.init(options.events.map((e) => this.project.stamp(e)));
    this.history = new History(this.project);
    // the level and the selection hear each batch before the editor refreshes its views
    this.#level = new CurrentLevel(this.project);
    this.#selection = new Selection(this.project);
    this.#disposers.push(this.#level.dispose, this.#selection.dispose);
    this.#definitions = options.registry.list();
    this.#canvasPreferences = options.canvasPreferences ?? DEFAULT_CANVAS_PREFERENCES;
    const initial = options.initialLevelId && this.project.graph.getNode(options.initialLevelId);
    if (initial && hostsSubLevel(this.project.registry, initial)) this.#level.set(initial.id);
    this.persistence = new EditPersistence(
      this.project,
      {
        transport: options.saveTransport,
        clock: options.clock ?? systemClock,
        ...(options.random ? { random: options.random } : {}),
        readOnly: options.readOnly,
        ...(options.logger ? { logger: options.logger } : {}),
      },
      () => this.#emitter.emit(),
    );
    this.#disposers.push(() => this.persistence.dispose());
    this.#evaluation = new EditorEvaluation(this.project, {
      onUpdate: () => this.#emitter.emit(),
      ...(options.scheduleEvaluation ? { schedule: options.scheduleEvaluation } : {}),
      ...(options.onEvaluationTiming ? { onTiming: options.onEvaluationTiming } : {}),
      ...(options.udns ? { udns: options.udns } : {}),
    });
    this.udns = options.udns;
    this.#disposers.push(() => this.#evaluation.dispose());
    this.#disposers.push(this.project.onChange((batch) => this.#afterBatch(batch)));
    this.#levelView.refresh(this.project.graph, this.#level.id);
    this.#evaluation.afterBatch(this.#levelView.nodeIds, true);
    this.tools = this.#createTools();
  }

  subscribe(listener: () => void): () => void {
    return this.#emitter.subscribe(listener);
  }
  /** Hears a gesture's edits begin (its undo mark opens) and the gesture end or be cancelled. */
  subscribeGesture(listener: (active: boolean) => void): () => void {
    this.#gestureListeners.add(listener);
    return () => this.#gestureListeners.delete(listener);
  }
  get graph(): ReadonlyGraph {
    return this.project.graph;
  }

  // ---- reads ----
  currentLevelId(): string {
    return levelKey(this.#level.id);
  }
  levelPath(): readonly LevelCrumb[] {
    return this.#levelView.path;
  }
  levelNodeIds(): readonly string[] {
    return this.#levelView.nodeIds;
  }
  levelConnections(): readonly ConnectionWithId[] {
    return this.#levelView.connections;
  }
  getNode(id: string): GraphNode | undefined {
    return this.project.graph.getNode(id);
  }
  definitionOf(nodeId: string): NodeDefinition | undefined {
    const node = this.getNode(nodeId);
    return node ? nodeDefinition(this.project.registry, node) : undefined;
  }
  definitions(): readonly NodeDefinition[] {
    return this.#definitions;
  }
  selection(): ReadonlySet<string> {
    return this.#selectionView;
  }
  viewport(): Viewport {
    return this.#viewports.get(this.currentLevelId()) ?? DEFAULT_VIEWPORT;
  }
  nodeStatus(id: string): NodeStatusView {
    return this.#evaluation.status(id);
  }
  nodeTiming(id: string): NodeTiming | undefined {
    return this.#evaluation.timing(id);
  }
  nodeOutputs(id: string): Readonly<Record<string, unknown>> | undefined {
    return this.#evaluation.outputs(id);
  }
  paramEntry(nodeId: string, param: string): ParamEntry | undefined {
    // a cyclic expression throws inside the evaluator; the panel shows the node's warning instead
    return this.#attempt(() => this.#evaluation.evaluator.params.entry(nodeId, param));
  }
  paramCondition(nodeId: string, expression: string): boolean {
    return this.#attempt(() => this.#evaluation.evaluator.params.condition(nodeId, expression)) ?? false;
  }
  resolveNodePath(fromNodeId: string, path: string): string | undefined {
    return resolveNodePath(this.project.graph, this.getNode(fromNodeId)?.parentId, path);
  }
  saveStatus(): SaveView {
    return this.persistence.status();
  }
  canUndo(): boolean {
    return !this.readOnly && this.history.canUndo;
  }
  canRedo(): boolean {
    return !this.readOnly && this.history.canRedo;
  }
  pointer(): XY {
    return this.#pointer;
  }
  canvasPreferences(): CanvasPreferences {
    return this.#canvasPreferences;
  }
  setCanvasPreferences(preferences: CanvasPreferences): void {
    this.#canvasPreferences = preferences;
    this.#emitter.emit();
  }
  viewportController(): ViewportController | undefined {
    return this.#viewportController;
  }
  /** Edits not yet saved (the leave prompt asks before losing them). */
  hasUnsavedChanges(): boolean {
    return this.persistence.hasUnsavedChanges();
  }
  /** How many shown nodes are waiting for their values (0 once every shown value is computed). */
  valuesLeft(): number {
    return this.#evaluation.pending();
  }
  /** Resolves when the shown nodes are evaluated (tests; code that needs fresh outputs). */
  evaluationIdle(): Promise<void> {
    return this.#evaluation.idle();
  }

  // ---- writes ----
  createNode(definitionName: string, position: XY, connect?: { from?: SocketRef }): string | undefined {
    if (this.readOnly) return undefined;
    const nodeId = generateNodeId(this.project.random);
    const events: EventInput[] = [
      {
        eventType: 'nodeCreated',
        nodeId,
        definitionName,
        position: { x: position.x, y: position.y },
        ...(this.#level.id === undefined ? {} : { parentId: this.#level.id }),
      },
    ];
    const from = connect?.from;
    const definition = this.project.registry.get(definitionName);
    if (from && definition) {
      if (from.kind === 'output' && definition.inputs[0]) {
        events.push(this.#wireEvent(from.nodeId, from.identifier, nodeId, definition.inputs[0].identifier));
      } else if (from.kind === 'input' && definition.outputs[0]) {
        events.push(this.#wireEvent(nodeId, definition.outputs[0].identifier, from.nodeId, from.identifier));
      }
    }
    if (!this.#dispatch(events)) return undefined;
    this.select([nodeId]);
    return nodeId;
  }

  connect(request: ConnectRequest): boolean {
    if (this.readOnly) return false;
    return this.#dispatch([
      this.#wireEvent(
        request.sourceNode,
        request.sourceOutputIdentifier,
        request.targetNode,
        request.targetInputIdentifier,
      ),
    ]);
  }

  /** Moves one end of a wire: the old wire goes and the new one comes in one undo step. */
  reconnect(connectionId: string, request: ConnectRequest): boolean {
    if (this.readOnly || !this.project.graph.getConnection(connectionId)) return false;
    return this.#dispatch([
      { eventType: 'connectionDeleted', connectionId },
      this.#wireEvent(
        request.sourceNode,
        request.sourceOutputIdentifier,
        request.targetNode,
        request.targetInputIdentifier,
      ),
    ]);
  }

  disconnect(connectionId: string): boolean {
    if (this.readOnly) return false;
    return this.#dispatch([{ eventType: 'connectionDeleted', connectionId }]);
  }

  reorderInput(connectionId: string, order: number): boolean {
    if (this.readOnly) return false;
    const wire = this.project.graph.getConnection(connectionId);
    if (!wire) return false;
    const others = this.project.graph
      .connectionsToInput(wire.targetNode, wire.targetInputIdentifier)
      .filter((c) => c.id !== connectionId)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.id);
    const at = Math.max(0, Math.min(others.length, Math.round(order)));
    others.splice(at, 0, connectionId);
    return this.#dispatch([
      {
        eventType: 'multiInputReordered',
        nodeId: wire.targetNode,
        inputIdentifier: wire.targetInputIdentifier,
        connectionIds: others,
      },
    ]);
  }

  renameNode(id: string, name: string): void {
    if (this.readOnly) return;
    // expressions and node paths that name the node follow it, in the same undo step
    const rewrites = this.previewRename(id, name).flatMap((rewrite) => {
      const node = this.getNode(rewrite.nodeId);
      const declared =
        this.definitionOf(rewrite.nodeId)?.parameters.some((p) => p.name === rewrite.param) ?? false;
      const field = rewrite.kind === 'expression' ? 'expression' : 'value';
      const event = node && paramFieldEvent(node, declared, rewrite.param, field, rewrite.after);
      return event ? [event] : [];
    });
    this.history.dispatch([{ eventType: 'nodeRenamed', nodeId: id, name }, ...rewrites]);
  }
  previewRename(id: string, name: string): ReferenceRewrite[] {
    const node = this.getNode(id);
    if (!node || node.name === name) return [];
    return referencesRewrittenByRename(
      this.project.graph,
      (n) => nodeDefinition(this.project.registry, n),
      id,
      name,
    );
  }

  setColor(ids: readonly string[], color: string): void {
    if (this.readOnly) return;
    this.#dispatch(ids.map((nodeId) => ({ eventType: 'colorChanged', nodeId, color })));
  }

  setComment(id: string, comment: string): void {
    if (this.readOnly) return;
    this.#dispatch([{ eventType: 'commentChanged', nodeId: id, comment }]);
  }

  setFlag(ids: readonly string[], flag: 'bypass' | 'preview' | 'hideComment', on: boolean): void {
    if (this.readOnly) return;
    this.#dispatch(ids.map((nodeId) => ({ eventType: 'nodeFlagToggled', nodeId, flag, value: on })));
  }

  setParam(id: string, param: string, value: unknown): void {
    if (this.readOnly) return;
    const node = this.getNode(id);
    if (!node) return;
    this.#attempt(() => this.history.dispatch([paramValueEvent(node, param, value)]));
  }

  setParamField(ids: readonly string[], param: string, field: ParamField, value: unknown): boolean {
    return this.setParamFields(ids.map((nodeId) => ({ nodeId, param, field, value })));
  }

  setParamEvalType(ids: readonly string[], param: string, evalType: EvalType): boolean {
    return this.setParamField(ids, param, 'evalType', evalType);
  }

  setParamFields(edits: readonly ParamFieldEdit[]): boolean {
    const events: EventInput[] = [];
    for (const edit of edits) {
      const node = this.getNode(edit.nodeId);
      const declared = this.definitionOf(edit.nodeId)?.parameters.some((p) => p.name === edit.param) ?? false;
      const event = node && paramFieldEvent(node, declared, edit.param, edit.field, edit.value);
      if (event) events.push(event);
    }
    return this.#dispatch(events);
  }
  setParamExpression(ids: readonly string[], param: string, expression: string): boolean {
    return this.setParamField(ids, param, 'expression', expression);
  }

  setGlance(ids: readonly string[], param: string, on: boolean): boolean {
    return this.setParamField(ids, param, 'glance', on);
  }

  changeCustomParams(nodeId: string, events: readonly EventInput[]): void {
    if (this.readOnly || events.length === 0) return;
    for (const event of events) {
      const ofNode = 'nodeId' in event && event.nodeId === nodeId;
      if (!ofNode || !CUSTOM_PARAM_EVENT_TYPES.has(event.eventType))
        throw new Error(`changeCustomParams: ${event.eventType} is not a custom param event of ${nodeId}`);
    }
    this.history.dispatch(events);
  }

  changeMultiparam(nodeId: string, folderId: string, change: MultiparamChange): boolean {
    const node = this.getNode(nodeId);
    if (this.readOnly || !node) return false;
    return this.#dispatch([multiparamEvent(node, folderId, change, this.project.random)]);
  }

  deleteNodes(ids: readonly string[]): void {
    if (this.readOnly) return;
    const state = this.project.graph;
    const doomed = new Set(ids.filter((id) => state.hasNode(id)));
    // a node whose ancestor goes too leaves with it (deleting it again would fail the batch)
    const hasDoomedAncestor = (id: string) => {
      for (let at = state.getNode(id)?.parentId; at !== undefined; at = state.getNode(at)?.parentId)
        if (doomed.has(at)) return true;
      return false;
    };
    const roots = [...doomed].filter((id) => !hasDoomedAncestor(id));
    if (roots.length > 0) this.#dispatch(roots.map((nodeId) => ({ eventType: 'nodeDeleted', nodeId })));
  }

  select(ids: readonly string[], mode: SelectMode = 'replace'): void {
    const current = this.#selection.ids;
    let next: Iterable<string>;
    if (mode === 'replace') next = ids;
    else if (mode === 'add') next = [...current, ...ids];
    else {
      const toggled = new Set(current);
      for (const id of ids) {
        if (toggled.has(id)) toggled.delete(id);
        else toggled.add(id);
      }
      next = toggled;
    }
    this.#selection.set(next);
    this.#refreshSelection(true);
  }

  selectAll(): void {
    this.select(this.levelNodeIds());
  }

  clearSelection(): void {
    this.select([]);
  }

  /** Enters a level, an unpacked UDN or a context; other nodes are refused. */
  enterLevel(nodeId: string): void {
    const node = this.getNode(nodeId);
    if (!node || !hostsSubLevel(this.project.registry, node)) return;
    this.#moveTo(nodeId);
  }

  goToLevel(levelId: string): void {
    if (levelId === ROOT_ID) this.#moveTo(undefined);
    else if (this.project.graph.hasNode(levelId)) this.enterLevel(levelId);
  }

  setViewport(viewport: Viewport): void {
    const before = this.viewport();
    if (before.x === viewport.x && before.y === viewport.y && before.zoom === viewport.zoom) return;
    this.#viewports.set(this.currentLevelId(), { x: viewport.x, y: viewport.y, zoom: viewport.zoom });
    this.#emitter.emit();
  }

  focusEvaluation(at: XY): void {
    this.#evaluation.focusOn(at);
  }

  setPointer(at: XY): void {
    this.#pointer = { x: at.x, y: at.y };
    for (const listener of this.#pointerListeners) listener(this.#pointer);
  }

  /** Hears every pointer move (collaboration relays it); views read `pointer()` instead. */
  subscribePointer(listener: (at: XY) => void): () => void {
    this.#pointerListeners.add(listener);
    return () => this.#pointerListeners.delete(listener);
  }

  registerViewportController(controller: ViewportController): () => void {
    this.#viewportController = controller;
    return () => {
      if (this.#viewportController === controller) this.#viewportController = undefined;
    };
  }

  copySelection(): string | undefined {
    if (this.#selectionView.size === 0) return undefined;
    return serializeSnippet(selectionToBootstrapEvents(this.project.graph, this.#selectionView));
  }

  cutSelection(): string | undefined {
    if (this.readOnly) return undefined;
    const text = this.copySelection();
    if (text !== undefined) this.deleteNodes([...this.#selectionView]);
    return text;
  }

  /**
   * Pastes snippet text with fresh ids so that the top-left of the pasted nodes lands at `at`;
   * one undo step; selects and returns the pasted nodes of the current level. Throws a
   * SnippetError (bad text) or an EngineError (refused) and then pastes nothing.
   */
  paste(text: string, at: XY): string[] {
    if (this.readOnly) return [];
    const state = this.project.graph;
    const plan = planPaste(parseSnippet(text), {
      parentId: this.#level.id,
      at,
      siblingNames: state.namesOnLevel(this.#level.id),
      random: this.project.random,
    });
    this.history.dispatch(plan.events);
    this.select(plan.topLevelIds);
    return plan.topLevelIds;
  }

  duplicateSelection(): string[] {
    if (this.readOnly) return [];
    const text = this.copySelection();
    if (text === undefined) return [];
    const nodes = [...this.#selectionView].map((id) => this.project.graph.getNode(id)!);
    const at = {
      x: Math.min(...nodes.map((n) => n.position.x)) + DUPLICATE_OFFSET,
      y: Math.min(...nodes.map((n) => n.position.y)) + DUPLICATE_OFFSET,
    };
    return this.#attempt(() => this.paste(text, at)) ?? [];
  }

  undo(): void {
    if (this.readOnly) return;
    this.cancelGesture();
    this.#attempt(() => this.history.undo());
  }

  redo(): void {
    if (this.readOnly) return;
    this.cancelGesture();
    this.#attempt(() => this.history.redo());
  }

  /** Escape: the open gesture is cancelled and its edits reverted; false when none was open. */
  cancelGesture(): boolean {
    const gesture = this.#gesture;
    if (!gesture) return false;
    gesture.cancel();
    return true;
  }

  // ---- UDN commands (spec 2 §4 UDN nodes); each is one undo step ----
  /** A level becomes a node of a registered UDN made from it (its wires keep their sockets). */
  replaceLevelWithUdn(levelId: string, udnId: string): boolean {
    const udns = this.udns;
    const node = this.getNode(levelId);
    if (!udns || !node) return false;
    return this.#dispatch(this.#attempt(() => [changeToUdnEvent(node, udns, udnId)]) ?? []);
  }

  /** Unpacks a packed UDN node into an editable level (repack mappings kept on it). */
  unpackUdn(nodeId: string): boolean {
    const udns = this.udns;
    if (!udns) return false;
    return this.#dispatch(this.#attempt(() => unpackEvents(this.project.state, udns, nodeId)) ?? []);
  }

  /** Packs an unpacked UDN node back into its UDN. */
  repackUdn(nodeId: string): boolean {
    const udns = this.udns;
    if (!udns) return false;
    return this.#dispatch(this.#attempt(() => packEvents(this.project.state, udns, nodeId)) ?? []);
  }

  /** Moves UDN nodes to another UDN (another version of their group), all in one undo step. */
  changeUdnVersion(nodeIds: readonly string[], udnId: string): boolean {
    const udns = this.udns;
    if (!udns) return false;
    const events = this.#attempt(() =>
      nodeIds.flatMap((id) => {
        const node = this.getNode(id);
        return node && node.udnId !== udnId ? [changeToUdnEvent(node, udns, udnId)] : [];
      }),
    );
    return this.#dispatch(events ?? []);
  }

  /** UDNs were registered or changed in the library: new definitions listed, instances re-evaluated. */
  udnsChanged(udnIds: readonly string[]): void {
    this.#definitions = this.project.registry.list();
    this.#evaluation.udnsChanged(udnIds, this.#levelView.nodeIds);
    this.#emitter.emit();
  }

  /** Sends what is not saved yet, now (leaving the page). */
  flush(): Promise<void> {
    return this.persistence.flush();
  }

  dispose(): void {
    this.cancelGesture();
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.#emitter.clear();
  }

  // ---- internals ----
  #afterBatch({ changes }: ChangeBatch): void {
    // node warnings (singletons, contexts, UDN versions) follow the graph's shape, not moves or params
    const structural = changes.some(
      (c) =>
        c.type !== 'nodeUpdated' ||
        c.before.parentId !== c.after.parentId ||
        c.before.definitionName !== c.after.definitionName ||
        c.before.udnId !== c.after.udnId,
    );
    const levelMoved = this.currentLevelId() !== this.#levelView.path.at(-1)?.id;
    if (levelMoved || touchesLevel(this.project.graph, changes, this.#levelView.path))
      this.#levelView.refresh(this.project.graph, this.#level.id);
    this.#refreshSelection(false);
    // a drag re-evaluates nothing: the shown nodes are asked for only when results may change
    if (changesEvaluation(changes)) this.#evaluation.afterBatch(this.#levelView.nodeIds, structural);
    this.#emitter.emit();
  }

  #moveTo(levelId: string | undefined): void {
    if (levelId === this.#level.id) return;
    this.cancelGesture();
    this.#level.set(levelId);
    this.#selection.clear();
    this.#refreshSelection(false);
    this.#levelView.refresh(this.project.graph, this.#level.id);
    this.#evaluation.want(this.#levelView.nodeIds);
    this.#emitter.emit();
  }

  /** A new selection snapshot when its content changed (deleted nodes drop out in the engine). */
  #refreshSelection(emit: boolean): void {
    const ids = this.#selection.ids;
    const view = this.#selectionView;
    if (ids.size === view.size && [...ids].every((id) => view.has(id))) return;
    this.#selectionView = new Set(ids);
    if (emit) this.#emitter.emit();
  }

  #wireEvent(sourceNode: string, output: string, targetNode: string, input: string): EventInput {
    const order = this.project.graph.connectionsToInput(targetNode, input).length;
    return {
      eventType: 'connectionCreated',
      connection: {
        sourceNode,
        sourceOutputIdentifier: output,
        targetNode,
        targetInputIdentifier: input,
        order,
      },
    };
  }

  /** A user action through the history; a refusal is reported, not thrown. */
  #dispatch(inputs: readonly EventInput[]): boolean {
    if (this.readOnly || inputs.length === 0) return false;
    return this.#attempt(() => this.history.dispatch(inputs)) !== undefined;
  }

  #attempt<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      this.#onError(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  #createTools(): EditorTools {
    let marks = 0;
    const ctx: ToolContext = {
      graph: this.project.graph,
      registry: this.project.registry,
      dispatch: (inputs) => this.#dispatch(inputs),
      openMark: (label) => {
        const mark = `${label}:${++marks}`;
        this.history.mark(mark);
        for (const listener of [...this.#gestureListeners]) listener(true);
        return mark;
      },
      closeMark: () => this.history.endGesture(),
      bailToMark: (mark) => this.history.bailToMark(mark),
      levelNodeIds: () => this.levelNodeIds(),
      selection: () => this.selection(),
      select: (ids, mode) => this.select(ids, mode),
      finished: (gesture) => {
        if (this.#gesture === gesture) this.#gesture = undefined;
        for (const listener of [...this.#gestureListeners]) listener(false);
      },
    };
    const start = <U>(create: (c: ToolContext) => Gesture<U>): Gesture<U> => {
      if (this.readOnly) return idleGesture;
      this.#gesture?.end();
      const gesture = create(ctx);
      if (gesture !== idleGesture) this.#gesture = gesture as Gesture<never>;
      return gesture;
    };
    return {
      translate: (nodeIds) => start((c) => new Translating(c, nodeIds)),
      resize: (nodeId) => start((c) => new Resizing(c, nodeId)),
      brush: (additive) => start((c) => new Brushing(c, additive)),
      scrubParam: (nodeId, param) =>
        start((c) => {
          const node = this.getNode(nodeId);
          if (!node) return idleGesture;
          return new Scrubbing(c, (value) => paramValueEvent(node, param, value));
        }),
    };
  }
}
