import type { ViewportController, XY } from '../../editor/index.js';
import type { PickerRequest } from '../canvas/canvas-ui.js';
import { nameTagsShown } from '../canvas/name-tags.js';
import { boundsOf, type Rect } from '../canvas/overview-geometry.js';
import { writeViewAttribute } from '../canvas/view-attribute.js';
import { FIT, FIT_SELECTION, fitViewport, openViewport } from '../overview/detail-level.js';
import { DomGrid } from './dom-grid.js';
import type { CanvasSource } from './editor-source.js';
import { GpuStage } from './gpu-stage.js';
import { NodeLooks } from './node-looks.js';
import { drawnRect, reachFor, shiftBetween, shiftCovers } from './painted-shift.js';
import { type ClippedDraw, partialFrames } from './partial-frame.js';
import { levelIndexOf, SceneModel, type SceneNode, type SceneWire } from './scene-model.js';
import { ScenePainter } from './scene-painter.js';
import { readTheme } from './theme.js';
import { TitleTextures } from './title-textures.js';
import { sameView, screenToFlow, type View, visibleRect } from './view-transform.js';

/** At most this many nodes get an element in the accessible layer (plus the focused one): 2 elements each. */
export const ACCESSIBLE_NODE_CAP = 120;

/**
 * A frame builds queued displays for at most this long (a detail step at 10,000 nodes built ~400
 * in one 360 ms frame); the rest come in the next frames, nearest the view first.
 */
const BUILD_BUDGET_MS = 8;

/** While displays are built at rest, what was built is drawn at most this often. */
const DRAW_WHILE_BUILDING_MS = 100;

/** The view rested this long: the canvas draws it (filling the margin the shift moved away). */
const DRAW_AT_REST_MS = 120;
/** While the view keeps moving past what was drawn, it is drawn again at most this often. */
const DRAW_WHILE_MOVING_MS = 250;

/**
 * The GPU canvas of one workspace: the editor's level drawn by its WebGL2 renderer (gl/) in `host`. The editor's
 * change feed marks the scene stale; the next frame updates the scene model (which reports what
 * changed), the painter rebuilds the geometry of that alone, and the frame is drawn. A view change
 * draws nothing at first: the drawn pixels move with a CSS transform (painted-shift.ts) and the
 * accessible layer with another; the canvas draws the new view when it rests, when the moved pixels
 * no longer cover the screen (at most every DRAW_WHILE_MOVING_MS), or when the scene changes.
 */
export class GpuCanvas {
  readonly stage = new GpuStage();
  readonly scene = new SceneModel();
  #painter!: ScenePainter;
  #grid!: DomGrid;
  #titles!: TitleTextures;
  #looks!: NodeLooks;
  #view: View = { x: 0, y: 0, zoom: 1 };
  /** the view the surface's pixels were drawn at (null before the first frame) */
  #drawnView: View | null = null;
  #drawnAt = 0;
  /** when a frame last drew (whole or clipped) */
  #drewAt = 0;
  /** a frame that only built changed the whole surface (the tiles): the next draw is whole */
  #wholeDue = false;
  /** the frame being drawn only built displays (#beforeFrame) */
  #frameOnlyBuilds = false;
  #restTimer: ReturnType<typeof setTimeout> | undefined;
  #catchUpTimer: ReturnType<typeof setTimeout> | undefined;
  #size = { width: 0, height: 0 };
  #stale = true;
  #level = '';
  /** the level opened before the canvas had a size or its nodes: it is placed when they come */
  #openPending = false;
  /** the editor's viewport as last seen: only a new one (set elsewhere) moves the view */
  #editorView: View | null = null;
  #accessible: readonly SceneNode[] = [];
  #listeners = new Set<() => void>();
  /** overlays that move with the view or redraw with the scene, outside React (gpu/overlays/) */
  #viewListeners = new Set<(view: View) => void>();
  #sceneListeners = new Set<() => void>();
  #cleanups: Array<() => void> = [];
  /** the DOM layer that moves with the world (the accessible elements): set by the React binding */
  worldElement: HTMLElement | null = null;
  /** Opens the tab menu at a page point, wired to `from` (a wire dropped on empty canvas): set by the DOM work layer */
  openPickerAt: (client: XY, from?: PickerRequest['from']) => void = () => {};

  private constructor(
    readonly host: HTMLElement,
    readonly source: CanvasSource,
  ) {}

  static async create(host: HTMLElement, source: CanvasSource): Promise<GpuCanvas> {
    const canvas = new GpuCanvas(host, source);
    await canvas.#init();
    return canvas;
  }

  async #init(): Promise<void> {
    const theme = readTheme(this.host);
    await this.stage.init(this.host);
    this.#looks = new NodeLooks(theme);
    this.#titles = new TitleTextures(this.stage.renderer.resolution);
    this.#painter = new ScenePainter(this.stage, this.scene, this.#looks, this.#titles);
    this.#grid = new DomGrid(`gc-gpu-grid-${Math.random().toString(36).slice(2)}`);
    this.host.prepend(this.#grid.element);
    this.stage.onBeforeFrame((whole) => this.#beforeFrame(whole));
    // `data-drawn`: the first frame that drew the level's nodes, none left queued; `data-building`:
    // displays still queued (benches and tests read both: bench/canvas, e2e/support)
    this.stage.onAfterFrame((drew) => {
      if (drew) this.#drewAt = performance.now();
      // a frame that only built leaves its displays to the next one: that one marks the level drawn
      if (
        this.#frameOnlyBuilds ||
        this.host.dataset.drawn === 'true' ||
        this.scene.nodes.size === 0 ||
        this.#painter.queued
      )
        return;
      this.host.dataset.drawn = 'true';
    });
    this.#size = { width: this.host.clientWidth, height: this.host.clientHeight };
    const observer = new ResizeObserver(() => this.#resize());
    observer.observe(this.host);
    const stopFeed = this.source.subscribe(() => this.#changed());
    const stopFocus = this.source.subscribeFocus(() => this.#publishAccessible());
    const stopController = this.source.registerViewportController(this.#controller());
    this.#cleanups.push(() => observer.disconnect(), stopFeed, stopFocus, stopController);
    this.flush();
  }

  // ---- reads ----
  view(): View {
    return this.#view;
  }

  size(): { width: number; height: number } {
    return this.#size;
  }

  get detail() {
    return this.#painter.detail;
  }

  get displays() {
    return this.#painter.displays;
  }

  /** The topmost node under a point of the host (CSS pixels from its top-left). */
  nodeAt(at: XY): string | undefined {
    this.flush();
    const flow = screenToFlow(this.#view, at);
    return this.#painter.nodeIndex.hit(flow.x, flow.y)?.id;
  }

  /** The nodes a flow rectangle touches (a band). */
  nodesIn(rect: Rect): string[] {
    this.flush();
    return this.#painter.nodeIndex.query(rect).map((n) => n.id);
  }

  /** The wires whose bounds come within `radius` of a flow point (a caller picks by their shape). */
  wiresNear(flow: XY, radius: number): SceneWire[] {
    this.flush();
    const r = radius;
    return this.#painter.wireIndex.query({ x: flow.x - r, y: flow.y - r, width: 2 * r, height: 2 * r });
  }

  /** Hides one wire while its end is moved (gpu/wiring draws it live), or none. */
  hideWire(id: string | null): void {
    this.#painter.hideWire(id);
    this.stage.requestSceneFrame();
  }

  /** Redraws a flow area (what an overlay drawn on the surface covered and covers now) in the next frame. */
  redrawArea(area: Rect): void {
    this.#painter.touchArea(area);
    this.stage.requestSceneFrame();
  }

  /** The nodes that have an element in the accessible layer; the same array until it changes. */
  accessibleNodes(): readonly SceneNode[] {
    return this.#accessible;
  }

  subscribeAccessible(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called with the view each time it moves (and once the level is placed). */
  onView(listener: (view: View) => void): () => void {
    this.#viewListeners.add(listener);
    return () => this.#viewListeners.delete(listener);
  }

  /** Called after the scene took a change of the level's nodes (moved, added, removed, a new level). */
  onScene(listener: () => void): () => void {
    this.#sceneListeners.add(listener);
    return () => this.#sceneListeners.delete(listener);
  }

  // ---- the view ----
  /**
   * The user acted on the canvas (a press, a wheel, a key): an empty level they work on is theirs
   * as placed — the first node they add is not framed over (as on the xyflow canvas, which places
   * a level once when it opens).
   */
  userActed(): void {
    this.#openPending = this.#size.width <= 0 || this.#size.height <= 0;
  }

  /** Moves the view; `settled` reports it to the editor (a pan's or wheel's end, a framing). */
  setView(view: View, settled = false): void {
    if (settled) {
      // the user placed the view: a level still waiting for its nodes is not framed over it
      this.#openPending = false;
      this.source.setViewport(view);
      // our own report: the next scene update must not take it back as a view set elsewhere (a
      // wheel's next notch, turned before that update, would snap back to it)
      this.#editorView = this.source.viewport();
    }
    if (sameView(view, this.#view)) return;
    this.#view = view;
    this.#placeWorld();
    this.#showView();
  }

  /** Brings the scene up to date with the editor now (before a hit test or a test's read). */
  flush(): void {
    if (!this.#stale) return;
    this.#stale = false;
    const level = this.source.levelId();
    const diff = this.scene.update(this.source);
    this.#painter.setLineType(this.source.preferences().connectionLineType);
    this.#painter.apply(diff);
    if (level !== this.#level) {
      this.#level = level;
      this.host.dataset.level = level;
      this.#open();
    } else if (this.#openPending && this.scene.nodes.size > 0 && this.#size.width > 0) {
      // the level's nodes came after it opened (the graph loads beside the canvas's code)
      this.#open();
    } else {
      this.#adoptEditorView();
    }
    if (diff.nodes.added.length + diff.nodes.changed.length + diff.nodes.removed.length > 0) {
      this.#publishAccessible();
      for (const listener of [...this.#sceneListeners]) listener();
    }
  }

  destroy(): void {
    clearTimeout(this.#restTimer);
    clearTimeout(this.#catchUpTimer);
    for (const cleanup of this.#cleanups) cleanup();
    this.#painter?.destroy();
    this.#grid?.element.remove();
    this.#titles?.destroy();
    this.#looks?.destroy();
    this.stage.destroy();
  }

  // ---- inside ----
  #changed(): void {
    this.#stale = true;
    this.stage.requestSceneFrame();
  }

  /**
   * Before a frame: the scene's changes alone, on a surface drawn at the view as it is now, redraw
   * only the area they touched (the returned clip: a drag, a selection, displays the queue built);
   * anything else draws the view as it is now whole (null).
   */
  #beforeFrame(whole: boolean): ClippedDraw[] | null {
    const changed = this.#stale;
    this.flush();
    this.#frameOnlyBuilds = !whole && !changed && this.#mayOnlyBuild();
    if (this.#frameOnlyBuilds) {
      // a frame asked only to build queued displays (or redraw an area) while the drawn pixels are
      // shifted, or soon after a draw: it builds and draws nothing — a surface drawn each build
      // frame made building ten times slower and a pan over new ground stutter. The overview's
      // tiles stand in until a later frame draws what was built: the rest or catch-up frame of a
      // move, else the next build frame past DRAW_WHILE_BUILDING_MS, or the one after the last build.
      const drawn = drawnRect(this.#drawnView as View, this.#size, this.stage.margin);
      // the tiles appeared or went under the displays: the next frame that draws draws it all
      if (this.#painter.buildQueued(drawn, BUILD_BUDGET_MS)) this.#wholeDue = true;
      if (!this.#painter.queued && !this.#moving()) this.stage.requestSceneFrame();
      this.#keepBuilding();
      return [];
    }
    const partial = whole || this.#wholeDue ? null : this.#partialFrame();
    if (!partial) this.#wholeFrame();
    this.#keepBuilding();
    return partial;
  }

  /** Whether a frame that is not asked to draw a change only builds: see #beforeFrame. */
  #mayOnlyBuild(): boolean {
    if (this.#moving()) return true;
    return this.#painter.queued && performance.now() - this.#drewAt < DRAW_WHILE_BUILDING_MS;
  }

  /** Whether the surface shows pixels drawn at another view, moved there by a CSS shift. */
  #moving(): boolean {
    return this.#drawnView !== null && !sameView(this.#drawnView, this.#view);
  }

  /**
   * A frame of the scene's changes, when the surface shows the view as it is and they touched
   * small areas: a draw clipped to each, of the displays that can paint into it.
   */
  #partialFrame(): ClippedDraw[] | null {
    const drawn = this.#drawnView;
    if (!drawn || !sameView(drawn, this.#view)) return null;
    // a preference turned name tags on or off: every node's tag changes
    if (this.#nameTags(drawn.zoom) !== this.host.hasAttribute('data-name-tags')) return null;
    if (this.#painter.follow(visibleRect(drawn, this.#size), drawn.zoom)) {
      this.#publishAccessible();
      return null;
    }
    const surface = drawnRect(drawn, this.#size, this.stage.margin);
    // the tiles appeared or went under the displays: the whole surface changed
    if (this.#painter.buildQueued(surface, BUILD_BUDGET_MS)) return null;
    const frames = partialFrames(
      this.#painter.takeChangedAreas(),
      drawn,
      this.#size,
      this.stage.margin,
      reachFor(this.#painter.detail),
    );
    if (!frames) return null;
    const visible = visibleRect(drawn, this.#size);
    return frames.map((frame) => ({
      clip: frame.clip,
      prepare: () => this.#painter.prepareFrame(visible, frame.drawn),
    }));
  }

  /** A frame draws the view as it is now: the world, the cull window and the grid follow it. */
  #wholeFrame(): void {
    clearTimeout(this.#restTimer);
    clearTimeout(this.#catchUpTimer);
    this.#catchUpTimer = undefined;
    const view = this.#view;
    const visible = visibleRect(view, this.#size);
    const surface = drawnRect(view, this.#size, this.stage.margin);
    this.stage.world.position.set(view.x, view.y);
    this.stage.world.scale.set(view.zoom);
    this.stage.showShift(null);
    this.#drawnView = view;
    this.#drawnAt = performance.now();
    this.#wholeDue = false;
    if (this.#painter.follow(visible, view.zoom)) this.#publishAccessible();
    this.host.dataset.detail = this.#painter.detail;
    this.#painter.buildQueued(surface, BUILD_BUDGET_MS);
    // this frame draws all it built
    this.#painter.takeChangedAreas();
    this.#painter.prepareFrame(visible, surface);
    const tags = this.#nameTags(view.zoom);
    this.#painter.setNameTags(tags ? view.zoom : null);
    // whether name tags show, as the xyflow canvas marks it (tests read it, whatever draws the tags)
    this.host.toggleAttribute('data-name-tags', tags);
    this.#grid.update(view, this.#size, this.source.preferences());
  }

  #nameTags(zoom: number): boolean {
    return nameTagsShown(zoom, this.source.preferences().maxNameTagZoom);
  }

  /** Displays still queued are built in the next frames (marked for tests and benches). */
  #keepBuilding(): void {
    const building = this.#painter.queued;
    if (building) this.stage.requestSceneFrame();
    this.host.toggleAttribute('data-building', building);
  }

  /** Shows a new view: the drawn pixels move to it, and the canvas draws it at rest or when they run out. */
  #showView(): void {
    const drawn = this.#drawnView;
    const shift = drawn ? shiftBetween(drawn, this.#view) : null;
    if (shift) this.stage.showShift(shift);
    if (!shift || this.#stale) {
      this.stage.requestFrame();
      return;
    }
    clearTimeout(this.#restTimer);
    this.#restTimer = setTimeout(() => this.stage.requestFrame(), DRAW_AT_REST_MS);
    if (shiftCovers(shift, this.#size, this.stage.margin) || this.#catchUpTimer !== undefined) return;
    const wait = this.#drawnAt + DRAW_WHILE_MOVING_MS - performance.now();
    if (wait <= 0) this.stage.requestFrame();
    else this.#catchUpTimer = setTimeout(() => this.stage.requestFrame(), wait);
  }

  /** A level opens at the viewport the editor keeps for it, else framed whole. */
  #open(): void {
    const rects = [...this.scene.nodes.values()];
    this.#openPending = this.#size.width <= 0 || this.#size.height <= 0 || rects.length === 0;
    // the editor's viewport as it is now is the one this open answers: only a later one moves the view
    this.#editorView = this.source.viewport();
    const view = openViewport(this.#editorView, rects.length > 0 ? boundsOf(rects, 0) : null, this.#size);
    this.#view = { x: Number.NaN, y: 0, zoom: 1 };
    this.#drawnView = null;
    this.setView(view);
    this.#painter.follow(visibleRect(view, this.#size), view.zoom, true);
    this.#publishAccessible();
    // a level framed whole is placed as a move's end would place it (the status bar's zoom, memory)
    if (!this.#openPending && !sameView(view, this.#editorView)) {
      this.source.setViewport(view);
      this.#editorView = this.source.viewport();
    }
  }

  /** A viewport set elsewhere (a collaborator followed, a restored level) is taken; our own reports are not. */
  #adoptEditorView(): void {
    const editorView = this.source.viewport();
    if (editorView === this.#editorView) return;
    this.#editorView = editorView;
    if (!sameView(editorView, this.#view)) this.setView(editorView);
  }

  /** The view's DOM side at once: the accessible layer's transform, `data-view` and the overlays. */
  #placeWorld(): void {
    const { x, y, zoom } = this.#view;
    if (this.worldElement) this.worldElement.style.transform = `translate(${x}px, ${y}px) scale(${zoom})`;
    this.#grid.update(this.#view, this.#size, this.source.preferences());
    writeViewAttribute(this.host, { ...this.#size, ...this.#view });
    for (const listener of [...this.#viewListeners]) listener(this.#view);
  }

  #resize(): void {
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    if (width === this.#size.width && height === this.#size.height) return;
    this.#size = { width, height };
    this.stage.resize(width, height);
    if (this.#openPending) {
      this.#open();
      return;
    }
    this.#placeWorld();
    if (this.#painter.follow(visibleRect(this.#view, this.#size), this.#view.zoom, true))
      this.#publishAccessible();
  }

  #publishAccessible(): void {
    const near = this.#painter.nodesNear(visibleRect(this.#view, this.#size), ACCESSIBLE_NODE_CAP);
    const focused = this.source.focused();
    const focusedNode = focused ? this.scene.nodes.get(focused) : undefined;
    const chosen = focusedNode && !near.includes(focusedNode) ? [...near, focusedNode] : near;
    // nearest the centre picks which nodes; the elements follow the level's order, the document
    // order a screen reader walks (as the xyflow canvas's node elements do)
    const next = [...chosen].sort((a, b) => levelIndexOf(a) - levelIndexOf(b));
    const last = this.#accessible;
    if (next.length === last.length && next.every((n, i) => n === last[i])) return;
    this.#accessible = next;
    for (const listener of [...this.#listeners]) listener();
  }

  #controller(): ViewportController {
    const frame = (ids: ReadonlySet<string> | null, fit: typeof FIT | typeof FIT_SELECTION) => {
      this.flush();
      const rects = [...this.scene.nodes.values()].filter((n) => !ids || ids.has(n.id));
      if (rects.length === 0 || this.#size.width <= 0) return;
      this.setView(fitViewport(boundsOf(rects, 0), this.#size, fit), true);
    };
    return {
      zoomToFit: () => frame(null, FIT),
      zoomToSelection: () => {
        const selection = this.source.selection();
        frame(selection.size > 0 ? selection : null, selection.size > 0 ? FIT_SELECTION : FIT);
      },
    };
  }
}
