import type { EditorApi } from '../../../editor/index.js';
import { centreOf, type FocusBox, nearestToPoint } from '../../a11y/spatial-focus.js';
import { WireWalk } from '../../a11y/wire-follow.js';
import { inView } from '../../canvas/node-element.js';
import { canvasNodeKey, landingNode, runNodeKey } from '../../canvas/run-node-key.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { screenToFlow } from '../view-transform.js';
import { glideView } from './view-glide.js';

/** A node's element in the accessible layer (role group, roledescription node, data-id). */
const NODE_ELEMENT = '[aria-roledescription="node"][data-id]';
/** How many frames a focus waits for its node's element (the accessible layer publishes it). */
const MOUNT_FRAMES = 30;

export interface KeyboardNodes {
  /** the keyboard comes onto the canvas: the focused node, else the one nearest the view's centre */
  land(): boolean;
  /** brings the node into view and gives its element DOM focus */
  reveal(id: string): void;
  unbind(): void;
}

/**
 * The graph by keyboard on the GPU canvas (docs/accessibility.md), as canvas/use-keyboard-nodes.ts
 * does it on xyflow's: `editor.nodeFocus` is the node the keyboard is on; this keeps DOM focus (an
 * element of the accessible layer) and the view on it, and turns the keys heard on the canvas into
 * the shared actions of canvas/run-node-key.ts.
 */
export function bindKeyboardNodes(
  canvas: GpuCanvas,
  editor: EditorApi,
  startRename: (id: string) => void,
): KeyboardNodes {
  const host = canvas.host;
  const source = canvas.source;
  const walk = new WireWalk();
  let frame = 0;
  /** the frame that hands the keyboard on from a deleted node */
  let handOn = 0;
  let stopGlide = () => {};
  /** where the focused node was last revealed (a deleted node's neighbour takes the focus) */
  let lastBox: FocusBox | undefined;

  const boxes = (): FocusBox[] => {
    canvas.flush();
    return [...canvas.scene.nodes.values()].map(({ id, x, y, width, height }) => ({
      id,
      x,
      y,
      width,
      height,
    }));
  };
  const elementOf = (id: string) =>
    host.querySelector<HTMLElement>(`[aria-roledescription="node"][data-id="${CSS.escape(id)}"]`);
  const nodeIdOf = (target: EventTarget | null) =>
    target instanceof HTMLElement && target.matches(NODE_ELEMENT) && host.contains(target)
      ? target.dataset.id
      : undefined;

  const reveal = (id: string) => {
    const box = boxes().find((b) => b.id === id);
    if (!box) return;
    lastBox = box;
    const view = canvas.view();
    const { width, height } = canvas.size();
    if (width > 0 && !inView(box, { transform: [view.x, view.y, view.zoom], width, height })) {
      const centre = centreOf(box);
      stopGlide();
      stopGlide = glideView(canvas, {
        x: width / 2 - centre.x * view.zoom,
        y: height / 2 - centre.y * view.zoom,
        zoom: view.zoom,
      });
    }
    cancelAnimationFrame(frame);
    let left = MOUNT_FRAMES;
    const focusWhenMounted = () => {
      const element = elementOf(id);
      if (element) {
        if (document.activeElement !== element) element.focus({ preventScroll: true });
      } else if (left-- > 0) frame = requestAnimationFrame(focusWhenMounted);
    };
    focusWhenMounted();
  };

  const land = () => {
    const { width, height } = canvas.size();
    const id = landingNode(editor, boxes(), screenToFlow(canvas.view(), { x: width / 2, y: height / 2 }));
    if (id === undefined) return false;
    source.setFocused(id);
    reveal(id);
    return true;
  };

  // the canvas follows the focus, whoever sets it (keys here, the node graph tree, the wire picker)
  let wasFocused = source.focused();
  const stopFocus = source.subscribeFocus(() => {
    const focused = source.focused();
    const before = wasFocused;
    wasFocused = focused;
    if (focused === before) return;
    if (focused !== undefined) {
      reveal(focused);
      return;
    }
    // the focused node went (deleted): the keyboard goes on to the node nearest where it stood, or
    // stays on the canvas (an emptied level) rather than falling to the page. Looked at once the
    // deletion has settled (this runs inside the editor's change) and its element has gone.
    const where = lastBox;
    if (before === undefined || source.node(before)) return;
    cancelAnimationFrame(handOn);
    handOn = requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost =
        active === document.body || active === null || !active.isConnected || nodeIdOf(active) === before;
      if (!lost || source.focused() !== undefined) return;
      const next = where && nearestToPoint(centreOf(where), boxes());
      if (next !== undefined) source.setFocused(next);
      else host.focus({ preventScroll: true });
    });
  });

  /**
   * A pointer press on the canvas lets the keyboard's node go: the mouse took over, so Tab opens
   * the tab menu at the pointer; nor does the focus the press gives a node make it the keyboard's.
   */
  let pressing = false;
  const release = () => {
    setTimeout(() => {
      pressing = false;
    });
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
  };
  const onPointerDown = () => {
    if (pressing) return;
    pressing = true;
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    stopGlide();
    source.setFocused(undefined);
  };

  const onFocusIn = (event: FocusEvent) => {
    const id = nodeIdOf(event.target);
    if (id !== undefined) {
      if (!pressing && source.focused() !== id) source.setFocused(id);
      return;
    }
    // reached by F6 (or Tab): the keyboard goes on to a node; a press on the pane does not
    if (event.target === host && host.matches(':focus-visible')) land();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = canvasNodeKey(event, walk);
    if (!action) return;
    // on a node's element itself or on the canvas: a control inside the canvas keeps its keys
    const id = nodeIdOf(event.target);
    if (event.target !== host && id === undefined) return;
    const revealMoved = (moved: string) => requestAnimationFrame(() => reveal(moved));
    const ports = { editor, boxes, land, revealMoved, readOnly: source.readOnly(), startRename, walk };
    if (runNodeKey(action, id, ports)) event.preventDefault();
  };

  host.addEventListener('pointerdown', onPointerDown, true);
  host.addEventListener('focusin', onFocusIn);
  host.addEventListener('keydown', onKeyDown);
  return {
    land,
    reveal,
    unbind: () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(handOn);
      stopGlide();
      stopFocus();
      release();
      host.removeEventListener('pointerdown', onPointerDown, true);
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('keydown', onKeyDown);
    },
  };
}
