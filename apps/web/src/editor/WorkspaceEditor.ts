import {
  type ChangeBatch,
  type Clock,
  changesEvaluation,
  changesStructure,
  type EventInput,
  type GraphNode,
  History,
  hostsSubLevel,
  Project,
  type ReadonlyGraph,
  systemClock,
  type UdnLibrary,
} from '@nodeloom/engine';
import { ok, type Result, refusal, refused } from '../base/errors.js';
import { Announcer } from './announcer.js';
import { EditorClipboard } from './clipboard.js';
import { EditorCollaboration } from './collaboration.js';
import type { EditContext } from './edit-context.js';
import { EditPersistence } from './edit-persistence.js';
import type { EditorApi, EditorDocumentKind, SessionRecording } from './editor-api.js';
import { DEFAULT_CANVAS_PREFERENCES, type WorkspaceEditorOptions } from './editor-options.js';
import { Emitter } from './emitter.js';
import { ErrorReport, refusalOfEngine } from './error-report.js';
import { EditorEvaluation } from './evaluation.js';
import { EditorHistory } from './history.js';
import { NodeLibrary } from './library.js';
import { NodeFocus } from './node-focus.js';
import { NodeWrites } from './node-writes.js';
import { ParamWrites } from './param-writes.js';
import { ReplayPlayer } from './replay/replay-player.js';
import { EditorSelection } from './selection.js';
import { SessionRecorder } from './session-recording.js';
import type { EditorTerminal } from './terminal/editor-terminal.js';
import { GestureTools } from './tools/editor-tools.js';
import { UdnCommands } from './udn-commands.js';
import { undoHost } from './undo-host.js';
import { ViewState } from './view-state.js';

/**
 * The workspace's editor, outside React: the project, its history and evaluation, and the managers
 * every read and write delegates to (docs/architecture.md, "The editor"). Outside
 * apps/web/src/editor it is only EditorApi; `project`, `history`, `persistence` serve its own tests.
 */
export class WorkspaceEditor implements EditorApi {
  readonly projectId: string;
  readonly documentKind: EditorDocumentKind;
  readonly readOnly: boolean;
  readonly project: Project;
  readonly engineHistory: History;
  readonly persistence: EditPersistence;
  readonly collaboration: EditorCollaboration;
  readonly #recorder: SessionRecorder;
  readonly replay: {
    recording(): SessionRecording;
    player(recording: SessionRecording, clock?: Clock): ReplayPlayer;
  };
  readonly library: NodeLibrary;
  readonly clipboard: EditorClipboard;
  readonly udns: UdnCommands;
  readonly nodeFocus: NodeFocus;
  readonly evaluation: EditorEvaluation;
  readonly history: EditorHistory;
  readonly selection: EditorSelection;
  readonly view: ViewState;
  readonly nodes: NodeWrites;
  readonly params: ParamWrites;
  readonly #udnLibrary: UdnLibrary | undefined;
  readonly #loadUdns: WorkspaceEditorOptions['loadUdns'];
  readonly #emitter = new Emitter();
  readonly #errors: ErrorReport;
  readonly #disposers: (() => void)[] = [];
  readonly #gestures: GestureTools;
  #terminal: Promise<EditorTerminal> | undefined;
  #announcer: Announcer | undefined;

  constructor(options: WorkspaceEditorOptions) {
    this.projectId = options.projectId;
    this.documentKind = options.documentKind ?? 'project';
    this.readOnly = options.readOnly;
    this.#errors = new ErrorReport(options.onError ?? (() => {}));
    const clock = options.clock ?? systemClock;
    this.project = new Project({
      registry: options.registry,
      ...(options.random ? { random: options.random } : {}),
      now: clock.now,
      keepLog: false,
    });
    this.project.init(options.events.map((e) => this.project.stamp(e)));
    this.engineHistory = new History(this.project);
    this.#recorder = new SessionRecorder(this.project);
    this.replay = {
      recording: () => this.#recorder.recording(),
      player: (recording, clock = systemClock) =>
        new ReplayPlayer({ recording, clock, createEditor: (events) => this.#readOnlyCopy(events) }),
    };
    this.nodeFocus = new NodeFocus(this.project);
    const initial = options.initialLevelId && this.project.graph.getNode(options.initialLevelId);
    const shown = initial && hostsSubLevel(this.project.registry, initial) ? initial.id : undefined;
    const changed = () => this.#emitter.emit();
    this.selection = new EditorSelection(this.project, changed, () => this.view.levelNodeIds());
    this.view = new ViewState(this.project, {
      changed,
      selection: this.selection,
      leaving: () => this.#gestures.cancel(),
      moved: () => {
        this.evaluation.want(this.view.levelNodeIds());
        this.#emitter.emit();
      },
      initialLevelId: shown,
      memory: options.viewports,
      canvasPreferences: options.canvasPreferences ?? DEFAULT_CANVAS_PREFERENCES,
    });
    this.#disposers.push(
      this.#recorder.stop,
      () => this.view.dispose(),
      () => this.selection.dispose(),
      () => this.nodeFocus.dispose(),
    );
    const { readOnly, logger, random } = options;
    const persistence = {
      transport: options.saveTransport,
      clock,
      readOnly,
      ...(logger ? { logger } : {}),
      ...(options.fromCopy ? { waitForLog: true } : {}),
    };
    this.persistence = new EditPersistence(
      this.project,
      { ...persistence, ...(random ? { random } : {}) },
      () => this.#emitter.emit(),
    );
    this.evaluation = new EditorEvaluation(this.project, {
      onUpdate: () => this.#emitter.emit(),
      ...(options.scheduleEvaluation ? { schedule: options.scheduleEvaluation } : {}),
      ...(options.onEvaluationTiming ? { onTiming: options.onEvaluationTiming } : {}),
      ...(options.udns ? { udns: options.udns } : {}),
      ...(options.uploadAsset ? { uploadAsset: options.uploadAsset } : {}),
    });
    this.#udnLibrary = options.udns;
    this.#loadUdns = options.loadUdns;
    this.#disposers.push(
      () => this.persistence.dispose(),
      () => this.evaluation.dispose(),
    );
    this.#disposers.push(this.project.onChange((batch) => this.#afterBatch(batch)));
    this.evaluation.afterBatch(this.view.levelNodeIds(), true);
    const ctx = this.#editContext();
    this.nodes = new NodeWrites(ctx);
    this.params = new ParamWrites(ctx, () => this.evaluation.evaluator.params);
    this.clipboard = new EditorClipboard(ctx, (ids) => this.nodes.delete(ids));
    this.udns = new UdnCommands(ctx, options.udns);
    this.library = new NodeLibrary(this.project.registry, {
      reevaluate: (udnIds) => this.evaluation.udnsChanged(udnIds, this.view.levelNodeIds()),
      applyAutomaticUpdates: () => this.udns.applyAutomaticUpdates(),
      changed: () => this.#emitter.emit(),
    });
    this.#gestures = new GestureTools(ctx);
    this.history = new EditorHistory(
      this.engineHistory,
      this.readOnly,
      () => this.#gestures.cancel(),
      (run) => this.#attempt(run),
    );
    this.collaboration = new EditorCollaboration(this, {
      project: this.project,
      persistence: this.persistence,
      loadedCounter: options.loadedCounter,
      subscribeGesture: (listener) => this.#gestures.subscribe(listener),
      subscribePointer: (listener) => this.view.subscribePointer(listener),
    });
    this.#disposers.push(() => this.collaboration.leave());
    // the undo button follows a history put back from a reload or another window
    this.#disposers.push(this.engineHistory.onChange(() => this.#emitter.emit()));
    if (options.keepUndo && !this.readOnly) this.#disposers.push(options.keepUndo(undoHost(this)));
    if (options.keepCopy) this.#disposers.push(options.keepCopy(this));
  }

  subscribe(listener: () => void): () => void {
    return this.#emitter.subscribe(listener);
  }
  get graph(): ReadonlyGraph {
    return this.project.graph;
  }
  get tools() {
    return this.#gestures.tools;
  }
  /** the live region's messages, made when its view first asks */
  get announcer(): Announcer {
    if (!this.#announcer) {
      const announcer = new Announcer(this);
      this.#announcer = announcer;
      this.#disposers.push(() => announcer.dispose());
    }
    return this.#announcer;
  }
  /**
   * The command line over this project, made when first asked for (the terminal panel); its code
   * (the engine's commands) loads then, not with the editor.
   */
  terminal(): Promise<EditorTerminal> {
    this.#terminal ??= import('./terminal/editor-terminal.js').then(
      ({ EditorTerminal }) =>
        new EditorTerminal(this.project, this.engineHistory, this.readOnly, this.view.parentId),
    );
    return this.#terminal;
  }

  // ---- reads ----

  // ---- writes: nodes and wires, params, clipboard, UDNs (each one undo step) ----

  // ---- writes: what is shown ----

  dispose(): void {
    this.#gestures.cancel();
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.#emitter.clear();
  }

  // ---- internals ----
  #afterBatch({ changes }: ChangeBatch): void {
    this.view.afterBatch(changes);
    this.#askForMissingUdns(changes);
    // a drag re-evaluates nothing: the shown nodes are asked for only when results may change
    if (changesEvaluation(changes))
      this.evaluation.afterBatch(this.view.levelNodeIds(), changesStructure(changes));
    this.#emitter.emit();
  }

  /** New nodes of UDNs whose graphs are not here: the host loads those (options.loadUdns). */
  #askForMissingUdns(changes: ChangeBatch['changes']): void {
    const library = this.#udnLibrary;
    if (!library || !this.#loadUdns) return;
    const missing: GraphNode[] = [];
    for (const change of changes)
      if (change.type === 'nodeAdded' && change.node.udnId && !library.internals(change.node.udnId))
        missing.push(change.node);
    if (missing.length > 0) this.#loadUdns(missing);
  }

  #attempt<T>(run: () => T): T | undefined {
    return this.#errors.attempt(run);
  }

  #write(inputs: () => readonly EventInput[]): Result {
    if (this.readOnly) return refused(refusal('editor.readOnly'));
    try {
      const events = inputs();
      if (events.length > 0) this.engineHistory.dispatch(events);
      return ok();
    } catch (error) {
      return refused(refusalOfEngine(error));
    }
  }

  #editContext(): EditContext {
    return {
      project: this.project,
      history: this.engineHistory,
      readOnly: this.readOnly,
      levelId: () => this.view.parentId,
      levelNodeIds: () => this.view.levelNodeIds(),
      selection: () => this.selection.ids(),
      select: (ids, mode) => this.selection.select(ids, mode),
      dispatch: (inputs) =>
        !this.readOnly &&
        inputs.length > 0 &&
        this.#attempt(() => this.engineHistory.dispatch(inputs)) !== undefined,
      write: (inputs) => this.#write(inputs),
      attempt: (run) => this.#attempt(run),
      report: (refusal) => this.#errors.report(refusal),
    };
  }

  #readOnlyCopy(events: readonly EventInput[]): WorkspaceEditor {
    return new WorkspaceEditor({
      projectId: this.projectId,
      events,
      readOnly: true,
      registry: this.project.registry,
      initialLevelId: this.view.levelId(),
      saveTransport: async () => {},
      ...(this.#udnLibrary ? { udns: this.#udnLibrary } : {}),
    });
  }
}
