import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLayoutAutosave, LAYOUT_SAVE_DEBOUNCE_MS } from './autosave.js';
import { builtInLayout } from './built-in-layouts.js';
import { closePanel } from './operations.js';

describe('layout autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, the last layout, 3 s after the last change of a project', () => {
    const save = vi.fn(() => Promise.resolve());
    const autosave = createLayoutAutosave(save);
    const first = builtInLayout('Basic');
    const second = builtInLayout('Pro');
    autosave.schedule('p1', first);
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS - 1);
    autosave.schedule('p1', second);
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('p1', second, { leavingPage: false });
  });

  it('debounces each project on its own', () => {
    const save = vi.fn(() => Promise.resolve());
    const autosave = createLayoutAutosave(save);
    const a = builtInLayout('Basic');
    const b = builtInLayout('Pro');
    autosave.schedule('p1', a);
    autosave.schedule('p2', b);
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS);
    expect(save.mock.calls).toEqual([
      ['p1', a, { leavingPage: false }],
      ['p2', b, { leavingPage: false }],
    ]);
  });

  it('does not save a layout without panels, and drops a waiting save for it', () => {
    const save = vi.fn(() => Promise.resolve());
    const autosave = createLayoutAutosave(save);
    const basic = builtInLayout('Basic');
    autosave.schedule('p1', basic);
    const empty = basic.panels.reduce((json, panel) => closePanel(json, panel.id), basic);
    autosave.schedule('p1', empty);
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('flush saves what is waiting at once; cancel drops it', () => {
    const save = vi.fn(() => Promise.resolve());
    const autosave = createLayoutAutosave(save);
    const basic = builtInLayout('Basic');
    autosave.schedule('p1', basic);
    autosave.flush();
    expect(save).toHaveBeenCalledWith('p1', basic, { leavingPage: false });
    autosave.schedule('p2', basic);
    autosave.cancel();
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a flush as the page goes away says so, for a save that outlives the page', () => {
    const save = vi.fn(() => Promise.resolve());
    const autosave = createLayoutAutosave(save);
    const pro = builtInLayout('Pro');
    autosave.schedule('p1', pro);
    autosave.flush(true);
    expect(save.mock.calls).toEqual([['p1', pro, { leavingPage: true }]]);
    // nothing waits any more: the timer of that change does not save it again
    vi.advanceTimersByTime(LAYOUT_SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
