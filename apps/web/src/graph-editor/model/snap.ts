/** Snap grid of spec 2 §9: node positions land on multiples of 20. */
export const SNAP_GRID = 20;

export function snap(value: number, grid = SNAP_GRID): number {
  if (!Number.isFinite(value)) throw new Error(`Cannot snap ${value}: not a finite number`);
  // `+ 0` turns -0 into 0 so snapped positions compare and print cleanly
  return Math.round(value / grid) * grid + 0;
}

export function snapPoint(point: { x: number; y: number }, grid = SNAP_GRID): { x: number; y: number } {
  return { x: snap(point.x, grid), y: snap(point.y, grid) };
}
