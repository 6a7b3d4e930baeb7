import { type KeyPress, matchesShortcut } from '../../base/shortcuts.js';
import type { Direction } from '../a11y/spatial-focus.js';
import type { WireDirection } from '../a11y/wire-follow.js';

/** One grid step of a keyboard move or resize (the nodes' snap grid, flow units). */
export const KEY_STEP = 20;
/** Ctrl+Shift+arrow: a larger step. */
export const KEY_BIG_STEP = 5 * KEY_STEP;

/** What a key does on the canvas while the keyboard is on it (docs/accessibility.md). */
export type NodeKeyAction =
  | { kind: 'focus'; direction: Direction }
  | { kind: 'follow'; direction: WireDirection }
  | { kind: 'enter' }
  | { kind: 'leave' }
  | { kind: 'select'; add: boolean }
  | { kind: 'move'; by: { x: number; y: number } }
  | { kind: 'resize'; by: { width: number; height: number } }
  | { kind: 'rename' };

const ARROWS: Record<string, Direction> = {
  arrowup: 'up',
  arrowdown: 'down',
  arrowleft: 'left',
  arrowright: 'right',
};
const OFFSET: Record<Direction, { x: number; y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/**
 * The canvas's keys on a focused node (or on the canvas itself): arrows move focus, Alt+Up/Down
 * follow wires, Enter enters a level and Shift+Enter leaves it, Space selects (Shift adds),
 * Ctrl/⌘+arrows move (Shift: larger step), Alt+Shift+arrows resize, F2 renames.
 */
export function nodeKeyAction(press: KeyPress, apple?: boolean): NodeKeyAction | undefined {
  const is = (shortcut: string) => matchesShortcut(press, shortcut, apple);
  const key = press.key.toLowerCase();
  const direction = ARROWS[key];
  if (direction) {
    const unit = OFFSET[direction];
    if (is(key)) return { kind: 'focus', direction };
    if ((direction === 'up' || direction === 'down') && is(`alt+${key}`))
      return { kind: 'follow', direction };
    if (is(`mod+${key}`) || is(`mod+shift+${key}`)) {
      const step = press.shiftKey ? KEY_BIG_STEP : KEY_STEP;
      return { kind: 'move', by: { x: unit.x * step, y: unit.y * step } };
    }
    if (is(`alt+shift+${key}`))
      return { kind: 'resize', by: { width: unit.x * KEY_STEP, height: unit.y * KEY_STEP } };
    return undefined;
  }
  if (is('enter')) return { kind: 'enter' };
  if (is('shift+enter')) return { kind: 'leave' };
  if (is(' ')) return { kind: 'select', add: false };
  if (is('shift+ ')) return { kind: 'select', add: true };
  if (is('f2')) return { kind: 'rename' };
  return undefined;
}
