import {
  type ConnectionWithId,
  CurrentLevel,
  type GraphChange,
  type Project,
  ROOT_ID,
} from '@nodeloom/engine';
import type { LevelCrumb, Viewport, XY } from './editor-api.js';
import type { ViewportMemory } from './editor-types.js';
import { LevelView, touchesLevel } from './level-view.js';
import type { EditorSelection } from './selection.js';

const DEFAULT_VIEWPORT: Viewport = Object.freeze({ x: 0, y: 0, zoom: 1 });

/**
 * What the editor shows of its project: the current level (its nodes, wires and path), the
 * selection, each level's viewport (restored from and written to its memory, when it has one,
 * so a project reopens where it was left) and the pointer. Reads keep their reference until what they
 * describe changes; `changed` is called after a change the views must hear.
 */
export class ViewState {
  readonly #project: Project;
  readonly #changed: () => void;
  readonly #level: CurrentLevel;
  readonly #selection: EditorSelection;
  readonly #levelView = new LevelView();
  readonly #viewports = new Map<string, Viewport>();
  readonly #memory: ViewportMemory | undefined;
  readonly #pointerListeners = new Set<(at: XY) => void>();
  #pointer: XY = { x: 0, y: 0 };

  constructor(
    project: Project,
    changed: () => void,
    selection: EditorSelection,
    initialLevelId: string | undefined,
    memory?: ViewportMemory,
  ) {
    this.#project = project;
    this.#changed = changed;
    this.#memory = memory;
    // the level hears each batch before the editor refreshes its views
    this.#level = new CurrentLevel(project);
    this.#selection = selection;
    if (initialLevelId !== undefined) this.#level.set(initialLevelId);
    this.#levelView.refresh(project.graph, this.#level.id);
    this.#restoreViewport();
  }

  /** the level shown: undefined for Root */
  get levelId(): string | undefined {
    return this.#level.id;
  }
  currentLevelId = (): string => this.#level.id ?? ROOT_ID;
  levelPath = (): readonly LevelCrumb[] => this.#levelView.path;
  levelNodeIds = (): readonly string[] => this.#levelView.nodeIds;
  levelConnections = (): readonly ConnectionWithId[] => this.#levelView.connections;
  viewport = (): Viewport => this.#viewports.get(this.currentLevelId()) ?? DEFAULT_VIEWPORT;
  pointer = (): XY => this.#pointer;

  /** Shows another level (undefined: Root) with nothing selected; false when it is already shown. */
  moveTo(levelId: string | undefined): boolean {
    if (levelId === this.#level.id) return false;
    this.#level.set(levelId);
    this.#selection.reset();
    this.#levelView.refresh(this.#project.graph, this.#level.id);
    this.#restoreViewport();
    return true;
  }

  /** The canvas sets it when a move ends (not per frame), so that is when it is written too. */
  setViewport(viewport: Viewport): void {
    const before = this.viewport();
    if (before.x === viewport.x && before.y === viewport.y && before.zoom === viewport.zoom) return;
    const level = this.currentLevelId();
    const kept = { x: viewport.x, y: viewport.y, zoom: viewport.zoom };
    this.#viewports.set(level, kept);
    this.#memory?.write(level, kept);
    this.#changed();
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

  /** After a batch: the level's nodes, wires and path, and the selection, follow the graph. */
  afterBatch(changes: readonly GraphChange[]): void {
    const graph = this.#project.graph;
    const levelMoved = this.currentLevelId() !== this.#levelView.path.at(-1)?.id;
    if (levelMoved || touchesLevel(graph, changes, this.#levelView.path))
      this.#levelView.refresh(graph, this.#level.id);
    // the level shown was deleted: the one it fell back to opens where it was left too
    if (levelMoved) this.#restoreViewport();
    this.#selection.refresh();
  }

  dispose(): void {
    this.#level.dispose();
    this.#pointerListeners.clear();
  }

  /** A level not yet seen in this page opens at its stored viewport, when there is a valid one. */
  #restoreViewport(): void {
    const level = this.currentLevelId();
    if (this.#viewports.has(level)) return;
    const stored = this.#memory?.read(level);
    if (stored) this.#viewports.set(level, { x: stored.x, y: stored.y, zoom: stored.zoom });
  }
}
