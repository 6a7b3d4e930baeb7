// The DOM node view's measures (graph-canvas.css), in CSS pixels at zoom 1, for the GPU looks.

/** .gc-node border-radius */
export const RADIUS = 8;
/** the plate's padding (0 10px 0 12px) */
export const PAD_LEFT = 12;
export const PAD_RIGHT = 10;
/** .gc-viewer-header height */
export const VIEWER_HEADER = 34;
/** .gc-viewer-body margin (0 6px 10px) and radius */
export const VIEWER_INSET = { side: 6, bottom: 10, radius: 6 };
/** .gc-sticky-title and .gc-tray-title: padding 6px 12px around one line */
export const TITLE_BAR = 28;
/** .gc-sticky-text padding 12px 14px; .gc-tray-text padding 8px 12px; both line-height 1.4 */
export const STICKY_TEXT_PAD = { x: 14, y: 12 };
export const TRAY_TEXT_PAD = { x: 12, y: 8 };
export const TEXT_LINE_HEIGHT = 1.4;
/** .gc-shape-isometric's skew and depth */
export const ISO_SKEW = 14;
export const ISO_DEPTH = 8;
/** .gc-status-dot, .gc-badge (18 high, min 18 wide, padding 0 5px) and the gap between them */
export const STATUS_DOT = 8;
export const BADGE = 18;
export const STATUS_GAP = 4;
/** .gc-node-below: 10px under the node, 4px between its boxes, at least 220 wide */
export const BELOW_TOP = 10;
export const BELOW_GAP = 4;
export const BELOW_MIN_WIDTH = 220;
/** .gc-name-tag: 10px (+6) over the node, padding 2px 7px, at most 240 wide */
export const TAG_LIFT = 16;
export const TAG_PAD = { x: 7, y: 2 };
export const TAG_MAX_WIDTH = 240;

/** A badge of the status row: a warnings count or an errors mark (NodeStatusBadges). */
export interface Badge {
  label: string;
  tone: 'warning' | 'error';
}

/** The badges of a node with these counts, left to right as the DOM view puts them. */
export function statusBadges(warnings: number, errors: number): Badge[] {
  const badges: Badge[] = [];
  if (warnings > 0) badges.push({ label: String(warnings), tone: 'warning' });
  if (errors > 0) badges.push({ label: '!', tone: 'error' });
  return badges;
}

/** A badge's width: 18 at least, its 11px bold digits and 5px each side. */
export function badgeWidth(label: string): number {
  return Math.max(BADGE, label.length * 7 + 10);
}

/** Where each badge starts and where the dot's centre is, the row ending `right` px from x = 0. */
export function statusRow(badges: readonly Badge[], right: number): { badges: number[]; dot: number } {
  const dot = right - STATUS_DOT / 2;
  let x = right - STATUS_DOT;
  const starts: number[] = [];
  for (const badge of [...badges].reverse()) {
    x -= STATUS_GAP + badgeWidth(badge.label);
    starts.unshift(x);
  }
  return { badges: starts, dot };
}

/** Where a node's status row sits: its dot's right edge and its middle line; null when it has none. */
export function statusPlace(
  kind: string,
  shape: string,
  width: number,
  height: number,
  titleBar: boolean,
): { right: number; y: number } | null {
  if (kind === 'viewer') return titleBar ? { right: width - PAD_RIGHT, y: VIEWER_HEADER / 2 } : null;
  if (kind !== 'plate' && kind !== 'context' && kind !== 'ghost') return null;
  if (shape === 'isometric') return { right: width - ISO_SKEW - 2, y: (height - ISO_DEPTH) / 2 };
  return { right: width - PAD_RIGHT, y: height / 2 };
}
