export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the line from a rect's centre towards `toward` leaves the rect. */
function exitPoint(r: Rect, toward: { x: number; y: number }): { x: number; y: number } {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const t = Math.min(
    dx === 0 ? Infinity : r.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : r.height / 2 / Math.abs(dy),
  );
  return { x: cx + dx * t, y: cy + dy * t };
}

/**
 * A gently bent curve from the edge of one node to the edge of another (bent so it does not lie
 * on a wire between the same nodes), with the point where its label goes.
 */
export function linkPath(from: Rect, to: Rect): { d: string; label: { x: number; y: number } } {
  const fc = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const tc = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const a = exitPoint(from, tc);
  const b = exitPoint(to, fc);
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const bend = Math.min(60, length * 0.15);
  const cx = mx - ((b.y - a.y) / length) * bend;
  const cy = my + ((b.x - a.x) / length) * bend;
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    d: `M ${r(a.x)} ${r(a.y)} Q ${r(cx)} ${r(cy)} ${r(b.x)} ${r(b.y)}`,
    // the curve's midpoint (t = 0.5 of the quadratic)
    label: { x: r((a.x + 2 * cx + b.x) / 4), y: r((a.y + 2 * cy + b.y) / 4) },
  };
}
