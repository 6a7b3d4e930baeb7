import type { Detail } from '../detail-level.js';
import type { GraphicsContext } from '../gl/index.js';
import type { SceneNode } from '../scene-model.js';
import type { CanvasTheme, Paint } from '../theme.js';
import {
  BADGE,
  badgeWidth,
  ISO_DEPTH,
  ISO_SKEW,
  RADIUS,
  STATUS_DOT,
  statusBadges,
  statusPlace,
  statusRow,
  TITLE_BAR,
  VIEWER_HEADER,
  VIEWER_INSET,
} from './metrics.js';
import type { NodeLook } from './node-look.js';
import {
  chamferedBox,
  clipToBox,
  clipToConvex,
  diagonalStripes,
  isometricOutline,
  type Point,
} from './polygon.js';
import { circle, roundedCorners, roundedRect } from './round-shapes.js';

// Colours graph-canvas.css writes as literals (not theme variables).
const SHADOW = { color: 0x000000, alpha: 0.35 };
const DIFF = { added: 0x46a758, changed: 0xffc53d } as const;
const PREVIEW = 0x5eb1ff;
const STICKY_BORDER = { color: 0xffc107, alpha: 0.55 };
const GHOST_OUTLINE = { color: 0x0e2a33, alpha: 0.6 };
const WARNING_BADGE = 0xf5a524;

/**
 * One node's body as the DOM view draws it (graph-canvas.css), in flat fills for the GPU: plate or
 * isometric slab, context, ghost, dot, sticky note, tray and viewer frame, with their rings
 * (selected, failed, diff), marks (bypass, preview, param pin) and status row. Drawn once per look
 * and shared by every node that looks the same.
 */
export function drawBody(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  detail: Detail,
  theme: CanvasTheme,
  fill: Paint,
): void {
  const full = detail === 'full';
  switch (node.kind) {
    case 'dot':
      drawDot(c, node, look, theme, fill, full);
      break;
    case 'stickyNote':
    case 'tray':
      drawTextNode(c, node, look, theme, fill, full);
      break;
    case 'viewer':
      drawPlate(c, node, look, theme, fill, full);
      drawViewerFrame(c, node, look, theme, full);
      break;
    default:
      if (look.shape === 'isometric') drawSlab(c, node, look, theme, fill, full);
      else drawPlate(c, node, look, theme, fill, full);
  }
  const status = full && statusPlace(node.kind, look.shape, node.width, node.height, look.titleBar);
  if (status) drawStatus(c, status.right, status.y, look, theme);
  if (look.preview) dashedRoundRect(c, -5, -5, node.width + 10, node.height + 10, RADIUS + 4, 2, PREVIEW);
  if (full && look.paramPin) {
    circle(c, node.width - 2, 2, 7).fill(theme.background);
    circle(c, node.width - 2, 2, 5).fill(theme.accent);
  }
}

/** The ring around a node: a diff mark wins, then a failure, then the selection (as the CSS cascades). */
function ring(look: NodeLook, selected: boolean, theme: CanvasTheme): { inner: Paint; outer?: Paint } | null {
  if (look.diff)
    return { inner: { color: DIFF[look.diff], alpha: 1 }, outer: { color: DIFF[look.diff], alpha: 0.3 } };
  if (look.state === 'error')
    return { inner: theme.danger, outer: selected ? { ...theme.accent, alpha: 0.45 } : undefined };
  if (selected) return { inner: theme.accent, outer: { ...theme.accent, alpha: 0.28 } };
  return null;
}

function drawPlate(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  theme: CanvasTheme,
  fill: Paint,
  full: boolean,
): void {
  const { width: w, height: h, kind } = node;
  if (full) roundedRect(c, -1, 1, w + 2, h + 3, RADIUS + 1).fill({ color: 0, alpha: 0.22 });
  roundedRect(c, 0, 0, w, h, RADIUS).fill(fill);
  if (kind === 'context')
    roundedRect(c, 0, 0, w, h, RADIUS).stroke({ width: 1, color: 0, alpha: 0.2, alignment: 1 });
  if (kind === 'ghost')
    dashedRoundRect(c, 4, 4, w - 8, h - 8, 4, 1, GHOST_OUTLINE.color, GHOST_OUTLINE.alpha);
  if (look.bypass) {
    const rounded = chamferedBox(w, h, RADIUS * (2 - Math.SQRT2));
    for (const s of diagonalStripes({ x: 0, y: 0, width: w, height: h }, 6, 12))
      polygon(c, clipToConvex(s, rounded), { color: 0, alpha: 0.28 });
  }
  ringAround(c, w, h, RADIUS, ring(look, node.selected, theme), full);
}

/**
 * The node's ring (2px, and a wider faint one), or its 1px shadow line when it has none — in full
 * detail only: below 0.4 the line is under half a pixel, and its triangles cost every frame.
 */
function ringAround(
  c: GraphicsContext,
  w: number,
  h: number,
  r: number,
  around: ReturnType<typeof ring>,
  full: boolean,
): void {
  if (!around) {
    if (full) roundedRect(c, 0, 0, w, h, r).stroke({ width: 1, ...SHADOW, alignment: 0 });
    return;
  }
  if (around.outer)
    roundedRect(c, -2, -2, w + 4, h + 4, r + 2).stroke({ width: 3, ...around.outer, alignment: 0 });
  roundedRect(c, 0, 0, w, h, r).stroke({ width: 2, ...around.inner, alignment: 0 });
}

function drawSlab(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  theme: CanvasTheme,
  fill: Paint,
  full: boolean,
): void {
  const { width: w, height: h } = node;
  const outline = isometricOutline(w, h, ISO_SKEW, ISO_DEPTH);
  if (full) c.poly(outline.map((p) => ({ x: p.x, y: p.y + 2 }))).fill({ color: 0, alpha: 0.3 });
  c.poly(outline).fill(fill);
  polygon(c, clipToBox(outline, { x: w - ISO_SKEW, y: 0, width: ISO_SKEW, height: h }), {
    color: 0,
    alpha: 0.22,
  });
  polygon(c, clipToBox(outline, { x: 0, y: h - ISO_DEPTH, width: w, height: ISO_DEPTH }), {
    color: 0,
    alpha: 0.38,
  });
  if (look.bypass)
    for (const s of diagonalStripes({ x: 0, y: 0, width: w, height: h }, 6, 12))
      polygon(c, clipToConvex(s, outline), { color: 0, alpha: 0.28 });
  const around = ring(look, node.selected, theme);
  if (around) c.poly(outline).stroke({ width: 2, ...around.inner, alignment: 0 });
}

function drawDot(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  theme: CanvasTheme,
  fill: Paint,
  full: boolean,
): void {
  const { width: w, height: h } = node;
  const r = w / 2;
  const around = ring(look, node.selected, theme);
  circle(c, r, h / 2, r).fill(fill);
  // the core is the dot's face: the plate detail draws the disc alone, as .gc-plain does
  if (full) circle(c, r, h / 2, w * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
  if (look.bypass) circle(c, r, h / 2, r).fill({ color: 0, alpha: 0.28 });
  if (around?.outer) circle(c, r, h / 2, r + 2).stroke({ width: 3, ...around.outer, alignment: 0 });
  circle(c, r, h / 2, r).stroke({ width: around ? 2 : 1, ...(around?.inner ?? SHADOW), alignment: 0 });
}

function drawTextNode(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  theme: CanvasTheme,
  fill: Paint,
  full: boolean,
): void {
  const { width: w, height: h } = node;
  if (look.background) roundedRect(c, 0, 0, w, h, RADIUS).fill(fill);
  // the title bar and a note's own border belong to its face, which the plate detail leaves out
  if (full && look.titleBar) {
    const shade = node.kind === 'tray' ? 0.18 : 0.15;
    topRoundedRect(c, w, TITLE_BAR, RADIUS);
    c.fill({ color: 0, alpha: shade });
    if (node.kind === 'tray') c.rect(0, TITLE_BAR - 1, w, 1).fill({ color: 0xffffff, alpha: 0.12 });
  }
  if (look.border) {
    if (node.kind === 'tray') dashedRoundRect(c, 0.5, 0.5, w - 1, h - 1, RADIUS, 1, 0xffffff, 0.22);
    else if (full) roundedRect(c, 0, 0, w, h, RADIUS).stroke({ width: 1, ...STICKY_BORDER, alignment: 1 });
  }
  // sticky notes and trays: the selection alone, 2px (a diff mark wins)
  const around = look.diff ? ring(look, false, theme) : node.selected ? { inner: theme.accent } : null;
  if (around) roundedRect(c, 0, 0, w, h, RADIUS).stroke({ width: 2, ...around.inner, alignment: 0 });
}

function drawViewerFrame(
  c: GraphicsContext,
  node: SceneNode,
  look: NodeLook,
  theme: CanvasTheme,
  full: boolean,
): void {
  const { width: w, height: h } = node;
  const top = look.titleBar ? VIEWER_HEADER : 0;
  if (look.titleBar) c.rect(0, VIEWER_HEADER - 1, w, 1).fill({ color: 0, alpha: 0.25 });
  const bodyHeight = h - top - VIEWER_INSET.bottom;
  if (!full || bodyHeight <= 0) return;
  const body = () =>
    roundedRect(c, VIEWER_INSET.side, top, w - 2 * VIEWER_INSET.side, bodyHeight, VIEWER_INSET.radius);
  if (look.background) body().fill(theme.inset);
  if (look.border) body().stroke({ width: 1, ...theme.border, alignment: 1 });
}

/** The status row (badges and dot), the dot's right edge at x = `right`, centred on `y`. */
function drawStatus(c: GraphicsContext, right: number, y: number, look: NodeLook, theme: CanvasTheme): void {
  const badges = statusBadges(look.warnings, look.errors);
  const row = statusRow(badges, right);
  for (const [i, badge] of badges.entries()) {
    const paint = badge.tone === 'warning' ? { color: WARNING_BADGE, alpha: 1 } : theme.danger;
    roundedRect(c, row.badges[i], y - BADGE / 2, badgeWidth(badge.label), BADGE, BADGE / 2).fill(paint);
  }
  circle(c, row.dot, y, STATUS_DOT / 2)
    .fill(statusPaint(look.state, theme))
    .stroke({ width: 1.5, color: 0, alpha: 0.3, alignment: 0 });
}

function statusPaint(state: NodeLook['state'], theme: CanvasTheme): Paint {
  if (state === 'clean') return theme.ok;
  if (state === 'dirty') return theme.warning;
  if (state === 'error') return theme.danger;
  return { color: 0xffffff, alpha: 0.35 };
}

function polygon(c: GraphicsContext, points: readonly Point[], paint: Paint): void {
  if (points.length >= 3) c.poly(points.map((p) => ({ x: p.x, y: p.y }))).fill(paint);
}

/** A rectangle with its top corners rounded (a title bar inside a rounded node). */
function topRoundedRect(c: GraphicsContext, w: number, h: number, r: number): void {
  c.moveTo(0, h)
    .lineTo(0, r)
    .arcTo(0, 0, r, 0, r)
    .lineTo(w - r, 0)
    .arcTo(w, 0, w, r, r)
    .lineTo(w, h)
    .closePath();
}

/**
 * A dashed outline (CSS dashed/outline: dashes and gaps of three times the width) along a rounded
 * rectangle's straight sides; the corners are drawn whole.
 */
function dashedRoundRect(
  c: GraphicsContext,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  width: number,
  color: number,
  alpha = 1,
): void {
  const dash = 3 * width;
  const paint = { color, alpha };
  const run = (x0: number, y0: number, dx: number, dy: number, length: number) => {
    for (let at = 0; at < length; at += 2 * dash) {
      const d = Math.min(dash, length - at);
      if (dx) c.rect(x0 + at * dx - (dx < 0 ? d : 0), y0 - width / 2, d, width);
      else c.rect(x0 - width / 2, y0 + at * dy - (dy < 0 ? d : 0), width, d);
    }
  };
  run(x + r, y, 1, 0, w - 2 * r);
  run(x + w, y + r, 0, 1, h - 2 * r);
  run(x + w - r, y + h, -1, 0, w - 2 * r);
  run(x, y + h - r, 0, -1, h - 2 * r);
  c.fill(paint);
  for (const [cx, cy, start] of roundedCorners(x, y, w, h, r)) {
    c.moveTo(cx + r * Math.cos(start), cy + r * Math.sin(start)).arc(cx, cy, r, start, start + Math.PI / 2);
    c.stroke({ width, ...paint });
  }
}
