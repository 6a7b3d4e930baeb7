import {
  type ConnectionWithId,
  CurrentLevel,
  type GraphChange,
  hostsSubLevel,
  type Project,
  ROOT_ID,
} from '@nodeloom/engine';
import type { CanvasPreferences, LevelCrumb, Viewport, ViewportController, XY } from './editor-api.js';
import type { ViewportMemory } from './editor-types.js';
import { LevelView, touchesLevel } from './level-view.js';
import type { ViewApi } from './manager-api.js';
import type { EditorSelection } from './selection.js';

const DEFAULT_VIEWPORT: Viewport = Object.freeze({ x: 0, y: 0, zoom: 1 });

export interface ViewStateOptions {
  /** after a change the views must hear */
  changed(): void;
  /** a level move clears it (and a batch refreshes it) */
  selection: EditorSelection;
  /** before the level shown moves (an open gesture is cancelled) */
  leaving(): void;
  /** after it moved (the new level's values are asked for) */
  moved(): void;
  initialLevelId: string | undefined;
  memory?: ViewportMemory | undefined;
  canvasPreferences: CanvasPreferences;
}

/**
 * `editor.view`: what the editor shows of its project: the current level (its nodes, wires and
 * path), each level's viewport (restored from and written to its memory, when it has one, so a
 * project reopens where it was left), the pointer, and the canvas's preferences and controller.
 * Reads keep their reference until what they describe changes.
 */
export class ViewState implements ViewApi {
  readonly #project: Project;
  readonly #options: ViewStateOptions;
  readonly #level: CurrentLevel;
  readonly #levelView = new LevelView();
  readonly #viewports = new Map<string, Viewport>();
  readonly #pointerListeners = new Set<(at: XY) => void>();
  #pointer: XY = { x: 0, y: 0 };
  #canvasPreferences: CanvasPreferences;
  #viewportController: ViewportController | undefined;

  constructor(project: Project, options: ViewStateOptions) {
    this.#project = project;
    this.#options = options;
    this.#canvasPreferences = options.canvasPreferences;
    // the level hears each batch before the editor refreshes its views
    this.#level = new CurrentLevel(project);
    if (options.initialLevelId !== undefined) this.#level.set(options.initialLevelId);
    this.#levelView.refresh(project.graph, this.#level.id);
    this.#restoreViewport();
  }

  /** the level shown as a parent id: undefined for Root */
  get parentId(): string | undefined {
    return this.#level.id;
  }
  levelId = (): string => this.#level.id ?? ROOT_ID;
  levelPath = (): readonly LevelCrumb[] => this.#levelView.path;
  levelNodeIds = (): readonly string[] => this.#levelView.nodeIds;
  levelConnections = (): readonly ConnectionWithId[] => this.#levelView.connections;
  viewport = (): Viewport => this.#viewports.get(this.levelId()) ?? DEFAULT_VIEWPORT;
  pointer = (): XY => this.#pointer;
  canvasPreferences = (): CanvasPreferences => this.#canvasPreferences;
  viewportController = (): ViewportController | undefined => this.#viewportController;

  /** Enters a level, an unpacked UDN or a context; other nodes are refused. */
  enterLevel = (nodeId: string): void => {
    const node = this.#project.graph.getNode(nodeId);
    if (node && hostsSubLevel(this.#project.registry, node)) this.#moveTo(nodeId);
  };

  goToLevel = (levelId: string): void => {
    if (levelId === ROOT_ID) this.#moveTo(undefined);
    else if (this.#project.graph.hasNode(levelId)) this.enterLevel(levelId);
  };

  /** The canvas sets it when a move ends (not per frame), so that is when it is written too. */
  setViewport = (viewport: Viewport): void => {
    const before = this.viewport();
    if (before.x === viewport.x && before.y === viewport.y && before.zoom === viewport.zoom) return;
    const level = this.levelId();
    const kept = { x: viewport.x, y: viewport.y, zoom: viewport.zoom };
    this.#viewports.set(level, kept);
    this.#options.memory?.write(level, kept);
    this.#options.changed();
  };

  setPointer = (at: XY): void => {
    this.#pointer = { x: at.x, y: at.y };
    for (const listener of this.#pointerListeners) listener(this.#pointer);
  };

  setCanvasPreferences = (preferences: CanvasPreferences): void => {
    this.#canvasPreferences = preferences;
    this.#options.changed();
  };

  registerViewportController = (controller: ViewportController): (() => void) => {
    this.#viewportController = controller;
    return () => {
      if (this.#viewportController === controller) this.#viewportController = undefined;
    };
  };

  /** Hears every pointer move (collaboration relays it); views read `pointer()` instead. */
  subscribePointer(listener: (at: XY) => void): () => void {
    this.#pointerListeners.add(listener);
    return () => this.#pointerListeners.delete(listener);
  }

  /** After a batch: the level's nodes, wires and path, and the selection, follow the graph. */
  afterBatch(changes: readonly GraphChange[]): void {
    const graph = this.#project.graph;
    const levelMoved = this.levelId() !== this.#levelView.path.at(-1)?.id;
    if (levelMoved || touchesLevel(graph, changes, this.#levelView.path))
      this.#levelView.refresh(graph, this.#level.id);
    // the level shown was deleted: the one it fell back to opens where it was left too
    if (levelMoved) this.#restoreViewport();
    this.#options.selection.refresh();
  }

  dispose(): void {
    this.#level.dispose();
    this.#pointerListeners.clear();
  }

  /** Shows another level (undefined: Root) with nothing selected. */
  #moveTo(levelId: string | undefined): void {
    if (levelId === this.#level.id) return;
    this.#options.leaving();
    this.#level.set(levelId);
    this.#options.selection.reset();
    this.#levelView.refresh(this.#project.graph, this.#level.id);
    this.#restoreViewport();
    this.#options.moved();
  }

  /** A level not yet seen in this page opens at its stored viewport, when there is a valid one. */
  #restoreViewport(): void {
    const level = this.levelId();
    if (this.#viewports.has(level)) return;
    const stored = this.#options.memory?.read(level);
    if (stored) this.#viewports.set(level, { x: stored.x, y: stored.y, zoom: stored.zoom });
  }
}
