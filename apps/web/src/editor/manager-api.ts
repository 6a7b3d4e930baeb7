/**
 * The editor's managers as views see them: `editor.nodes`, `editor.params`, … (docs/editor.md).
 * Each is the manager object itself, typed by the small interface below. Reads return a stable
 * reference until what they describe changes (views read them through useValue); each write is one
 * undo step (a gesture, `editor.tools`, makes the whole gesture one step) and is refused on a
 * read-only editor (false, undefined or []).
 */

import type {
  ConnectionWithId,
  DefinitionRegistry,
  EvalType,
  EventInput,
  GraphNode,
  NodeDefinition,
  NodeFlag,
  ParamEntry,
  UdnUpdateStrategy,
} from '@nodeloom/engine';
import type { Result } from '../base/errors.js';
import type { SaveView } from './edit-persistence.js';
import type {
  CanvasPreferences,
  ConnectRequest,
  LevelCrumb,
  MultiparamChange,
  NodeStatusView,
  NodeTiming,
  ParamField,
  ParamFieldEdit,
  SelectMode,
  SocketRef,
  Viewport,
  ViewportController,
  XY,
} from './editor-types.js';
import type { ReferenceRewrite } from './rename-references.js';

/** `editor.nodes`: the project's nodes and wires. */
export interface NodesApi {
  get(id: string): GraphNode | undefined;
  definitionOf(nodeId: string): NodeDefinition | undefined;
  /** the id of the node a path names, read from `fromNodeId`'s level (spec 2 §9 path syntax) */
  resolvePath(fromNodeId: string, path: string): string | undefined;
  /** on the current level, selected; wired to `connect.from` when given, by the new node's `socket` (else its first of the other kind) */
  create(
    definitionName: string,
    position: XY,
    connect?: { from?: SocketRef; socket?: string },
  ): string | undefined;
  /**
   * Renames a node and rewrites every expression path and node-path param that names it, in one
   * undo step; a bad or taken name is refused with the spec's message (shown by the caller).
   */
  rename(id: string, name: string): Result;
  /** what rename would rewrite (shown before a rename) */
  previewRename(id: string, name: string): ReferenceRewrite[];
  setColor(ids: readonly string[], color: string): void;
  setComment(id: string, comment: string): void;
  setFlag(ids: readonly string[], flag: NodeFlag, on: boolean): void;
  /** another definition for a node, wires reconnected by identifier or name; an unpacked UDN is refused */
  changeDefinition(nodeId: string, definitionName: string): boolean;
  /** moves nodes by an offset, exactly (keyboard steps), a tray's members with it */
  move(ids: readonly string[], by: XY): boolean;
  delete(ids: readonly string[]): void;
  /** a wire; the engine's refusal (a loop, a wrong type) comes back for the caller to show */
  connect(request: ConnectRequest): Result;
  /** moves one end of a wire (disconnect + connect) */
  reconnect(connectionId: string, request: ConnectRequest): boolean;
  disconnect(connectionId: string): Result;
  /** moves a wire on a multi-input to another order slot */
  reorderInput(connectionId: string, order: number): Result;
}

/** `editor.library`: the node definitions the project is built on (built-in nodes and UDNs). */
export interface LibraryApi {
  /** the node library the project is built on (site builds evaluate with it) */
  readonly registry: DefinitionRegistry;
  /** every definition the picker may offer */
  definitions(): readonly NodeDefinition[];
  /** definitions joined the registry (the built-in nodes an empty project opens without): listed, shown nodes re-evaluated */
  added(): void;
  /** UDNs were registered or changed: new definitions listed, instances re-evaluated, automatic ones updated */
  udnsChanged(udnIds: readonly string[]): void;
}

/** `editor.params`: params' values and fields, custom params, multiparam groups. */
export interface ParamsApi {
  /** a param's evaluated value (and why its expression failed), by name; same reference until it changes */
  entry(nodeId: string, param: string): ParamEntry | undefined;
  /** a hideWhen / disableWhen expression over the node's params: truthy or not; failures are false */
  condition(nodeId: string, expression: string): boolean;
  /** one field of a param (defined by name, custom by id or name) on every given node */
  setField(ids: readonly string[], param: string, field: ParamField, value: unknown): boolean;
  /** several param fields of several nodes in one undo step (find and replace, presets); the refusal comes back */
  setFields(edits: readonly ParamFieldEdit[]): Result;
  /** literal ⇄ expression (spec 2 §4 "a param goes from literal to expression via evalType") */
  setEvalType(ids: readonly string[], param: string, evalType: EvalType): boolean;
  setExpression(ids: readonly string[], param: string, expression: string): boolean;
  setGlance(ids: readonly string[], param: string, on: boolean): boolean;
  /**
   * Custom param events of one node (add, definition changes, delete, template created) as one undo
   * step, for the parameter manager; throws the engine's error (its message names the broken rule).
   */
  changeCustom(nodeId: string, events: readonly EventInput[]): void;
  /** inserts, deletes or moves an instance group of a multiparam folder */
  changeMultiparam(nodeId: string, folderId: string, change: MultiparamChange): boolean;
}

/** `editor.selection`: the selected nodes of the current level. */
export interface SelectionApi {
  ids(): ReadonlySet<string>;
  select(ids: readonly string[], mode?: SelectMode): void;
  selectAll(): void;
  clear(): void;
}

/** `editor.clipboard`: the selection as snippet text (inner wires kept), and back. */
export interface ClipboardApi {
  copy(): string | undefined;
  cut(): string | undefined;
  /** pastes snippet text at a flow position with fresh ids; throws a clear error on bad input */
  paste(text: string, at: XY): string[];
  duplicate(): string[];
}

/** `editor.udns`: UDN commands (spec 2 §4 UDN nodes); false when refused or without a library. */
export interface UdnsApi {
  replaceLevel(levelId: string, udnId: string): boolean;
  unpack(nodeId: string): boolean;
  repack(nodeId: string): boolean;
  /** refused (returned, not reported) with the engine's reason, or when no node moves */
  changeVersion(nodeIds: readonly string[], udnId: string): Result;
  /** how UDN nodes follow new versions of their UDN: manual (the default) or auto */
  setUpdateStrategy(nodeIds: readonly string[], strategy: UdnUpdateStrategy): boolean;
}

/** `editor.view`: the level shown and how the canvas shows it. */
export interface ViewApi {
  levelId(): string;
  levelPath(): readonly LevelCrumb[];
  /** ids of the nodes on the current level, in creation order */
  levelNodeIds(): readonly string[];
  /** wires whose two ends are on the current level */
  levelConnections(): readonly ConnectionWithId[];
  /** a level, an unpacked UDN or a context; other nodes are refused */
  enterLevel(nodeId: string): void;
  goToLevel(levelId: string): void;
  viewport(): Viewport;
  setViewport(viewport: Viewport): void;
  /** the pointer's last position over the canvas, in flow coordinates (paste lands there) */
  pointer(): XY;
  setPointer(at: XY): void;
  /** the user's preferences the canvas draws with */
  canvasPreferences(): CanvasPreferences;
  setCanvasPreferences(preferences: CanvasPreferences): void;
  /** the mounted canvas registers its controller so commands (F: frame selection) can call it; returns the unregister */
  registerViewportController(controller: ViewportController): () => void;
  viewportController(): ViewportController | undefined;
}

/** `editor.evaluation`: the shown nodes' values, computed nearest the view's centre first. */
export interface EvaluationApi {
  status(id: string): NodeStatusView;
  /** grows each time some node's status view changes: a reader that saw it has seen them all */
  statusVersion(): number;
  /** how long the node's last evaluation took (its dirty cone included), if it was evaluated */
  timing(id: string): NodeTiming | undefined;
  /** evaluated outputs of a node; undefined before evaluation or on error */
  outputs(id: string): Readonly<Record<string, unknown>> | undefined;
  /** resolves when the shown nodes are evaluated (tests; code that needs fresh outputs) */
  idle(): Promise<void>;
  /** how many shown nodes wait for their values (0 once every shown value is computed) */
  pending(): number;
  /** the centre of what the canvas shows (flow units): values nearest it are computed first */
  focusOn(at: XY): void;
}

/** `editor.persistence`: where edits are stored. */
export interface PersistenceApi {
  status(): SaveView;
  /** edits not yet saved (the leave prompt asks before losing them) */
  hasUnsavedChanges(): boolean;
  /** sends what is not saved yet, now (leaving the page) */
  flush(): Promise<void>;
}

/** `editor.history`: undo and redo of this user's edits. */
export interface HistoryApi {
  canUndo(): boolean;
  canRedo(): boolean;
  /** an open gesture is cancelled first */
  undo(): void;
  redo(): void;
}
