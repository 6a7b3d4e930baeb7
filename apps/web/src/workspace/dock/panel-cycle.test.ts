import { describe, expect, it } from 'vitest';
import { isPanelCycleKey, nextPanelIndex, readingOrder } from './panel-cycle.js';

describe('F6 panel cycle', () => {
  it('goes to the next panel, wrapping round, and back with Shift', () => {
    expect(nextPanelIndex(3, 0, false)).toBe(1);
    expect(nextPanelIndex(3, 2, false)).toBe(0);
    expect(nextPanelIndex(3, 0, true)).toBe(2);
    expect(nextPanelIndex(3, 2, true)).toBe(1);
  });

  it('starts at the first panel (the last, backwards) when the focus is in none', () => {
    expect(nextPanelIndex(3, -1, false)).toBe(0);
    expect(nextPanelIndex(3, -1, true)).toBe(2);
    expect(nextPanelIndex(0, -1, false)).toBe(-1);
  });

  it('is F6 with or without Shift only', () => {
    const key = (mods: Partial<KeyboardEvent>) => ({
      key: 'F6',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
    });
    expect(isPanelCycleKey(key({}))).toBe(true);
    expect(isPanelCycleKey(key({ shiftKey: true }))).toBe(true);
    expect(isPanelCycleKey(key({ ctrlKey: true }))).toBe(false);
    expect(isPanelCycleKey({ ...key({}), key: 'F5' })).toBe(false);
  });

  it('orders panels as read: by row, then left to right', () => {
    const graph = { top: 85, left: 5 };
    const parameters = { top: 85.5, left: 920 };
    const previewer = { top: 421, left: 920 };
    expect([previewer, parameters, graph].sort(readingOrder)).toEqual([graph, parameters, previewer]);
  });
});
