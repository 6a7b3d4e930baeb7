import type { XY } from '../../editor/index.js';
import type { CanvasControl } from '../canvas/CanvasControls.js';

/** A gesture made on the static first frame, to be made again on the live canvas. */
export type HeldGesture =
  | { kind: 'pointer'; type: 'dblclick' | 'contextmenu'; at: XY }
  | { kind: 'key'; key: 'Tab' }
  | { kind: 'control'; control: CanvasControl };

const CONTROL_CLASS: Record<CanvasControl, string> = {
  zoomIn: 'react-flow__controls-zoomin',
  zoomOut: 'react-flow__controls-zoomout',
  fitView: 'react-flow__controls-fitview',
};

/**
 * What a user did on the static frame while the live canvas's code was on its way: a double-click
 * (the tab menu), a right-click (the canvas menu), Tab, a zoom button. Once the live canvas is
 * ready each is sent again, in order, as the same DOM event at the same place, so the live
 * canvas's own handlers answer it; the pointer's last place goes first (Tab opens the menu there).
 * A press-and-drag (a pan, a band) is not held: on an empty level it would select nothing.
 */
export class HeldGestures {
  #gestures: HeldGesture[] = [];
  #pointer: XY | null = null;

  /** Where the pointer last was over the static frame (client coordinates). */
  pointerAt(at: XY): void {
    this.#pointer = at;
  }

  hold(gesture: HeldGesture): void {
    this.#gestures.push(gesture);
  }

  get size(): number {
    return this.#gestures.length;
  }

  /** Sends the held gestures to the live canvas inside `root` (called once it is ready). */
  replayInto(root: HTMLElement): void {
    const doc = root.ownerDocument;
    const gestures = this.#gestures.splice(0);
    const pointer = this.#pointer;
    this.#pointer = null;
    const view = doc.defaultView;
    if (!view) return;
    const mouse = (type: string, at: XY) => {
      const target = doc.elementFromPoint(at.x, at.y);
      // what now lies at the point (a dialog opened meanwhile) is not the canvas's to answer
      if (!target || !root.contains(target)) return;
      const init = { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y };
      const extra = type === 'contextmenu' ? { button: 2 } : type === 'dblclick' ? { detail: 2 } : {};
      // a move comes as a browser sends it, pointermove then mousemove (the GPU canvas hears the first)
      if (type === 'mousemove') {
        const Pointer = view.PointerEvent ?? view.MouseEvent; // jsdom has no PointerEvent
        target.dispatchEvent(new Pointer('pointermove', { ...init, pointerType: 'mouse', isPrimary: true }));
      }
      target.dispatchEvent(new view.MouseEvent(type, { ...init, ...extra }));
    };
    if (pointer) mouse('mousemove', pointer);
    for (const gesture of gestures) {
      if (gesture.kind === 'pointer') mouse(gesture.type, gesture.at);
      else if (gesture.kind === 'control')
        root.querySelector<HTMLButtonElement>(`.${CONTROL_CLASS[gesture.control]}`)?.click();
      else {
        const target = doc.activeElement ?? doc.body;
        target.dispatchEvent(
          new view.KeyboardEvent('keydown', { key: gesture.key, bubbles: true, cancelable: true }),
        );
      }
    }
  }
}
