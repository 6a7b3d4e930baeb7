import type { Gesture, SelectMode, XY } from '../../editor/index.js';
import type { Rect } from '../canvas/overview-geometry.js';
import { panBy, screenToFlow, type View } from './view-transform.js';

/** What the pointer gestures act on: the view, the hit test and the editor's selection and drag. */
export interface GesturePorts {
  view(): View;
  /** `settled`: the gesture ended, the editor keeps this view */
  setView(view: View, settled: boolean): void;
  nodeAt(at: XY): string | undefined;
  nodesIn(rect: Rect): string[];
  selection(): ReadonlySet<string>;
  select(ids: readonly string[], mode?: SelectMode): void;
  clearSelection(): void;
  translate(ids: readonly string[]): Gesture<{ dx: number; dy: number }>;
  /** the band on screen (CSS pixels of the canvas), or null when it is gone */
  showBand(rect: Rect | null): void;
  readOnly(): boolean;
  /** the nodes the band holds now (the wiring selects their wires, as xyflow's band does) */
  bandSelected?(ids: readonly string[]): void;
  /** gestures of other modules (a wire from a socket…), offered each left press before a node's or the band's */
  tools?: readonly PointerTool[];
}

/** A gesture another module owns: it takes a press that is its own and follows it to the release. */
export interface PointerTool {
  /** the drag this press starts, or undefined when the press is not this tool's */
  press(e: PointerInput): ToolDrag | undefined;
}

export interface ToolDrag {
  move(e: PointerInput): void;
  up(e: PointerInput): void;
  /** Escape or a lost pointer */
  cancel(): void;
}

/** What the gestures read of a pointer event: where it is on the canvas and what is held. */
export interface PointerInput {
  x: number;
  y: number;
  button: number;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** A press moves this far (CSS pixels) before it is a drag, as xyflow's nodeDragThreshold. */
const DRAG_THRESHOLD = 2;

type State =
  | { kind: 'idle' }
  | { kind: 'pan'; start: XY; view: View }
  | { kind: 'press'; start: XY; node: string; additive: boolean; wasSelected: boolean }
  | { kind: 'drag'; start: XY; zoom: number; gesture: Gesture<{ dx: number; dy: number }> }
  | { kind: 'band'; start: XY; additive: boolean; moved: boolean }
  | { kind: 'tool'; drag: ToolDrag };

/**
 * The canvas's pointer gestures as a small state machine over the editor's own tools: middle
 * button (or Space + drag) pans; a click selects (Shift/Ctrl/Meta toggles); a drag on a node moves
 * it, or the selection holding it, as one translate gesture (the editor snaps; one undo step);
 * a drag on empty canvas selects what its band touches; a click there clears the selection.
 * A tool (the wiring's) may take a left press first and own the drag it starts.
 */
export class PointerGestures {
  #state: State = { kind: 'idle' };

  constructor(private readonly ports: GesturePorts) {}

  get active(): boolean {
    return this.#state.kind !== 'idle';
  }

  down(e: PointerInput, spaceHeld = false): boolean {
    const at = { x: e.x, y: e.y };
    if (e.button === 1 || (e.button === 0 && spaceHeld)) {
      this.#state = { kind: 'pan', start: at, view: this.ports.view() };
      return true;
    }
    if (e.button !== 0) return false;
    for (const tool of this.ports.tools ?? []) {
      const drag = tool.press(e);
      if (!drag) continue;
      this.#state = { kind: 'tool', drag };
      return true;
    }
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    const node = this.ports.nodeAt(at);
    if (!node) {
      this.#state = { kind: 'band', start: at, additive, moved: false };
      return true;
    }
    const wasSelected = this.ports.selection().has(node);
    // a press on an unselected node selects it at once, so a drag moves what shows selected
    if (!additive && !wasSelected) this.ports.select([node], 'replace');
    this.#state = { kind: 'press', start: at, node, additive, wasSelected };
    return true;
  }

  move(e: PointerInput): void {
    const s = this.#state;
    const at = { x: e.x, y: e.y };
    switch (s.kind) {
      case 'tool':
        s.drag.move(e);
        return;
      case 'pan':
        this.ports.setView(panBy(s.view, at.x - s.start.x, at.y - s.start.y), false);
        return;
      case 'press': {
        if (Math.hypot(at.x - s.start.x, at.y - s.start.y) < DRAG_THRESHOLD || this.ports.readOnly()) return;
        if (s.additive && !s.wasSelected) this.ports.select([s.node], 'add');
        const selection = this.ports.selection();
        const ids = selection.has(s.node) ? [...selection] : [s.node];
        this.#state = {
          kind: 'drag',
          start: s.start,
          zoom: this.ports.view().zoom,
          gesture: this.ports.translate(ids),
        };
        this.move(e);
        return;
      }
      case 'drag':
        s.gesture.update({ dx: (at.x - s.start.x) / s.zoom, dy: (at.y - s.start.y) / s.zoom });
        return;
      case 'band': {
        if (!s.moved && Math.hypot(at.x - s.start.x, at.y - s.start.y) < DRAG_THRESHOLD) return;
        s.moved = true;
        const screen = rectBetween(s.start, at);
        this.ports.showBand(screen);
        const view = this.ports.view();
        const a = screenToFlow(view, { x: screen.x, y: screen.y });
        const ids = this.ports.nodesIn({
          ...a,
          width: screen.width / view.zoom,
          height: screen.height / view.zoom,
        });
        this.ports.select(ids, s.additive ? 'add' : 'replace');
        this.ports.bandSelected?.(ids);
        return;
      }
    }
  }

  up(e: PointerInput): void {
    const s = this.#state;
    this.#state = { kind: 'idle' };
    switch (s.kind) {
      case 'tool':
        s.drag.up(e);
        return;
      case 'pan':
        this.ports.setView(panBy(s.view, e.x - s.start.x, e.y - s.start.y), true);
        return;
      case 'press':
        if (s.additive) this.ports.select([s.node], 'toggle');
        else if (this.ports.selection().size > 1) this.ports.select([s.node], 'replace');
        return;
      case 'drag':
        s.gesture.end();
        return;
      case 'band':
        this.ports.showBand(null);
        if (!s.moved && !s.additive) this.ports.clearSelection();
        return;
    }
  }

  /** Escape or a lost pointer: a drag bails to where it began; a pan keeps where it got to. */
  cancel(): void {
    const s = this.#state;
    this.#state = { kind: 'idle' };
    if (s.kind === 'drag') s.gesture.cancel();
    if (s.kind === 'tool') s.drag.cancel();
    if (s.kind === 'band') this.ports.showBand(null);
    if (s.kind === 'pan') this.ports.setView(this.ports.view(), true);
  }
}

function rectBetween(a: XY, b: XY): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}
