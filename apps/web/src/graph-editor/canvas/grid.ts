import type { CanvasPreferences, Viewport } from '../../editor/index.js';

// The canvas grid, from the preferences. The live canvas hands it to xyflow's Background; the
// static first frame (static-canvas/StaticGrid.tsx) draws the same pattern itself, so that the
// swap from one to the other moves no line.

export type GridKind = 'lines' | 'dots' | 'cross';

/** Grid lines closer than this on screen are a haze that costs a dense pattern to paint: not drawn. */
export const MIN_GRID_SPACING_PX = 4;

/** The preference's gridType: grid (lines, the default), dots, or cross. */
export function gridKind(type: string): GridKind {
  if (type === 'dots' || type === 'dot') return 'dots';
  if (type === 'cross') return 'cross';
  return 'lines';
}

/** The size of a dot (its diameter) or of a line's or cross's stroke pattern, in flow units. */
export function gridMarkSize(kind: GridKind): number {
  return kind === 'dots' ? 1.5 : 1;
}

/**
 * The canvas element's `data-grid`: the grid the preferences draw, as "<kind> <size in flow units>"
 * ("dots 20"), or "none" when it is off. Tests and benches read the grid here, whatever draws it.
 */
export function gridAttribute(
  preferences: Pick<CanvasPreferences, 'gridEnabled' | 'gridSize' | 'gridType'>,
): string {
  return preferences.gridEnabled ? `${gridKind(preferences.gridType)} ${preferences.gridSize}` : 'none';
}

/** Whether the grid is drawn at this zoom. */
export function gridShown(
  preferences: Pick<CanvasPreferences, 'gridEnabled' | 'gridSize'>,
  zoom: number,
): boolean {
  return preferences.gridEnabled && zoom * preferences.gridSize >= MIN_GRID_SPACING_PX;
}

/** One tile of the grid on screen: where the SVG pattern sits and what it draws. */
export interface GridTile {
  /** the pattern's origin and size on screen */
  x: number;
  y: number;
  width: number;
  height: number;
  /** the pattern is shifted back by half its tile on both axes, so a mark sits on each grid point */
  shift: number;
  /** lines and cross: the path of one tile; dots: the dot's radius */
  path: string | null;
  radius: number;
}

/**
 * The tile xyflow's Background draws for this viewport (its arithmetic, restated: a gap scaled by
 * the zoom, the pattern started at the viewport's offset modulo that gap, a cross tile the size of
 * its mark, each tile shifted back by half its size).
 */
export function gridTile(viewport: Viewport, gap: number, kind: GridKind): GridTile {
  const step = gap * viewport.zoom || 1;
  const mark = gridMarkSize(kind) * viewport.zoom;
  const tile = kind === 'cross' ? mark : step;
  return {
    x: viewport.x % step,
    y: viewport.y % step,
    width: step,
    height: step,
    shift: tile / 2,
    path: kind === 'dots' ? null : `M${tile / 2} 0 V${tile} M0 ${tile / 2} H${tile}`,
    radius: mark / 2,
  };
}
