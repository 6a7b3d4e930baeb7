import type { Rect } from '../canvas/overview-geometry.js';
import { type Margin, type Reach, reachFor, type Size } from './painted-shift.js';
import type { View } from './view-transform.js';

/** A scene change whose area covers more than this share of the surface draws the whole surface. */
const MOST_OF_THE_SURFACE = 0.5;

/** What a partial frame draws: `clip` in the surface's CSS pixels, `drawn` the flow area whose displays can paint into it. */
export interface PartialFrame {
  clip: Rect;
  drawn: Rect;
}

/** One draw of a partial frame: its clip (the surface's CSS pixels), after `prepare` shows what paints into it. */
export interface ClippedDraw {
  clip: Rect;
  prepare(): void;
}

export function grow(rect: Rect, by: number, byY = by): Rect {
  return { x: rect.x - by, y: rect.y - byY, width: rect.width + 2 * by, height: rect.height + 2 * byY };
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

const areaOf = (rect: Rect) => rect.width * rect.height;

function overlapping(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** At most this many separate areas per frame: each is a draw of its own. */
export const MOST_AREAS = 6;

/**
 * Adds `rect` to the areas a frame will redraw, keeping apart what lies apart: a band that takes in
 * a row and a column of nodes redraws those two strips, not the box around both (the whole band).
 * An area overlapping one already there joins it; past MOST_AREAS the two whose box adds the least
 * become one.
 */
export function addArea(areas: Rect[], rect: Rect): void {
  const joined = areas.findIndex((area) => overlapping(area, rect));
  if (joined >= 0) {
    areas[joined] = union(areas[joined], rect) as Rect;
    return;
  }
  areas.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
  if (areas.length <= MOST_AREAS) return;
  let best = { i: 0, j: 1, added: Number.POSITIVE_INFINITY };
  for (let i = 0; i < areas.length; i++) {
    for (let j = i + 1; j < areas.length; j++) {
      const added = areaOf(union(areas[i], areas[j]) as Rect) - areaOf(areas[i]) - areaOf(areas[j]);
      if (added < best.added) best = { i, j, added };
    }
  }
  areas[best.i] = union(areas[best.i], areas[best.j]) as Rect;
  areas.splice(best.j, 1);
}

/**
 * The frames that redraw only the areas a scene change touched (each as `partialFrame`), or null
 * when one of them or all together are most of the surface (one whole frame costs less).
 */
export function partialFrames(
  changed: readonly Rect[],
  view: View,
  size: Size,
  margin: Margin,
  reach: Reach = reachFor('full'),
): PartialFrame[] | null {
  const surface = (size.width + 2 * margin.x) * (size.height + 2 * margin.y);
  const frames: PartialFrame[] = [];
  let clipped = 0;
  for (const area of changed) {
    const frame = partialFrame(area, view, size, margin, reach);
    if (!frame) return null;
    clipped += areaOf(frame.clip);
    if (clipped > MOST_OF_THE_SURFACE * surface) return null;
    if (frame.clip.width > 0 && frame.clip.height > 0) frames.push(frame);
  }
  return frames;
}

/**
 * The frame that redraws only what a scene change touched (`changed`, flow units: the old and new
 * boxes of the nodes and wires it changed), on a surface drawn at `view`: the changed area grown by
 * what reaches past a box at the detail drawn (`reach`: name tags, comments, outputs), clipped to
 * the surface. Null when that is most of the surface (a whole frame costs little more); an empty
 * clip when it is off the surface.
 */
export function partialFrame(
  changed: Rect,
  view: View,
  size: Size,
  margin: Margin,
  reach: Reach = reachFor('full'),
): PartialFrame | null {
  const rx = reach.x / view.zoom + reach.flow;
  const ry = reach.y / view.zoom + reach.flow;
  const dirty = grow(changed, rx, ry);
  const surface = { width: size.width + 2 * margin.x, height: size.height + 2 * margin.y };
  const left = Math.max(0, dirty.x * view.zoom + view.x + margin.x);
  const top = Math.max(0, dirty.y * view.zoom + view.y + margin.y);
  const right = Math.min(surface.width, (dirty.x + dirty.width) * view.zoom + view.x + margin.x);
  const bottom = Math.min(surface.height, (dirty.y + dirty.height) * view.zoom + view.y + margin.y);
  const clip = { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  if (clip.width * clip.height > MOST_OF_THE_SURFACE * surface.width * surface.height) return null;
  return { clip, drawn: grow(dirty, rx, ry) };
}
