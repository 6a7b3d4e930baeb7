// What a wheel event on the canvas does, by the user's preferences (spec 1 §3: inputDeviceType,
// naturalScrolling): a trackpad's two-finger scroll pans and its pinch zooms; a mouse wheel zooms.

/** The preference's values: 'auto' detects the device from the wheel events themselves. */
export type InputDeviceType = 'auto' | 'mouse' | 'trackpad';
export type InputDevice = Exclude<InputDeviceType, 'auto'>;

/** The fields of a WheelEvent the decision reads. */
export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages */
  deltaMode: number;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type WheelAction =
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoom'; factor: number }
  | { type: 'none' };

/** Zoom per wheel pixel: a mouse notch (about 100 px) zooms by e^0.2, a pinch step by a little. */
const ZOOM_PER_PIXEL = 0.002;
/** A line or page step of the wheel, in pixels (deltaMode 1 and 2). */
const LINE_PX = 40;
const PAGE_PX = 800;

/**
 * The device that sent a wheel event, when the preference says 'auto'. A mouse wheel steps in
 * lines, or in whole pixel notches along one axis; a trackpad streams small or fractional pixel
 * deltas, often on both axes, and sends a pinch as ctrl+wheel.
 */
export function detectInputDevice(event: WheelInput): InputDevice {
  if (event.deltaMode !== 0) return 'mouse';
  if (event.ctrlKey && !Number.isInteger(event.deltaY)) return 'trackpad';
  if (event.deltaX !== 0) return 'trackpad';
  const step = Math.abs(event.deltaY);
  if (!Number.isInteger(event.deltaY)) return 'trackpad';
  return step >= 50 ? 'mouse' : 'trackpad';
}

/** The device a preference names, or the detected one for 'auto' (and for an unknown value). */
export function inputDeviceFor(preference: string, event: WheelInput): InputDevice {
  return preference === 'mouse' || preference === 'trackpad' ? preference : detectInputDevice(event);
}

function pixels(delta: number, mode: number): number {
  if (mode === 1) return delta * LINE_PX;
  if (mode === 2) return delta * PAGE_PX;
  return delta;
}

/**
 * The wheel event's effect on the viewport. Alt or Meta with the wheel always zooms; ctrl+wheel
 * (a trackpad's pinch) zooms on a trackpad or when pinch-zoom is allowed by the debug flag, and
 * otherwise does nothing (spec 1 §2: pinch-zoom through ctrl+wheel is blocked). Natural
 * scrolling moves the content with the fingers; turned off, the wheel's direction is reversed.
 */
export function wheelAction(
  event: WheelInput,
  options: { device: InputDevice; naturalScrolling: boolean; allowPinchZoom: boolean },
): WheelAction {
  const sign = options.naturalScrolling ? 1 : -1;
  const dx = pixels(event.deltaX, event.deltaMode) * sign;
  const dy = pixels(event.deltaY, event.deltaMode) * sign;
  const zoomBy = (delta: number): WheelAction =>
    delta === 0 ? { type: 'none' } : { type: 'zoom', factor: Math.exp(-delta * ZOOM_PER_PIXEL) };
  if (event.ctrlKey) {
    if (options.device !== 'trackpad' && !options.allowPinchZoom) return { type: 'none' };
    // a pinch's delta follows the fingers, never the scrolling direction
    return zoomBy(pixels(event.deltaY, event.deltaMode));
  }
  if (event.altKey || event.metaKey || options.device === 'mouse') return zoomBy(dy || dx);
  if (dx === 0 && dy === 0) return { type: 'none' };
  return { type: 'pan', dx: -dx || 0, dy: -dy || 0 };
}
