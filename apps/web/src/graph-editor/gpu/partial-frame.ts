import type { Rect } from '../canvas/overview-geometry.js';
import { type Margin, REACH_PX, type Size } from './painted-shift.js';
import type { View } from './view-transform.js';

/** A scene change whose area covers more than this share of the surface draws the whole surface. */
const MOST_OF_THE_SURFACE = 0.5;

/** What a partial frame draws: `clip` in the surface's CSS pixels, `drawn` the flow area whose displays can paint into it. */
export interface PartialFrame {
  clip: Rect;
  drawn: Rect;
}

export function grow(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

/** The box around both (either may be none). */
export function union(a: Rect | null, b: Rect | null): Rect | null {
  if (!b) return a;
  if (!a) return { x: b.x, y: b.y, width: b.width, height: b.height };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * The frame that redraws only what a scene change touched (`changed`, flow units: the old and new
 * boxes of the nodes and wires it changed), on a surface drawn at `view`: the changed area grown by
 * what reaches past a box (name tags, comments, outputs), clipped to the surface. Null when that is
 * most of the surface (a whole frame costs little more); an empty clip when it is off the surface.
 */
export function partialFrame(changed: Rect, view: View, size: Size, margin: Margin): PartialFrame | null {
  const reach = REACH_PX / view.zoom;
  const dirty = grow(changed, reach);
  const surface = { width: size.width + 2 * margin.x, height: size.height + 2 * margin.y };
  const left = Math.max(0, dirty.x * view.zoom + view.x + margin.x);
  const top = Math.max(0, dirty.y * view.zoom + view.y + margin.y);
  const right = Math.min(surface.width, (dirty.x + dirty.width) * view.zoom + view.x + margin.x);
  const bottom = Math.min(surface.height, (dirty.y + dirty.height) * view.zoom + view.y + margin.y);
  const clip = { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  if (clip.width * clip.height > MOST_OF_THE_SURFACE * surface.width * surface.height) return null;
  return { clip, drawn: grow(dirty, reach) };
}
