import { isDebugFlagSet } from '../../base/browserStorage.js';
import { inputDeviceFor, wheelAction } from '../canvas/wheel-gesture.js';
import { DomBand } from './dom-band.js';
import type { GpuCanvas } from './gpu-canvas.js';
import { reportBand } from './overlays/band-feed.js';
import { onFloatingControl } from './overlays/floating.js';
import { PointerGestures, type PointerInput } from './pointer-gestures.js';
import { panBy, screenToFlow, zoomAround } from './view-transform.js';
import { bindWiring, wiringOf } from './wiring/canvas-wiring.js';
import { onScrollingPane, onWorkTarget } from './work-layer/work-target.js';

/** A wheel move ends when no wheel event came for this long; the view is then reported once. */
const WHEEL_END_MS = 150;

/**
 * Binds the canvas element's pointer, wheel and key events to the gestures (pointer-gestures.ts)
 * and the wheel's pan or zoom by preference (canvas/wheel-gesture.ts). Returns the unbind.
 */
export function bindCanvasInput(canvas: GpuCanvas): () => void {
  const host = canvas.host;
  const source = canvas.source;
  const band = new DomBand(host);
  const gestures = new PointerGestures({
    view: () => canvas.view(),
    setView: (view, settled) => canvas.setView(view, settled),
    nodeAt: (at) => canvas.nodeAt(at),
    nodesIn: (rect) => canvas.nodesIn(rect),
    selection: () => source.selection(),
    select: (ids, mode) => source.select(ids, mode),
    clearSelection: () => source.clearSelection(),
    translate: (ids) => source.translate(ids),
    showBand: (rect) => {
      band.show(rect);
      reportBand(canvas, rect);
    },
    readOnly: () => source.readOnly(),
    tools: [wiringOf(canvas).gestures],
    bandSelected: (ids) => wiringOf(canvas).selectWiresOf(ids),
  });
  const unbindWiring = bindWiring(canvas);
  const local = (e: PointerEvent | WheelEvent): PointerInput => {
    const box = host.getBoundingClientRect();
    return {
      x: e.clientX - box.left,
      y: e.clientY - box.top,
      button: e.button,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
    };
  };
  let space = false;
  let pointerFrame = 0;
  let lastPointer: PointerInput | null = null;
  const onDown = (e: PointerEvent) => {
    canvas.userActed();
    if (onFloatingControl(e) || onWorkTarget(e)) return;
    // a press on the canvas ends typing elsewhere (a field commits on blur)
    const active = document.activeElement;
    if (active instanceof HTMLElement && !host.contains(active)) active.blur();
    if (!gestures.down(local(e), space)) return;
    // (no preventDefault here: it would drop the mouse events whose defaults onMiddle cancels)
    host.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    const input = local(e);
    if (gestures.active) gestures.move(input);
    lastPointer = input;
    if (pointerFrame) return;
    pointerFrame = requestAnimationFrame(() => {
      pointerFrame = 0;
      if (lastPointer) source.setPointer(screenToFlow(canvas.view(), lastPointer));
    });
  };
  const onUp = (e: PointerEvent) => {
    if (gestures.active) gestures.up(local(e));
    if (host.hasPointerCapture(e.pointerId)) host.releasePointerCapture(e.pointerId);
  };
  const onCancel = () => gestures.cancel();
  const allowPinchZoom = isDebugFlagSet('allowPinchZoom');
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  const onWheel = (e: WheelEvent) => {
    canvas.userActed();
    if (onFloatingControl(e) || onScrollingPane(e)) return;
    e.preventDefault();
    const preferences = source.preferences();
    const action = wheelAction(e, {
      device: inputDeviceFor(preferences.inputDeviceType, e),
      naturalScrolling: preferences.naturalScrolling,
      allowPinchZoom,
    });
    if (action.type === 'none') return;
    const view = canvas.view();
    canvas.setView(
      action.type === 'pan' ? panBy(view, action.dx, action.dy) : zoomAround(view, local(e), action.factor),
    );
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => canvas.setView(canvas.view(), true), WHEEL_END_MS);
  };
  const editable = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  // a key on the canvas (or on nothing focused) is the user acting there; one typed in a dialog is not
  const onCanvas = (e: KeyboardEvent) =>
    !(e.target instanceof Node) || e.target === document.body || host.contains(e.target);
  const onKey = (e: KeyboardEvent) => {
    if (e.type === 'keydown' && onCanvas(e)) canvas.userActed();
    if (e.key === ' ' && !editable(e.target)) space = e.type === 'keydown';
    if (e.type === 'keydown' && e.key === 'Escape' && gestures.active) gestures.cancel();
  };
  // the middle button pans: no autoscroll, and no paste of the primary selection on Linux
  const onMiddle = (e: MouseEvent) => e.button === 1 && e.preventDefault();
  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onCancel);
  host.addEventListener('lostpointercapture', onCancel);
  host.addEventListener('wheel', onWheel, { passive: false });
  host.addEventListener('mousedown', onMiddle);
  host.addEventListener('mouseup', onMiddle);
  host.addEventListener('auxclick', onMiddle);
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  return () => {
    unbindWiring();
    band.remove();
    clearTimeout(wheelTimer);
    cancelAnimationFrame(pointerFrame);
    host.removeEventListener('pointerdown', onDown);
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerup', onUp);
    host.removeEventListener('pointercancel', onCancel);
    host.removeEventListener('lostpointercapture', onCancel);
    host.removeEventListener('wheel', onWheel);
    host.removeEventListener('mousedown', onMiddle);
    host.removeEventListener('mouseup', onMiddle);
    host.removeEventListener('auxclick', onMiddle);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
  };
}
