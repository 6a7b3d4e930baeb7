/**
 * The editor's public surface: what views (apps/web/src/graph-editor, panels, pages) may call.
 * `WorkspaceEditor` implements it outside React; React reads it only through the selector hooks
 * of apps/web/src/editor-react (useSyncExternalStore), so every read below returns a stable
 * reference until the thing it describes changes (nodes are copy-on-write in the engine).
 *
 * The editor is made of managers (`editor.nodes`, `editor.params`, …), each the manager object
 * itself typed by a small interface; EditorApi keeps only what belongs to the whole. Every write
 * goes through engine events (never a second state) and is one undo step, unless a gesture is open
 * (`tools.*`), which makes the whole gesture one step.
 */

import type {
  Graph,
  GraphEvent,
  History,
  HistoryReplayStatus,
  Project,
  ReadonlyGraph,
} from '@nodeloom/engine';
import type { AnnouncerApi, AnnouncerViews } from './announcer.js';
import type { LogPersistence, SaveView } from './edit-persistence.js';
import type { EditorDocumentKind, EditorTools, SelectMode, Viewport, XY } from './editor-types.js';
import type {
  ClipboardApi,
  EvaluationApi,
  HistoryApi,
  LibraryApi,
  NodesApi,
  ParamsApi,
  PersistenceApi,
  SelectionApi,
  UdnsApi,
  ViewApi,
} from './manager-api.js';
import type { ReferenceRewrite } from './rename-references.js';

export type * from './editor-types.js';
export type * from './manager-api.js';
export type { AnnouncerApi, AnnouncerViews, ReferenceRewrite, SaveView };

export interface EditorApi {
  readonly projectId: string;
  /** a project (or snapshot), or a snippet opened as a level: project-only dialogs are off for a snippet */
  readonly documentKind: EditorDocumentKind;
  /** every write is refused (no-op returning false, undefined or []) */
  readonly readOnly: boolean;
  /** the live read-only graph, for reads outside React's render (expression completion, lint, references) */
  readonly graph: ReadonlyGraph;
  /** hears every change; views read through useValue(selector) and re-render only on what they read */
  subscribe(listener: () => void): () => void;
  dispose(): void;

  // ---- the managers (manager-api.ts; docs/editor.md) ----
  readonly nodes: NodesApi;
  readonly params: ParamsApi;
  readonly selection: SelectionApi;
  readonly clipboard: ClipboardApi;
  readonly udns: UdnsApi;
  readonly library: LibraryApi;
  readonly view: ViewApi;
  readonly evaluation: EvaluationApi;
  readonly persistence: PersistenceApi;
  readonly history: HistoryApi;
  /** gestures (drag, resize, scrub): each open gesture is one undo step */
  readonly tools: EditorTools;
  /** the project's collaboration session, joined by the workspace's composition root */
  readonly collaboration: EditorCollaborationApi;
  /** the node the keyboard is on (not the selection; docs/accessibility.md) */
  readonly nodeFocus: NodeFocusApi;
  /** the polite live region: announce(text) says a short message (docs/accessibility.md) */
  readonly announcer: AnnouncerApi;
  /** the command line over this project (made, and its code loaded, when first asked for) */
  terminal(): Promise<EditorTerminalApi>;
  /** this window's events since the project was opened, and a player over them (history replay) */
  readonly replay: EditorReplayApi;
}

// ---- the editor's satellites (implemented in collaboration.ts, terminal/, session-recording.ts, replay/) ----

/** What a collaboration session binds to: the editor's reads and moves, its project, and where edits go. */
export interface CollaborationHost {
  readonly projectId: string;
  /** the log counter the editor's graph was loaded at (the project read's eventCounter) */
  readonly loadedCounter: number | undefined;
  readonly project: Project;
  subscribe(listener: () => void): () => void;
  subscribePointer(listener: (at: XY) => void): () => void;
  pointer(): XY;
  selection(): ReadonlySet<string>;
  select(ids: readonly string[], mode?: SelectMode): void;
  viewport(): Viewport;
  setViewport(viewport: Viewport): void;
  currentLevelId(): string;
  goToLevel(levelId: string): void;
  /** hears gestures (drag, resize, scrub) begin and end */
  subscribeGesture(listener: (active: boolean) => void): () => void;
  /** where edits go: in a session, only the log (returns the detach) */
  readonly persistence: { attachLog(log: LogPersistence): () => void };
}

/** A collaboration session as the editor holds it. */
export interface Collaborator {
  start(): void;
  stop(): void;
  /** the counter of the last log event applied here (0 before the first join) */
  logCounter?(): number;
}

/** What keeps the undo history across reloads and windows binds to (docs/collaboration.md "Undo"). */
export interface UndoHost {
  readonly projectId: string;
  readonly history: History;
  /** its change feed tells of a replacement of the whole graph (a snapshot restore) */
  readonly project: Project;
  /** the log counter the graph reflects now: the session's, else the one it was read at */
  logCounter(): number;
}

/** `editor.nodeFocus`: the node the keyboard is on; a deleted node loses it. */
export interface NodeFocusApi {
  current(): string | undefined;
  /** undefined: no node; an id the graph does not hold is ignored */
  set(id: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** `editor.collaboration`: the composition root joins and leaves; views read `session()`. */
export interface EditorCollaborationApi {
  /** the log counter the graph was loaded at, where a session pulls from (undefined: read without one) */
  readonly loadedCounter: number | undefined;
  /** starts a session built on the host the editor hands it (leaving any other first); returns the leave */
  join(create: (host: CollaborationHost) => Collaborator): () => void;
  leave(): void;
  session(): Collaborator | undefined;
  subscribe(listener: () => void): () => void;
}

/** What Tab offers for the word under the cursor: commands, definitions after `create`, else node paths. */
export interface Completion {
  /** where the completed word starts in the line */
  from: number;
  candidates: string[];
}

/** `editor.terminal()`: the project's command line, on the editor's own undo history. */
export interface EditorTerminalApi {
  /** typed lines, oldest first (capped at 200 by the engine) */
  readonly inputs: readonly string[];
  /** printed lines, oldest first (capped at 200) */
  readonly outputs: readonly string[];
  prompt(): string;
  /** runs one line and returns what it printed; refuses edits on a read-only project */
  run(line: string): string[];
  complete(line: string): Completion;
}

/**
 * What a history replay plays: the project as it was when this window opened it, and every event
 * applied to it since (this user's edits, undo and redo, and collaborators' events), in order with
 * their timestamps. The open project itself is never replayed into.
 */
export interface SessionRecording {
  readonly start: Graph;
  readonly events: readonly GraphEvent[];
}

/** `editor.replay`: this window's events since the editor was built, and players over them. */
export interface EditorReplayApi {
  /** a copy of what was recorded so far (later edits do not reach a replay already built) */
  recording(): SessionRecording;
  /** a player over a recording, on its own read-only copy of this project */
  player(recording: SessionRecording): ReplayPlayerApi;
}

/** What the replay bar shows; one object per change, so views can read it with useSyncExternalStore. */
export interface ReplayState {
  /** a read-only editor over a copy of the project, at the replayed step */
  readonly editor: EditorApi;
  /** which copy this is (1 for the first; each start after a stop or the end makes a new one) */
  readonly copy: number;
  readonly status: HistoryReplayStatus;
  readonly position: number;
  readonly total: number;
  readonly speed: number;
}

/** A history replay on its own read-only copy of the project: start, pause, resume, stop and speed. */
export interface ReplayPlayerApi {
  state(): ReplayState;
  subscribe(listener: () => void): () => void;
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setSpeed(speed: number): void;
  /** undo or redo on the replayed copy: refused by the engine while it plays */
  undo(): void;
  redo(): void;
  dispose(): void;
}
