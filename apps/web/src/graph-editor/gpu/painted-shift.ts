import type { Rect } from '../canvas/overview-geometry.js';
import type { Detail } from './detail-level.js';
import { TAG_LIFT, TAG_MAX_WIDTH } from './looks/metrics.js';
import { type View, visibleRect } from './view-transform.js';

/**
 * How a view change is shown without drawing (issue 34 item 2): the surface keeps the pixels it
 * drew at the "drawn" view, over an area reaching past the screen by a margin, and a pan or a zoom
 * moves those pixels with a CSS transform (the compositor's work) until the canvas draws again —
 * when the view rests, when the drawn area no longer covers the screen, or when the scene changes.
 */
export interface Shift {
  /** screen = drawn screen × scale + (x, y) */
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The drawn area's reach past each edge of the screen, in CSS pixels. */
export interface Margin {
  x: number;
  y: number;
}

/** A quarter of the screen on each side, at most 320 px: each drawn pixel costs on a software GPU. */
export function surfaceMargin(size: Size): Margin {
  return { x: Math.min(320, Math.round(size.width / 4)), y: Math.min(320, Math.round(size.height / 4)) };
}

/** The transform that moves what was drawn at `drawn` to where `now` shows it. */
export function shiftBetween(drawn: View, now: View): Shift {
  const scale = now.zoom / drawn.zoom;
  return { x: now.x - drawn.x * scale, y: now.y - drawn.y * scale, scale };
}

/** Zooming in further than this on drawn pixels blurs them too much: the canvas draws again. */
const MAX_STRETCH = 2.5;

/** Whether the drawn area, moved by `shift`, still covers the whole screen at a sharp enough scale. */
export function shiftCovers(shift: Shift, size: Size, margin: Margin): boolean {
  if (shift.scale > MAX_STRETCH) return false;
  const left = shift.x - margin.x * shift.scale;
  const top = shift.y - margin.y * shift.scale;
  const right = shift.x + (size.width + margin.x) * shift.scale;
  const bottom = shift.y + (size.height + margin.y) * shift.scale;
  return left <= 0 && top <= 0 && right >= size.width && bottom >= size.height;
}

export function isIdentity(shift: Shift): boolean {
  return shift.x === 0 && shift.y === 0 && shift.scale === 1;
}

/** The CSS transform of the surface (its origin at the screen's top-left, inside the margin). */
export function shiftCss(shift: Shift): string {
  return isIdentity(shift) ? '' : `translate(${shift.x}px, ${shift.y}px) scale(${shift.scale})`;
}

/** What reaches past a node's box (name tags, comments, outputs) in screen pixels: drawn when near. */
export const REACH_PX = 160;

/** How far past a node's box its display paints: screen pixels on each axis, plus flow units. */
export interface Reach {
  x: number;
  y: number;
  /** what reaches past the box in flow units at any zoom (a selection ring) */
  flow: number;
}

/** In full detail the rows under a node (comments, outputs, messages) and its name tag reach past it. */
const FULL_REACH: Reach = { x: REACH_PX, y: REACH_PX, flow: 0 };

/**
 * Plates far out and the overview draw nothing under a node, only its name tag (at most
 * TAG_MAX_WIDTH wide, centred over the node, TAG_LIFT above it) and the selection ring: a partial
 * frame there redraws a quarter of the rows full detail's reach took in.
 */
const FAR_REACH: Reach = { x: TAG_MAX_WIDTH / 2 + 8, y: TAG_LIFT + 32, flow: 12 };

export function reachFor(detail: Detail): Reach {
  return detail === 'full' ? FULL_REACH : FAR_REACH;
}

/** The flow area the surface shows at `view`: the screen and its margin, grown by what reaches past boxes. */
export function drawnRect(view: View, size: Size, margin: Margin): Rect {
  const visible = visibleRect(view, size);
  const gx = (margin.x + REACH_PX) / view.zoom;
  const gy = (margin.y + REACH_PX) / view.zoom;
  return {
    x: visible.x - gx,
    y: visible.y - gy,
    width: visible.width + 2 * gx,
    height: visible.height + 2 * gy,
  };
}
