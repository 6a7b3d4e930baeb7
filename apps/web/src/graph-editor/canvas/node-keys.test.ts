import { describe, expect, it } from 'vitest';
import { KEY_BIG_STEP, KEY_STEP, nodeKeyAction } from './node-keys.js';

const press = (
  key: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {},
) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('nodeKeyAction', () => {
  it('moves focus with bare arrows and follows wires with Alt+Up/Down only', () => {
    expect(nodeKeyAction(press('ArrowLeft'), false)).toEqual({ kind: 'focus', direction: 'left' });
    expect(nodeKeyAction(press('ArrowUp', { alt: true }), false)).toEqual({
      kind: 'follow',
      direction: 'up',
    });
    expect(nodeKeyAction(press('ArrowDown', { alt: true }), false)).toEqual({
      kind: 'follow',
      direction: 'down',
    });
    // Alt+Left is the browser's Back: not taken
    expect(nodeKeyAction(press('ArrowLeft', { alt: true }), false)).toBeUndefined();
  });

  it('moves by a grid step with Ctrl (⌘ on Apple), a larger one with Shift', () => {
    expect(nodeKeyAction(press('ArrowRight', { ctrl: true }), false)).toEqual({
      kind: 'move',
      by: { x: KEY_STEP, y: 0 },
    });
    expect(nodeKeyAction(press('ArrowUp', { meta: true, shift: true }), true)).toEqual({
      kind: 'move',
      by: { x: 0, y: -KEY_BIG_STEP },
    });
    expect(nodeKeyAction(press('ArrowUp', { ctrl: true }), true)).toBeUndefined();
  });

  it('resizes with Alt+Shift+arrows', () => {
    expect(nodeKeyAction(press('ArrowDown', { alt: true, shift: true }), false)).toEqual({
      kind: 'resize',
      by: { width: 0, height: KEY_STEP },
    });
    expect(nodeKeyAction(press('ArrowLeft', { alt: true, shift: true }), false)).toEqual({
      kind: 'resize',
      by: { width: -KEY_STEP, height: 0 },
    });
  });

  it('enters with Enter, leaves with Shift+Enter, selects with Space, renames with F2', () => {
    expect(nodeKeyAction(press('Enter'), false)).toEqual({ kind: 'enter' });
    expect(nodeKeyAction(press('Enter', { shift: true }), false)).toEqual({ kind: 'leave' });
    expect(nodeKeyAction(press(' '), false)).toEqual({ kind: 'select', add: false });
    expect(nodeKeyAction(press(' ', { shift: true }), false)).toEqual({ kind: 'select', add: true });
    expect(nodeKeyAction(press('F2'), false)).toEqual({ kind: 'rename' });
    // the command registry's keys stay theirs
    expect(nodeKeyAction(press('Delete'), false)).toBeUndefined();
    expect(nodeKeyAction(press('Tab'), false)).toBeUndefined();
    expect(nodeKeyAction(press('Enter', { ctrl: true }), false)).toBeUndefined();
  });
});
